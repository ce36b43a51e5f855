import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/pages/home';
import { OfflinePage } from '../features/pages/offline';
import { TimeoutPage } from '../features/pages/timeout';

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
  // "Unknown addresses go to /" (spec part 1, section 2).
  { path: '*', element: <Navigate to="/" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
