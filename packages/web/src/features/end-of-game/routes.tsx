import type { RouteObject } from 'react-router';

// /end-of-game/...: the finished game (spec part 2 section 2). Paths are relative to /end-of-game.

export const routes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./routes/end-of-game')).EndOfGamePage }),
  },
  {
    path: 'balancesheet',
    lazy: async () => ({ Component: (await import('./routes/balance-sheet')).BalanceSheetPage }),
  },
];
