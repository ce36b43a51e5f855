import {
  canPayFrom,
  isBankAccount,
  sourceLabel,
  type MoneySource,
} from '../../../lib/payment-sources';

// What the transfer's two dropdowns offer (spec part 1 sections 2 and 5).

/** The target a player without a bank account sees: there is nowhere to move money to yet. */
export const NO_BANK_ACCOUNT = 'no-bank-account';

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
