import type { RouteObject } from 'react-router';

// My Stuff under /app/dashboard (spec part 2 section 2): what the player owns, and selling one.
export const routes: RouteObject[] = [
  {
    path: 'my-stuff',
    lazy: async () => ({ Component: (await import('./routes/my-stuff-home')).MyStuffHome }),
  },
  {
    path: 'my-stuff/sell',
    lazy: async () => ({ Component: (await import('./routes/sell-item')).SellItemPage }),
  },
];
