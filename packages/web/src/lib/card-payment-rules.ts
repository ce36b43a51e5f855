import { dollarsToCents } from '@mc/contract';
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';

/**
 * Paying the credit card, in the spec's order (part 1 section 5): at least the minimum repayment,
 * at most the closing balance (owed, so its absolute value), and no more than the bank account
 * holds. Amounts in dollars; returns the message of the first rule broken, or null.
 */
export function cardPaymentProblem(
  amountDollars: number,
  card: { MinRepayAmount: number; ClosingBalance: number },
  sourceBalanceDollars: number,
): string | null {
  const cents = dollarsToCents(amountDollars);
  if (cents < dollarsToCents(card.MinRepayAmount)) return MONEY_MESSAGES.belowMinimumRepayment;
  if (cents > Math.abs(dollarsToCents(card.ClosingBalance)))
    return MONEY_MESSAGES.exceedsClosingBalance;
  if (cents > dollarsToCents(sourceBalanceDollars)) return MONEY_MESSAGES.bankAccountFunds;
  return null;
}
