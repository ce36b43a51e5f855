import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// My Bank under /app/dashboard (spec part 1 section 2), each screen loaded when first opened.
export const routes: RouteObject[] = [
  lazyScreen('banking', () => import('./routes/banking-home'), 'BankingHome'),
  lazyScreen('banking/everyday', () => import('./routes/everyday-spending'), 'EverydaySpending'),
  lazyScreen('banking/choose-account', () => import('./routes/choose-account'), 'ChooseAccount'),
  lazyScreen('banking/open-account/:id', () => import('./routes/open-account'), 'OpenAccount'),
  lazyScreen(
    'banking/account-statement/:id',
    () => import('./routes/account-statement'),
    'AccountStatement',
  ),
  lazyScreen(
    'banking/choose-investment',
    () => import('./routes/choose-investment'),
    'ChooseInvestment',
  ),
  lazyScreen(
    'banking/open-investment-account/:id',
    () => import('./routes/open-investment'),
    'OpenInvestment',
  ),
  lazyScreen(
    'banking/investment-statement/:id',
    () => import('./routes/investment-statement'),
    'InvestmentStatement',
  ),
];
