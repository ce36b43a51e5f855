// The banking slice: the player's bank accounts, term deposits and super fund.
import type { BankAccountKind, FeeWaiver } from '../game/content';

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
  /** The base rate a year, a fraction. */
  interestRate: number;
  depositPeriodWeeks: number;
  /** A bonus saver's bonus rate a year on top of the base rate; 0 for other accounts. */
  bonusRate: number;
  /** Deposits a month needs for the bonus; 0 without a bonus. */
  bonusMinimumDepositCents: number;
  feeWaiver: FeeWaiver | null;
  /** Super: the age from which it can be taken out (the preservation age); null for others. */
  lockedUntilAgeYears: number | null;
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
  /**
   * Base interest earned and not yet paid, in hundredths of a cent. Its whole cents are in the
   * ledger's accrued-interest account (accruedInterestKey), so the net position counts them.
   */
  accruedCentiCents: number;
  /** Bonus interest earned this game month, in hundredths of a cent (a bonus saver). */
  bonusCentiCents: number;
  /**
   * The whole cents of the bonus put in the accrued-interest account: the bonus counts once the
   * month's deposits qualify, and comes out again if a withdrawal loses it.
   */
  bonusPostedCents: number;
  /** The week a withdrawal (or closing one of these) lost this month's bonus; null if none. */
  bonusLostWeek: number | null;
  /** Withdrawals and payments out this game month, for the per-transaction fee. */
  transactionsThisMonth: number;
  /** Term deposits: the first week of the current term (the opening week, or after a rollover). */
  termStartWeek: number | null;
  /** Term deposits: the week at whose end the current term matures. */
  maturityWeek: number | null;
  /** Term deposits: reinvested at maturity, they can be withdrawn in full until this week's end. */
  graceUntilWeek: number | null;
  /** Term deposits: the interest paid at the last maturity, whole cents; null before one. */
  interestAtLastMaturityCents: number | null;
}

export interface BankingState {
  accounts: BankAccount[];
}
