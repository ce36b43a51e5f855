import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// iBuy under /app/dashboard (spec part 2 section 2): the auctions and my bids, my listings, a lot,
// bidding on it or buying it now, and the answer to each.
export const routes: RouteObject[] = [
  lazyScreen('ibuy', () => import('./routes/auctions'), 'AuctionsPage'),
  lazyScreen('ibuy/selling', () => import('./routes/selling'), 'SellingPage'),
  lazyScreen('ibuy/item', () => import('./routes/lot'), 'LotPage'),
  lazyScreen('ibuy/item/bid', () => import('./routes/place-bid'), 'PlaceBidPage'),
  lazyScreen('ibuy/item/buy', () => import('./routes/buy-lot'), 'BuyLotPage'),
  lazyScreen('ibuy/item/complete/bid', () => import('./routes/complete'), 'BidCompletePage'),
  lazyScreen('ibuy/item/complete/buy', () => import('./routes/complete'), 'BuyCompletePage'),
];
