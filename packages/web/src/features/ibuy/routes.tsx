import type { RouteObject } from 'react-router';

// iBuy under /app/dashboard (spec part 2 section 2): the auctions and my bids, my listings, a lot,
// bidding on it or buying it now, and the answer to each.
export const routes: RouteObject[] = [
  {
    path: 'ibuy',
    lazy: async () => ({ Component: (await import('./routes/auctions')).AuctionsPage }),
  },
  {
    path: 'ibuy/selling',
    lazy: async () => ({ Component: (await import('./routes/selling')).SellingPage }),
  },
  {
    path: 'ibuy/item',
    lazy: async () => ({ Component: (await import('./routes/lot')).LotPage }),
  },
  {
    path: 'ibuy/item/bid',
    lazy: async () => ({ Component: (await import('./routes/place-bid')).PlaceBidPage }),
  },
  {
    path: 'ibuy/item/buy',
    lazy: async () => ({ Component: (await import('./routes/buy-lot')).BuyLotPage }),
  },
  {
    path: 'ibuy/item/complete/bid',
    lazy: async () => ({ Component: (await import('./routes/complete')).BidCompletePage }),
  },
  {
    path: 'ibuy/item/complete/buy',
    lazy: async () => ({ Component: (await import('./routes/complete')).BuyCompletePage }),
  },
];
