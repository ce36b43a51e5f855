import { balanceText } from '../../../lib/money-display';

/** A card balance is negative when money is owed: say it in words as well as with a sign. */
export function owedText(balanceDollars: number): string {
  if (balanceDollars < 0) return `${balanceText(-balanceDollars)} owing`;
  if (balanceDollars > 0) return `${balanceText(balanceDollars)} in credit`;
  return balanceText(0);
}
