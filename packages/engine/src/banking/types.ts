// The banking slice: the player's bank accounts, term deposits and super fund.
import type { BankAccountKind } from '../game/content';

export type BankAccountCategory = 'transaction' | 'savings' | 'term-deposit' | 'super';

export const CATEGORY_OF_KIND: Record<BankAccountKind, BankAccountCategory> = {
  TransactionsBankAccountInstance: 'transaction',
  SavingsBankAccountInstance: 'savings',
  FixedTermDepositInvestmentInstance: 'term-deposit',
  SuperInvestmentInstance: 'super',
};

/** The product's terms, copied when the account opens so later content edits don't change it. */
export interface AccountTerms {
  monthlyFeeCents: number;
  feePerTransactionCents: number;
  transactionsPerMonth: number;
  minimumBalanceCents: number;
  interestRate: number;
  depositPeriodWeeks: number;
}

/** Ids in the state are numbers (see random/ids.ts); the API sees them as UUIDs. */
export interface BankAccount {
  id: number;
  typeId: string;
  title: string;
  kind: BankAccountKind;
  terms: AccountTerms;
  openedWeek: number;
  closedWeek: number | null;
  /** Interest earned but not yet paid, in hundredths of a cent (paid every four weeks). */
  accruedCentiCents: number;
  /** Withdrawals and payments out this game month, for the per-transaction fee. */
  transactionsThisMonth: number;
  /** Term deposits: the week at whose end it matures. */
  maturityWeek: number | null;
  isMature: boolean;
}

export interface BankingState {
  accounts: BankAccount[];
}
