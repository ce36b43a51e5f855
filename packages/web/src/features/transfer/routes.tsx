import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../lib/lazy-screen';

// Transfers under /app/dashboard (spec part 1 section 2): from anywhere, from an account, or from
// an account of an app (banking, investment or cashbox). One screen serves all three.
const screen = lazyComponent(() => import('./routes/transfer'), 'Transfer');

export const routes: RouteObject[] = [
  { path: 'transfer', lazy: screen },
  { path: 'transfer/:fromAccountID', lazy: screen },
  { path: 'transfer/:app/:fromAccountID', lazy: screen },
];
