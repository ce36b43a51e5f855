// Where I'm at: the player's assets and liabilities (spec part 1, section 7: GET /api/i/progress).

export type ProgressCategory =
  | 'Cashbox'
  | 'BankAccountTransactions'
  | 'InvestmentTransactions'
  | 'Shares'
  | 'Items'
  | 'SuperTransactions'
  | 'Survey'
  | 'Credit Cards'
  | 'Bills';

export interface ProgressRow {
  Title: string;
  Category: ProgressCategory;
  /** Dollars; negative is a liability. */
  Balance: number;
  Icon: string;
}
export interface ProgressResult {
  Items: ProgressRow[];
  Assets: number;
  Liabilities: number;
  NetPosition: number;
  Week: number;
  TotalWeeks: number;
}
