import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// My Credit under /app/dashboard (spec part 1 section 2): choose a card, its statement, and Pay.
export const routes: RouteObject[] = [
  lazyScreen('creditcards', () => import('./routes/choose-card'), 'ChooseCard'),
  lazyScreen('creditcard', () => import('./routes/card-statement'), 'CardStatement'),
  lazyScreen('pay-credit', () => import('./routes/pay-credit'), 'PayCredit'),
];
