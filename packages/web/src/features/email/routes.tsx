import type { RouteObject } from 'react-router';

// Email (spec part 1 section 2), under /app/dashboard: the inbox and its three folders, one
// email, and paying a bill.

const inbox = async () => ({ Component: (await import('./routes/inbox')).InboxPage });

export const routes: RouteObject[] = [
  { path: 'emails', lazy: inbox },
  { path: 'emails/:categoryID', lazy: inbox },
  {
    path: 'emails/mail/:id/:categoryID',
    lazy: async () => ({ Component: (await import('./routes/email')).EmailPage }),
  },
  {
    path: 'emails/pay-bills/:id',
    lazy: async () => ({ Component: (await import('./routes/pay-bill')).PayBillPage }),
  },
];
