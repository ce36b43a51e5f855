import { GAME_APPS_PATH, type FirstScreen } from '../lib/early-game-read';

// The screens a player opens the game on, and what each reads first (each path as its screen
// asks for it, with no query but the game's), for lib/early-game-read.ts: every game screen reads
// the dashboard's apps; the screens a player spends time on and comes back to (an article, Shares,
// the week's summary) also have their own reads and file.
export const FIRST_SCREENS: readonly FirstScreen[] = [
  { address: /^\/app(\/|$)/, reads: [GAME_APPS_PATH] },
  {
    address: /^\/app\/dashboard\/financeweekly\/article\/?$/,
    reads: ['/api/i/news/article', '/api/i/news/quiz'],
    code: () => import('../features/finance-weekly/routes/article'),
  },
  {
    address: /^\/app\/dashboard\/shares\/?$/,
    reads: ['/api/i/shares'],
    code: () => import('../features/shares/routes/shares-home'),
  },
  {
    address: /^\/end-of-week\/summary\/?$/,
    reads: [GAME_APPS_PATH, '/api/i/progress/summary'],
    code: () => import('../features/end-of-week/routes/summary'),
  },
];
