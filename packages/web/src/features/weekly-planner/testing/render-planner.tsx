import type { MentorMessage } from '@mc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { MentorContext } from '../../../lib/mentor';
import { stubServer } from '../../../../test/render-route';
import { routes } from '../routes';

function Arrived() {
  return <p>Arrived at {useLocation().pathname}</p>;
}

/** Stands in for the shell's mentor popup: what the mentor was asked to say, as a dialog. */
function Mentor({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState<MentorMessage[]>([]);
  return (
    <MentorContext value={(messages) => setShown((current) => [...current, ...messages])}>
      {children}
      {shown.length > 0 ? (
        <div role="dialog" aria-label="Mentor">
          {shown.map((message) => (
            <p key={message.ID}>{message.Body}</p>
          ))}
        </div>
      ) : null}
    </MentorContext>
  );
}

/**
 * Renders the Weekly Planner's own route table (lazy screens and all) at `url`, as the game does
 * under /app/dashboard, with the server stubbed; anywhere else says where the app arrived.
 */
export function renderPlanner(url: string, replies: Parameters<typeof stubServer>[0]) {
  const calls = stubServer(replies);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/app/dashboard', children: routes },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Mentor>
        <RouterProvider router={router} />
      </Mentor>
    </QueryClientProvider>,
  );
  return { calls, router };
}
