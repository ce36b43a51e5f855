import type { RouteObject } from 'react-router';

// My Bank under /app/dashboard (spec part 1 section 2), each screen loaded when first opened.
export const routes: RouteObject[] = [
  {
    path: 'banking',
    lazy: async () => ({ Component: (await import('./routes/banking-home')).BankingHome }),
  },
  {
    path: 'banking/everyday',
    lazy: async () => ({
      Component: (await import('./routes/everyday-spending')).EverydaySpending,
    }),
  },
  {
    path: 'banking/choose-account',
    lazy: async () => ({ Component: (await import('./routes/choose-account')).ChooseAccount }),
  },
  {
    path: 'banking/open-account/:id',
    lazy: async () => ({ Component: (await import('./routes/open-account')).OpenAccount }),
  },
  {
    path: 'banking/account-statement/:id',
    lazy: async () => ({
      Component: (await import('./routes/account-statement')).AccountStatement,
    }),
  },
  {
    path: 'banking/choose-investment',
    lazy: async () => ({
      Component: (await import('./routes/choose-investment')).ChooseInvestment,
    }),
  },
  {
    path: 'banking/open-investment-account/:id',
    lazy: async () => ({ Component: (await import('./routes/open-investment')).OpenInvestment }),
  },
  {
    path: 'banking/investment-statement/:id',
    lazy: async () => ({
      Component: (await import('./routes/investment-statement')).InvestmentStatement,
    }),
  },
];
