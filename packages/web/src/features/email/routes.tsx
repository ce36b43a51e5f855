import type { RouteObject } from 'react-router';
import { lazyComponent, lazyScreen } from '../../lib/lazy-screen';

// Email (spec part 1 section 2), under /app/dashboard: the inbox and its three folders, one
// email, and paying a bill.

const inbox = lazyComponent(() => import('./routes/inbox'), 'InboxPage');

export const routes: RouteObject[] = [
  { path: 'emails', lazy: inbox },
  { path: 'emails/:categoryID', lazy: inbox },
  lazyScreen('emails/mail/:id/:categoryID', () => import('./routes/email'), 'EmailPage'),
  lazyScreen('emails/pay-bills/:id', () => import('./routes/pay-bill'), 'PayBillPage'),
];
