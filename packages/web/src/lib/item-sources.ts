import { accountNumber, balanceText } from './money-display';
import { canPayFrom, useCreditCard, usePaymentSources, type MoneySource } from './payment-sources';

// What pays for a thing, a bill or a share, as a form's choices. Buying (a lot, a shop's thing,
// spec part 2 section 5) or paying a bill (spec part 1 section 7): cash, a transaction or savings
// account, or the credit card up to the credit it has left. A bid is held until the lot closes
// (and a share is bought outright), so it comes from cash or a bank account only: never the card,
// never an investment.

export interface ItemSource {
  source: MoneySource;
  /** Dollars that can be spent now: the balance, or the card's available credit. */
  available: number;
  label: string;
}

/** 'Everyday Access: $250.00'; the account number only when two share a name. */
function labelOf(source: MoneySource, available: number, sameName: boolean): string {
  const name = sameName ? `${source.title} (${accountNumber(source.id)})` : source.title;
  if (source.kind === 'card') return `${name}: ${balanceText(available)} credit left`;
  return `${name}: ${balanceText(available)}`;
}

export type SourceUse = 'buy' | 'bid';

export function toItemSources(
  sources: readonly MoneySource[],
  creditAvailable: number | undefined,
  use: SourceUse,
): ItemSource[] {
  const usable = sources.filter(
    (source) => canPayFrom(source) || (use === 'buy' && source.kind === 'card'),
  );
  return usable.map((source) => {
    const available = source.kind === 'card' ? (creditAvailable ?? 0) : source.balance;
    const sameName = usable.some((other) => other !== source && other.title === source.title);
    return { source, available, label: labelOf(source, available, sameName) };
  });
}

export function useItemSources(use: SourceUse) {
  const payment = usePaymentSources();
  const card = useCreditCard();
  return {
    isPending: payment.isPending,
    error: payment.error,
    refetch: payment.refetch,
    sources: toItemSources(payment.sources, card.data?.CreditAvailable, use),
  };
}
