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
  | 'Bills';

export interface ProgressRow {
  title: string;
  category: ProgressCategory;
  balanceCents: number;
}
