import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { updateSession, type SessionData } from '../../../lib/session';
import { stubServer } from '../../../../test/render-route';
import { routes } from '../routes';
import { EndOfWeekLayout } from '../routes/end-of-week-layout';

export const GAME_INSTANCE_ID = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';

function Arrived() {
  const location = useLocation();
  return (
    <p>
      Arrived at {location.pathname}
      {location.state ? ` with ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** /end-of-week with its real child routes, as game-routes.tsx mounts them. */
export function renderEndOfWeek(
  url: string,
  replies: Parameters<typeof stubServer>[0],
  session: Partial<SessionData> = {},
) {
  updateSession({
    Token: 'token-1',
    GameInstanceID: GAME_INSTANCE_ID,
    GameID: 'game-1',
    PlayerName: 'Sam',
    Theme: 'school',
    GameCurrentWeek: 3,
    ...session,
  });
  const calls = stubServer(replies);
  const router = createMemoryRouter(
    [
      { path: '/end-of-week', element: <EndOfWeekLayout />, children: routes },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}
