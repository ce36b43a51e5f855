import { dollarsToCents, type CreditCardInstance } from '@mc/contract';
import { MIN_TRANSFER_CENTS, MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { parseMoney } from '../../../components/money-input';
import { cardPaymentProblem } from '../../../lib/card-payment-rules';
import {
  canPayFrom,
  isBankAccount,
  sourceLabel,
  type MoneySource,
} from '../../../lib/payment-sources';

/** The target a player without a bank account sees: there is nowhere to move money to yet. */
export const NO_BANK_ACCOUNT = 'no-bank-account';

export interface TransferErrors {
  from?: string;
  to?: string;
  amount?: string;
}

/** Where money can come from: cash and bank accounts (not super, a term deposit or the card). */
export const fromSources = (sources: readonly MoneySource[]) => sources.filter(canPayFrom);

/**
 * Where it can go: cash and bank accounts other than the source, and the card (which means paying
 * it) when the source is a bank account. Without a bank account, only the placeholder.
 */
export function toOptions(sources: readonly MoneySource[], fromId: string) {
  if (!sources.some(isBankAccount)) {
    return [{ value: NO_BANK_ACCOUNT, label: 'No bank account yet' }];
  }
  const from = sources.find((source) => source.id === fromId);
  return sources
    .filter((source) => source.id !== fromId)
    .filter(
      (source) => canPayFrom(source) || (source.kind === 'card' && (!from || isBankAccount(from))),
    )
    .map((source) => ({ value: source.id, label: sourceLabel(source) }));
}

/**
 * The transfer's checks in the spec's order (part 1 section 5): a bank account exists, both
 * accounts are chosen, the amount is over $0.01, and the source holds it. Paying the card follows
 * the card's own rules.
 */
export function checkTransfer(
  from: MoneySource | undefined,
  toId: string,
  to: MoneySource | undefined,
  amountText: string,
  card: CreditCardInstance | null | undefined,
): TransferErrors {
  if (toId === NO_BANK_ACCOUNT) return { to: MONEY_MESSAGES.needBankAccountToTransfer };
  if (!from) return { from: MONEY_MESSAGES.selectAccount };
  if (!to) return { to: MONEY_MESSAGES.selectAccount };
  const amount = parseMoney(amountText);
  if (Number.isNaN(amount) || dollarsToCents(amount) < MIN_TRANSFER_CENTS) {
    return { amount: MONEY_MESSAGES.enterAmount };
  }
  if (to.kind === 'card' && card) {
    const problem = cardPaymentProblem(amount, card, from.balance);
    return problem ? { amount: problem } : {};
  }
  if (dollarsToCents(amount) > dollarsToCents(from.balance)) {
    return { amount: MONEY_MESSAGES.depositAccountFunds };
  }
  return {};
}
