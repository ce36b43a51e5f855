// Where My Credit lives (spec part 1 section 2) and its colour in the title bar.
export const CHOOSE_CARD_PATH = '/app/dashboard/creditcards';
export const CARD_STATEMENT_PATH = '/app/dashboard/creditcard';
export const PAY_CARD_PATH = '/app/dashboard/pay-credit';
export const CREDIT_ACCENT = '#6d28d9';
