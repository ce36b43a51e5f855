import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// My Cash under /app/dashboard (spec part 1 section 2).
export const routes: RouteObject[] = [
  lazyScreen('cashbox', () => import('./routes/cashbox'), 'Cashbox'),
];
