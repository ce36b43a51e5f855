// A row of the where-I'm-at report: one thing the player owns or owes. Each module gives its rows.

/** Categories of the spec; Shares, Items and Survey arrive with their modules. */
export type ProgressCategory =
  | 'Cashbox'
  | 'BankAccountTransactions'
  | 'InvestmentTransactions'
  | 'SuperTransactions'
  | 'Shares'
  | 'Items'
  | 'Survey'
  | 'Credit Cards'
  | 'Bills'
  /** What the player owes a person who covered their spending (a housemate, a parent). */
  | 'Loans';

export interface ProgressRow {
  title: string;
  category: ProgressCategory;
  balanceCents: number;
}

/** Where I'm at: the rows and their totals (progress/progress.ts). */
export interface ProgressView {
  rows: ProgressRow[];
  assetsCents: number;
  liabilitiesCents: number;
  netPositionCents: number;
}
