import { Navigate, type RouteObject } from 'react-router';
import { routes as bankingRoutes } from '../features/banking/routes';
import { routes as cashboxRoutes } from '../features/cashbox/routes';
import { routes as creditCardRoutes } from '../features/credit-card/routes';
import { routes as emailRoutes } from '../features/email/routes';
import { routes as endOfGameRoutes } from '../features/end-of-game/routes';
import { routes as endOfWeekRoutes } from '../features/end-of-week/routes';
import { routes as financeWeeklyRoutes } from '../features/finance-weekly/routes';
import { routes as iBuyRoutes } from '../features/ibuy/routes';
import { routes as jobFinderRoutes } from '../features/job-finder/routes';
import { routes as leaderboardRoutes } from '../features/leaderboard/routes';
import { routes as messageRoutes } from '../features/messages/routes';
import { routes as sharesRoutes } from '../features/shares/routes';
import { routes as surveyRoutes } from '../features/surveys/routes';
import { routes as myStuffRoutes } from '../features/my-stuff/routes';
import { routes as pretestRoutes } from '../features/pretest/routes';
import { routes as transferRoutes } from '../features/transfer/routes';
import { routes as uShopRoutes } from '../features/ushop/routes';
import { routes as weeklyPlannerRoutes } from '../features/weekly-planner/routes';
import { AppShell } from '../features/shell/routes/app-shell';
import { DashboardLayout } from '../features/shell/routes/dashboard-layout';
import { HomeScreen } from '../features/shell/routes/home-screen';
import { lazyComponent, lazyScreen } from '../lib/lazy-screen';

// The game: /app is the shell (header, mentor), /app/dashboard the phone with its home screen,
// and every app's screens open inside the phone (spec part 1 section 2). Each feature lists its
// own routes, relative to /app/dashboard, with lazily loaded screens. The shell and the home
// screen, the game's first screen, come with the game's router rather than one request after it
// (decision 011).

export const gameRoutes: RouteObject[] = [
  {
    path: '/app',
    Component: AppShell,
    children: [
      { index: true, element: <Navigate to="/app/dashboard" replace /> },
      {
        path: 'dashboard',
        Component: DashboardLayout,
        children: [
          { index: true, Component: HomeScreen },
          { path: 'view', Component: HomeScreen },
          lazyScreen(
            'where-im-at',
            () => import('../features/shell/routes/where-im-at'),
            'WhereImAtPage',
          ),
          ...bankingRoutes,
          ...cashboxRoutes,
          ...transferRoutes,
          ...creditCardRoutes,
          ...emailRoutes,
          ...messageRoutes,
          ...jobFinderRoutes,
          ...myStuffRoutes,
          ...uShopRoutes,
          ...iBuyRoutes,
          ...sharesRoutes,
          ...weeklyPlannerRoutes,
          ...financeWeeklyRoutes,
          ...leaderboardRoutes,
        ],
      },
    ],
  },
  // The end of the game (spec part 2 section 2): the end quiz and survey, then the fireworks, the
  // final balance sheet and the certificate.
  {
    path: '/surveys',
    lazy: lazyComponent(() => import('../features/surveys/routes/surveys-layout'), 'SurveysLayout'),
    children: surveyRoutes,
  },
  {
    path: '/end-of-game',
    lazy: lazyComponent(
      () => import('../features/end-of-game/routes/end-of-game-layout'),
      'EndOfGameLayout',
    ),
    children: endOfGameRoutes,
  },
  {
    path: '/end-of-week',
    lazy: lazyComponent(
      () => import('../features/end-of-week/routes/end-of-week-layout'),
      'EndOfWeekLayout',
    ),
    children: endOfWeekRoutes,
  },
  ...pretestRoutes,
];
