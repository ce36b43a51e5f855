// Where My Credit lives (spec part 1 section 2) and its colour in the title bar.
export const CHOOSE_CARD_PATH = '/app/dashboard/creditcards';
export const CARD_STATEMENT_PATH = '/app/dashboard/creditcard';
export const PAY_CARD_PATH = '/app/dashboard/pay-credit';
export const CREDIT_ACCENT = '#6d28d9';

/** What the card screen is told after a payment, so it can say what was paid (dollars). */
export interface CardPaymentReceipt {
  amount: number;
  from: string;
}

/** The navigation state the card screen reads: the payment just made, if any. */
export interface CardScreenState {
  paid?: CardPaymentReceipt;
}
