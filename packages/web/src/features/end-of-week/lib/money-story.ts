import type { MoneyCategory, WeekMovement } from '@mc/contract';

// The summary's headline words come from what actually moved the net position this week (the
// ledger's movements, largest first), so they never praise money moves when only pay day happened.

const RAISED: Record<MoneyCategory, string> = {
  pay: 'Pay day lifted your net position.',
  super: 'Your super grew. It is yours, for later in life.',
  bills: 'A bill came down.',
  everyday: 'Some everyday spending came back.',
  'late-fees': 'A fee was taken back.',
  'bank-fees': 'A bank fee was refunded.',
  interest: 'Your savings earned interest.',
  card: 'Your card gave something back.',
  events: 'A surprise windfall helped.',
  offers: 'An offer you took up paid off.',
  scams: 'Money from a scam came back.',
  rewards: 'Your bonus answer paid off.',
  starting: 'Your starting money is in.',
  items: 'Something you own sold or gained value.',
  shares: 'Your shares rose or paid a dividend.',
  'tax-refund': 'Your tax refund came in: tax taken from your pay that you did not owe.',
};

const LOWERED: Record<MoneyCategory, string> = {
  pay: 'Your pay came in lower.',
  super: 'Your super dipped with the market. It is a long-term investment.',
  bills:
    'New bills arrived. A bill counts against your net position as soon as it arrives, so paying it on time will not lower it again.',
  everyday:
    'Groceries, fares and subscriptions took their share. Small weekly costs add up, so they are worth planning for.',
  'late-fees': 'Late and dishonour fees cost you. Paying bills by their due week avoids them.',
  'bank-fees': 'Bank fees took a bite. Some accounts charge less than others.',
  interest: 'Interest went against you.',
  card: 'Credit card interest and fees cost you. Paying the card in full by its due week avoids interest.',
  events: 'A surprise cost you.',
  offers: 'An offer you took up cost you.',
  scams: 'A scam cost you. Never pay or share details because a message asks you to.',
  rewards: 'A reward was taken back.',
  starting: 'Your starting money changed.',
  items:
    'Things you own are worth less than you paid: most things lose value from the day you buy them.',
  shares:
    'Your shares fell or brokerage cost you. Share prices go down as well as up, and every trade has a fee.',
  'tax-refund': 'A tax refund was taken back.',
};

/**
 * One sentence on what moved the week most, in the direction the net position went: the biggest
 * rise in a week that went up, the biggest fall in one that went down.
 */
export function weekStory(movements: readonly WeekMovement[], difference: number): string {
  const cents = Math.round(difference * 100);
  if (cents === 0) return 'What came in matched what went out.';
  const up = cents > 0;
  const mover = movements.find((movement) => (up ? movement.Amount > 0 : movement.Amount < 0));
  if (!mover) return up ? 'Your net position went up.' : 'Your net position went down.';
  return (up ? RAISED : LOWERED)[mover.Category];
}
