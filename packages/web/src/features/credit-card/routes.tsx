import type { RouteObject } from 'react-router';

// My Credit under /app/dashboard (spec part 1 section 2): choose a card, its statement, and Pay.
export const routes: RouteObject[] = [
  {
    path: 'creditcards',
    lazy: async () => ({ Component: (await import('./routes/choose-card')).ChooseCard }),
  },
  {
    path: 'creditcard',
    lazy: async () => ({ Component: (await import('./routes/card-statement')).CardStatement }),
  },
  {
    path: 'pay-credit',
    lazy: async () => ({ Component: (await import('./routes/pay-credit')).PayCredit }),
  },
];
