import type { RouteObject } from 'react-router';

// The leaderboards under /app/dashboard (issue 18): the class's board and the whole game's.
export const routes: RouteObject[] = [
  {
    path: 'leaderboard',
    lazy: async () => ({ Component: (await import('./routes/leaderboard')).LeaderboardPage }),
  },
];
