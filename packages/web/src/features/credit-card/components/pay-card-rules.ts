import { dollarsToCents, type CreditCardInstance } from '@mc/contract';
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { parseMoney } from '../../../components/money-input';
import { cardPaymentProblem } from '../../../lib/card-payment-rules';
import type { MoneySource } from '../../../lib/payment-sources';

export interface PayCardErrors {
  account?: string;
  amount?: string;
}

/**
 * A card payment: a bank account chosen and an amount entered, then the spec's rules in order
 * (part 1 section 5): at least the minimum repayment, at most the closing balance, and no more
 * than the account holds.
 */
export function checkPayCard(
  card: CreditCardInstance,
  account: MoneySource | undefined,
  amountText: string,
): PayCardErrors {
  if (!account) return { account: MONEY_MESSAGES.selectAccount };
  const amount = parseMoney(amountText);
  if (Number.isNaN(amount) || dollarsToCents(amount) <= 0) {
    return { amount: MONEY_MESSAGES.enterAmount };
  }
  const problem = cardPaymentProblem(amount, card, account.balance);
  return problem ? { amount: problem } : {};
}
