// Where Shares lives (spec part 2 section 2) and its colour in the title bar. A company's buy and
// sell screens carry its code in `?id=`.
export const SHARES_PATH = '/app/dashboard/shares';
export const SHARES_ACCENT = '#047857';

const withId = (path: string) => (code: string) => `${path}?id=${encodeURIComponent(code)}`;

export const buySharesPath = withId(`${SHARES_PATH}/buy`);
export const sellSharesPath = withId(`${SHARES_PATH}/sell`);

/** The Portfolio tab: /shares?tab=portfolio (the Market tab is the default). */
export const PORTFOLIO_PATH = `${SHARES_PATH}?tab=portfolio`;

/** What the Shares page is told after a trade: a short confirmation to show. */
export interface SharesState {
  traded?: string;
}
