import type { BankAccountType } from '@mc/contract';
import { feeText, percentText } from '../../lib/money-display';

// The words for a product's conditions, the same on the shelf and on the player's account: a
// bonus saver's bonus and the waiver of a monthly fee.

/** '4% a year with the bonus' from a base of 0.55% and a bonus of 3.45%. */
export function totalRateText(product: BankAccountType): string {
  const total = Math.round((product.InterestRate + product.BonusInterestRate) * 100) / 100;
  return `${percentText(total)} a year with the bonus`;
}

/** When the bonus is paid: 'in a month with $100 deposited and no withdrawals'. */
export function bonusConditionText(product: BankAccountType): string {
  return `in a month in which you deposit at least ${feeText(product.BonusMinimumDeposit)} and make no withdrawals`;
}

/** When the monthly fee is waived, or null when it never is. */
export function feeWaiverText(product: BankAccountType): string | null {
  const ways = [
    product.FeeWaiverAge === null ? null : `you’re under ${product.FeeWaiverAge}`,
    product.FeeWaiverDeposits === null
      ? null
      : `you deposit ${feeText(product.FeeWaiverDeposits)} or more in the month`,
  ].filter((way): way is string => way !== null);
  return ways.length === 0 ? null : `waived if ${ways.join(' or ')}`;
}
