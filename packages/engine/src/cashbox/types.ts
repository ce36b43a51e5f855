// The cash box slice: cash is a ledger account with an id the client can address like an account.

export interface CashboxState {
  accountId: number;
}
