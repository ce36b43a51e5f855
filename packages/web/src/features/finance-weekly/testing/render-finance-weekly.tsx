import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { routes } from '../routes';

function Arrived() {
  return <p>Arrived at {useLocation().pathname}</p>;
}

/**
 * Renders Finance Weekly's own route table (lazy screens and all) at `url`, as the game does under
 * /app/dashboard, so a test can follow the quiz from screen to screen and reload any of them. Like
 * renderRoute (test/render-route.tsx), anywhere else says where the app arrived.
 */
export function renderFinanceWeekly(url: string) {
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
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
