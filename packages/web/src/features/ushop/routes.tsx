import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// uShop under /app/dashboard (spec part 2 section 2): this week's stock, one thing, and buying it.
export const routes: RouteObject[] = [
  lazyScreen('ushop', () => import('./routes/ushop-home'), 'UShopHome'),
  lazyScreen('ushop/item', () => import('./routes/shop-item'), 'ShopItemPage'),
  lazyScreen('ushop/item/buy', () => import('./routes/buy-shop-item'), 'BuyShopItemPage'),
];
