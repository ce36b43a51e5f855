// My Cash (spec part 1, section 7 "Money": GET /api/i/cashbox).

export interface CashboxResult {
  ID: string;
  Title: string;
  Balance: number;
  AppInstanceID: string;
  AccountType: 'CashboxAccountInstance';
}
