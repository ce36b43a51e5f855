import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/pages/home';
import { OfflinePage } from '../features/pages/offline';
import { TimeoutPage } from '../features/pages/timeout';
import { gameRoutes } from './game-routes';

// Routes mirror spec part 1 section 2 one to one. The small public pages load with the app;
// the sign-in flow and each game app are split into their own chunks.

export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/offline', element: <OfflinePage /> },
  { path: '/timeout', element: <TimeoutPage /> },
  {
    path: '/auth/login/:gamelinkid',
    lazy: async () => ({ Component: (await import('../features/auth/routes/login')).LoginPage }),
  },
  { path: '/auth/login', element: <Navigate to="/auth/login/none" replace /> },
  {
    path: '/auth/create-user',
    lazy: async () => ({
      Component: (await import('../features/auth/routes/create-user')).CreateUserPage,
    }),
  },
  {
    path: '/auth/account-recovery/:gamelinkid',
    lazy: async () => ({
      Component: (await import('../features/auth/routes/account-recovery')).AccountRecoveryPage,
    }),
  },
  {
    path: '/auth/password-reset',
    lazy: async () => ({
      Component: (await import('../features/auth/routes/password-reset')).PasswordResetPage,
    }),
  },
  {
    path: '/auth/game',
    lazy: async () => ({
      Component: (await import('../features/game-select/routes/game-select')).GameSelectPage,
    }),
  },
  {
    path: '/auth/family',
    lazy: async () => ({
      Component: (await import('../features/family/routes/family')).FamilyPage,
    }),
  },
  {
    path: '/auth/family/editsurname',
    lazy: async () => ({
      Component: (await import('../features/family/routes/edit-surname')).EditSurnamePage,
    }),
  },
  {
    path: '/auth/family/addfamilymember',
    lazy: async () => ({
      Component: (await import('../features/family/routes/add-family-member')).AddFamilyMemberPage,
    }),
  },
  {
    path: '/auth/family/editfamilymember',
    lazy: async () => ({
      Component: (await import('../features/family/routes/edit-family-member'))
        .EditFamilyMemberPage,
    }),
  },
  {
    path: '/auth/family/leaderboard',
    lazy: async () => ({
      Component: (await import('../features/family/routes/leaderboard')).LeaderboardPage,
    }),
  },
  ...gameRoutes,
  // "Unknown addresses go to /" (spec part 1, section 2).
  { path: '*', element: <Navigate to="/" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
