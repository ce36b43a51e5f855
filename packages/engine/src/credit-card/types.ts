// The credit card slice: at most one card, its terms and its statements.

export interface CardStatement {
  /** Week at whose end the statement was issued. */
  week: number;
  /** Balance at the statement, negative when owed. */
  closingBalanceCents: number;
  /**
   * The minimum repayment: this statement's own part (the greater of $25 or 2%) plus the higher
   * of `overdueCents` and `overLimitCents` (NAB's "past due or over-limit amount"), at most what
   * is owed.
   */
  minRepaymentCents: number;
  /** What was left unpaid of the last statement's minimum when this one was issued. */
  overdueCents: number;
  /** How far the closing balance was over the card's limit. */
  overLimitCents: number;
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
