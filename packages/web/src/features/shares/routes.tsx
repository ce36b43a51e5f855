import type { RouteObject } from 'react-router';

// Shares under /app/dashboard (spec part 2 section 2): the market and the portfolio, buying and
// selling a company's shares.
export const routes: RouteObject[] = [
  {
    path: 'shares',
    lazy: async () => ({ Component: (await import('./routes/shares-home')).SharesHomePage }),
  },
  {
    path: 'shares/buy',
    lazy: async () => ({ Component: (await import('./routes/buy-shares')).BuySharesPage }),
  },
  {
    path: 'shares/sell',
    lazy: async () => ({ Component: (await import('./routes/sell-shares')).SellSharesPage }),
  },
];
