import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// My Stuff under /app/dashboard (spec part 2 section 2): what the player owns, and selling one.
export const routes: RouteObject[] = [
  lazyScreen('my-stuff', () => import('./routes/my-stuff-home'), 'MyStuffHome'),
  lazyScreen('my-stuff/sell', () => import('./routes/sell-item'), 'SellItemPage'),
];
