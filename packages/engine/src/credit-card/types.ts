// The credit card slice: at most one card, its terms and its statements.

export interface CardStatement {
  /** Week at whose end the statement was issued. */
  week: number;
  /** Balance at the statement, negative when owed. */
  closingBalanceCents: number;
  minRepaymentCents: number;
  dueWeek: number;
  /** Payments received since this statement. */
  paidCents: number;
  feeAppliedCents: number;
  interestAppliedCents: number;
  cashbackCents: number;
}

export interface CreditCard {
  id: number;
  typeId: string;
  title: string;
  type: string;
  limitCents: number;
  annualFeeCents: number;
  interestRate: number;
  lateFeeCents: number;
  cashbackRate: number;
  purchasedWeek: number;
  /**
   * False once a statement was not paid in full by its due week: interest then accrues weekly,
   * until a statement's closing balance is paid in full.
   */
  interestFree: boolean;
  /** Interest accrued since the last statement, hundredths of a cent; its whole cents (owed) are in the ledger's card-interest account. */
  accruedInterestCentiCents: number;
  feesSinceStatementCents: number;
  purchasesSinceStatementCents: number;
}

export interface CreditCardState {
  card: CreditCard | null;
  statements: CardStatement[];
}
