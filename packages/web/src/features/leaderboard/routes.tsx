import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// The leaderboards under /app/dashboard (issue 18): the class's board and the whole game's.
export const routes: RouteObject[] = [
  lazyScreen('leaderboard', () => import('./routes/leaderboard'), 'LeaderboardPage'),
];
