import {
  ERRORS,
  type AccountType,
  type BankAccountInstance,
  type CashboxResult,
  type CreditCardInstance,
} from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiFailure } from './api-client';
import { gameGet, gameKey, useGameQuery } from './game-queries';
import { accountNumber, balanceText } from './money-display';

// Everything that holds the player's money, gathered from My Cash, My Bank and My Credit (spec
// part 1 section 7: "sources for accounts, payments and payouts are gathered from these; a
// missing credit card is tolerated"). Bank, transfer and credit screens pick from these.

export const CASHBOX_PATH = '/api/i/cashbox';
export const BANK_ACCOUNTS_PATH = '/api/i/banking';
export const INVESTMENTS_PATH = '/api/i/banking/investments';
export const CREDIT_CARD_PATH = '/api/i/creditcards';

export type MoneySourceKind =
  'cash' | 'transaction' | 'savings' | 'term-deposit' | 'super' | 'card';

export interface MoneySource {
  /** The account instance id the server knows it by. */
  id: string;
  appInstanceId: string;
  kind: MoneySourceKind;
  title: string;
  /** Dollars; a card's is negative when money is owed. */
  balance: number;
}

const KIND_OF_TYPE: Record<AccountType, MoneySourceKind> = {
  TransactionsBankAccountInstance: 'transaction',
  SavingsBankAccountInstance: 'savings',
  CashboxAccountInstance: 'cash',
  SuperInvestmentInstance: 'super',
  FixedTermDepositInvestmentInstance: 'term-deposit',
};

export const kindOfAccount = (type: AccountType): MoneySourceKind => KIND_OF_TYPE[type];

/** Transaction and savings accounts: the bank accounts money can be spent from. */
export const isBankAccount = (source: MoneySource): boolean =>
  source.kind === 'transaction' || source.kind === 'savings';

/** Cash and bank accounts: where a transfer, deposit or payment can come from. */
export const canPayFrom = (source: MoneySource): boolean =>
  source.kind === 'cash' || isBankAccount(source);

export function sourceLabel(source: MoneySource): string {
  if (source.kind === 'cash') return `${source.title}: ${balanceText(source.balance)}`;
  if (source.kind === 'card') return `Pay off ${source.title}`;
  return `${source.title} (${accountNumber(source.id)}): ${balanceText(source.balance)}`;
}

export const useCashbox = () => useGameQuery<CashboxResult>(CASHBOX_PATH);
export const useBankAccounts = () => useGameQuery<BankAccountInstance[]>(BANK_ACCOUNTS_PATH);
export const useInvestments = () => useGameQuery<BankAccountInstance[]>(INVESTMENTS_PATH);

/** The player's card, or null while they have none ('No credit card purchased.' is tolerated). */
export async function getCreditCard(): Promise<CreditCardInstance | null> {
  try {
    return await gameGet<CreditCardInstance>(CREDIT_CARD_PATH);
  } catch (error) {
    if (error instanceof ApiFailure && error.messages.includes(ERRORS.noCreditCardPurchased))
      return null;
    throw error;
  }
}

export const useCreditCard = () =>
  useQuery({ queryKey: gameKey(CREDIT_CARD_PATH), queryFn: getCreditCard });

export const cashSource = (cash: CashboxResult): MoneySource => ({
  id: cash.ID,
  appInstanceId: cash.AppInstanceID,
  kind: 'cash',
  title: cash.Title || 'My Cash',
  balance: cash.Balance,
});

export const bankSource = (account: BankAccountInstance): MoneySource => ({
  id: account.ID,
  appInstanceId: account.AppInstanceID,
  kind: kindOfAccount(account.AccountType),
  title: account.Title,
  balance: account.Balance,
});

export const cardSource = (card: CreditCardInstance): MoneySource => ({
  id: card.ID,
  appInstanceId: card.AppInstanceID,
  kind: 'card',
  title: card.Title,
  balance: card.Balance,
});

/** Cash, then bank accounts, then investments, then the card: every place money sits. */
export function usePaymentSources() {
  const cash = useCashbox();
  const accounts = useBankAccounts();
  const investments = useInvestments();
  const card = useCreditCard();
  const parts = [cash, accounts, investments, card];
  const isPending = parts.some((part) => part.isPending);
  const error = parts.find((part) => part.error)?.error ?? null;
  const sources: MoneySource[] = [
    ...(cash.data ? [cashSource(cash.data)] : []),
    ...(accounts.data ?? []).map(bankSource),
    ...(investments.data ?? []).map(bankSource),
    ...(card.data ? [cardSource(card.data)] : []),
  ];
  const refetch = () => parts.forEach((part) => void part.refetch());
  return { sources, isPending, error, refetch };
}
