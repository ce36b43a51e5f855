import { dollarsToCents, type CardPaymentCheck, type CreditCardInstance } from '@mc/contract';
import type { MoneySource } from './payment-sources';

/**
 * A card payment in the terms of the contract's rule (cardPaymentProblem): the card's minimum
 * repayment and closing balance (owed, so its absolute value) and what the source holds, in
 * cents. Used by My Credit's Pay and by a transfer to the card.
 */
export function cardPayment(
  card: CreditCardInstance,
  source: MoneySource | undefined,
  amountCents: number,
): CardPaymentCheck {
  return {
    sourceChosen: source !== undefined,
    amountCents,
    minimumCents: dollarsToCents(card.MinRepayAmount),
    owedCents: Math.abs(dollarsToCents(card.ClosingBalance)),
    availableCents: source ? dollarsToCents(source.balance) : 0,
  };
}
