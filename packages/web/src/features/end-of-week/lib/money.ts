import { dollarsToCents, formatBalance } from '@mc/contract';

/** Dollars from the API, shown with two decimals: '$12.50'. */
export const money = (dollars: number) => formatBalance(dollarsToCents(dollars));

/** A change with its sign, which carries the meaning as well as any colour: '+$12.50', '-$3.00'. */
export function signedMoney(dollars: number): string {
  const cents = dollarsToCents(dollars);
  return cents > 0 ? `+${formatBalance(cents)}` : formatBalance(cents);
}
