import type { RouteObject } from 'react-router';

// uShop under /app/dashboard (spec part 2 section 2): this week's stock, one thing, and buying it.
export const routes: RouteObject[] = [
  {
    path: 'ushop',
    lazy: async () => ({ Component: (await import('./routes/ushop-home')).UShopHome }),
  },
  {
    path: 'ushop/item',
    lazy: async () => ({ Component: (await import('./routes/shop-item')).ShopItemPage }),
  },
  {
    path: 'ushop/item/buy',
    lazy: async () => ({ Component: (await import('./routes/buy-shop-item')).BuyShopItemPage }),
  },
];
