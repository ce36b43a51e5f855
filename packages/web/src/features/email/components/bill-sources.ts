import {
  isBankAccount,
  useCreditCard,
  usePaymentSources,
  type MoneySource,
} from '../../../lib/payment-sources';
import { accountNumber } from '../../../lib/money-display';
import { money } from './format';

// Where a bill can be paid from (spec part 1 section 7): My Cash, transaction and savings
// accounts, and the credit card up to the credit it has left.

export interface BillSource {
  source: MoneySource;
  /** Dollars that can be spent now: the balance, or the card's available credit. */
  available: number;
  label: string;
}

/** 'Everyday Access: $2,057.36'; the account number only when two share a name. */
function labelOf(source: MoneySource, available: number, sameName: boolean): string {
  const name = sameName ? `${source.title} (${accountNumber(source.id)})` : source.title;
  if (source.kind === 'card') return `${name}: ${money(available)} credit left`;
  return `${name}: ${money(available)}`;
}

export function toBillSources(
  sources: readonly MoneySource[],
  creditAvailable: number | undefined,
): BillSource[] {
  const usable = sources.filter(
    (source) => source.kind === 'cash' || source.kind === 'card' || isBankAccount(source),
  );
  return usable.map((source) => {
    const available = source.kind === 'card' ? (creditAvailable ?? 0) : source.balance;
    const sameName = usable.some((other) => other !== source && other.title === source.title);
    return { source, available, label: labelOf(source, available, sameName) };
  });
}

export function useBillSources() {
  const payment = usePaymentSources();
  const card = useCreditCard();
  return {
    isPending: payment.isPending,
    error: payment.error,
    refetch: payment.refetch,
    sources: toBillSources(payment.sources, card.data?.CreditAvailable),
  };
}
