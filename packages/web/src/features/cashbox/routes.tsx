import type { RouteObject } from 'react-router';

// My Cash under /app/dashboard (spec part 1 section 2).
export const routes: RouteObject[] = [
  {
    path: 'cashbox',
    lazy: async () => ({ Component: (await import('./routes/cashbox')).Cashbox }),
  },
];
