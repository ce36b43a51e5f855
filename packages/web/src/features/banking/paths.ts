// Where My Bank lives (spec part 1 section 2) and its colour in the title bar.
export const BANK_PATH = '/app/dashboard/banking';
export const BANK_ACCENT = '#1d4ed8';

/** Everyday spending: where groceries, fares and subscriptions come from. */
export const EVERYDAY_SPENDING_PATH = `${BANK_PATH}/everyday`;
export const accountStatementPath = (id: string) => `${BANK_PATH}/account-statement/${id}`;
export const investmentStatementPath = (id: string) => `${BANK_PATH}/investment-statement/${id}`;
export const openAccountPath = (id: string) => `${BANK_PATH}/open-account/${id}`;
export const openInvestmentPath = (id: string) => `${BANK_PATH}/open-investment-account/${id}`;
/** The transfer screen, starting from this account (spec: /transfer/{app}/{fromAccountID}). */
export const transferFromPath = (id: string) => `/app/dashboard/transfer/banking/${id}`;
