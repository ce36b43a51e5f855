import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { updateSession, type SessionData } from '../../../lib/session';
import { stubServer } from '../../../../test/render-route';
import { AppShell } from '../routes/app-shell';
import { DashboardLayout } from '../routes/dashboard-layout';
import { HomeScreen } from '../routes/home-screen';
import { WhereImAtPage } from '../routes/where-im-at';

export const GAME_INSTANCE_ID = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
export const GAME_ID = '6a0e0d8e-2a8f-4f86-9a0c-0d6f0b3c2b10';

function Arrived() {
  return <p>Arrived at {useLocation().pathname}</p>;
}

function Screen({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** The shell's route tree as game-routes.tsx builds it, with stand-ins for the apps. */
export function renderShell(
  url: string,
  replies: Parameters<typeof stubServer>[0],
  session: Partial<SessionData> = {},
) {
  updateSession({
    Token: 'token-1',
    GameInstanceID: GAME_INSTANCE_ID,
    GameID: GAME_ID,
    GameLinkID: 'link-1',
    PlayerName: 'Sam',
    Theme: 'school',
    GameCurrentWeek: 3,
    ...session,
  });
  const calls = stubServer(replies);
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: <AppShell />,
        children: [
          {
            path: 'dashboard',
            element: <DashboardLayout />,
            children: [
              { index: true, element: <HomeScreen /> },
              { path: 'view', element: <HomeScreen /> },
              { path: 'where-im-at', element: <WhereImAtPage /> },
              { path: 'banking', element: <Screen title="My Bank screen" /> },
              { path: 'financeweekly/quiz/:index', element: <Screen title="Quiz question" /> },
            ],
          },
        ],
      },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}
