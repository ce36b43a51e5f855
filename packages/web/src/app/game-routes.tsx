import { Navigate, type RouteObject } from 'react-router';
import { routes as bankingRoutes } from '../features/banking/routes';
import { routes as cashboxRoutes } from '../features/cashbox/routes';
import { routes as creditCardRoutes } from '../features/credit-card/routes';
import { routes as emailRoutes } from '../features/email/routes';
import { routes as endOfWeekRoutes } from '../features/end-of-week/routes';
import { routes as messageRoutes } from '../features/messages/routes';
import { routes as transferRoutes } from '../features/transfer/routes';

// The game: /app is the shell (header, mentor), /app/dashboard the phone with its home screen,
// and every app's screens open inside the phone (spec part 1 section 2). Each feature lists its
// own routes, relative to /app/dashboard, with lazily loaded screens.

export const gameRoutes: RouteObject[] = [
  {
    path: '/app',
    lazy: async () => ({
      Component: (await import('../features/shell/routes/app-shell')).AppShell,
    }),
    children: [
      { index: true, element: <Navigate to="/app/dashboard" replace /> },
      {
        path: 'dashboard',
        lazy: async () => ({
          Component: (await import('../features/shell/routes/dashboard-layout')).DashboardLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/shell/routes/home-screen')).HomeScreen,
            }),
          },
          {
            path: 'view',
            lazy: async () => ({
              Component: (await import('../features/shell/routes/home-screen')).HomeScreen,
            }),
          },
          {
            path: 'where-im-at',
            lazy: async () => ({
              Component: (await import('../features/shell/routes/where-im-at')).WhereImAtPage,
            }),
          },
          ...bankingRoutes,
          ...cashboxRoutes,
          ...transferRoutes,
          ...creditCardRoutes,
          ...emailRoutes,
          ...messageRoutes,
        ],
      },
    ],
  },
  // The end of the game (balance sheet, certificate, survey) comes with its own issue; until then
  // it is the player's final results: where I'm at, marked complete, with the last summary.
  {
    path: '/end-of-game',
    element: (
      <Navigate
        to="/app/dashboard/where-im-at"
        replace
        state={{ gameComplete: true, whereImAt: true }}
      />
    ),
  },
  {
    path: '/end-of-week',
    lazy: async () => ({
      Component: (await import('../features/end-of-week/routes/end-of-week-layout'))
        .EndOfWeekLayout,
    }),
    children: endOfWeekRoutes,
  },
];
