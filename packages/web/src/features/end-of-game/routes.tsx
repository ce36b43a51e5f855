import type { RouteObject } from 'react-router';
import { lazyComponent, lazyScreen } from '../../lib/lazy-screen';

// /end-of-game/...: the finished game (spec part 2 section 2). Paths are relative to /end-of-game.

export const routes: RouteObject[] = [
  {
    index: true,
    lazy: lazyComponent(() => import('./routes/end-of-game'), 'EndOfGamePage'),
  },
  lazyScreen('balancesheet', () => import('./routes/balance-sheet'), 'BalanceSheetPage'),
];
