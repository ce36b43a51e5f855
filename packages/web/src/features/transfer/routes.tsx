import type { RouteObject } from 'react-router';

// Transfers under /app/dashboard (spec part 1 section 2): from anywhere, from an account, or from
// an account of an app (banking, investment or cashbox). One screen serves all three.
const screen = async () => ({ Component: (await import('./routes/transfer')).Transfer });

export const routes: RouteObject[] = [
  { path: 'transfer', lazy: screen },
  { path: 'transfer/:fromAccountID', lazy: screen },
  { path: 'transfer/:app/:fromAccountID', lazy: screen },
];
