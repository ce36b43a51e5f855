import { isBankAccount, sourceLabel, type MoneySource } from './payment-sources';
import type { PaymentFormState } from './use-payment-form';

/**
 * The bank accounts among the sources as a form's dropdown options, and the one the player has
 * chosen: what pays a credit card's fee or its repayment.
 */
export function bankAccountChoice(payment: PaymentFormState, sources: readonly MoneySource[]) {
  const bankAccounts = sources.filter(isBankAccount);
  const options = bankAccounts.map((a) => ({ value: a.id, label: sourceLabel(a) }));
  const accountId = payment.chosenId('source', options);
  const account = bankAccounts.find((a) => a.id === accountId);
  return { bankAccounts, options, account };
}
