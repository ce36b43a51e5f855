import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// Shares under /app/dashboard (spec part 2 section 2): the market and the portfolio, buying and
// selling a company's shares.
export const routes: RouteObject[] = [
  lazyScreen('shares', () => import('./routes/shares-home'), 'SharesHomePage'),
  lazyScreen('shares/buy', () => import('./routes/buy-shares'), 'BuySharesPage'),
  lazyScreen('shares/sell', () => import('./routes/sell-shares'), 'SellSharesPage'),
];
