import type { HasEndSurveyResult, ProgressResult } from '@mc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { gameApps } from '../../../lib/testing/app-fixtures';
import { updateSession, type SessionData } from '../../../lib/session';
import { ok, stubServer } from '../../../../test/render-route';
import { routes } from '../routes';
import { EndOfGameLayout } from '../routes/end-of-game-layout';

function Arrived() {
  return <p>Arrived at {useLocation().pathname}</p>;
}

/** GET /api/i/progress at the end of a game: cash, a bank account, a card owed, the quiz's cash. */
export const finalProgress = (patch: Partial<ProgressResult> = {}): ProgressResult => ({
  Items: [
    { Title: 'My Cash', Category: 'Cashbox', Balance: 120.5, Icon: 'wallet' },
    { Title: 'Survey', Category: 'Survey', Balance: 34.6, Icon: 'clipboard' },
    {
      Title: 'Everyday Account',
      Category: 'BankAccountTransactions',
      Balance: 2400,
      Icon: 'landmark',
    },
    { Title: 'Low Rate Card', Category: 'Credit Cards', Balance: -310.25, Icon: 'credit-card' },
  ],
  Assets: 2555.1,
  Liabilities: 310.25,
  NetPosition: 2244.85,
  Week: 26,
  TotalWeeks: 26,
  Par: 1824.85,
  AgainstPar: 420,
  ...patch,
});

export const requiredDone: HasEndSurveyResult = {
  HasEndSurvey: true,
  IsOptional: false,
  IsSurveyComplete: true,
};

/** /end-of-game with its real child routes, as game-routes.tsx mounts them. */
export function renderEndOfGame(
  url: string,
  replies: Parameters<typeof stubServer>[0] = {},
  session: Partial<SessionData> = {},
) {
  updateSession({
    Token: 'token-1',
    GameInstanceID: '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b',
    GameID: 'game-1',
    PlayerName: 'Sam',
    Theme: 'school',
    ...session,
  });
  const calls = stubServer({
    'GET /api/i/games/apps': ok(
      gameApps({ IsGameComplete: true, CurrentWeek: 26, WeekStage: 'summary' }),
    ),
    'GET /api/i/games/hasendsurvey': ok(requiredDone),
    'GET /api/i/progress': ok(finalProgress()),
    'GET /api/i/pretest/result': ok(null),
    ...replies,
  });
  const router = createMemoryRouter(
    [
      { path: '/end-of-game', element: <EndOfGameLayout />, children: routes },
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

/** Motion as the player's system asks for it (jsdom has no matchMedia of its own). */
export function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reduce : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
