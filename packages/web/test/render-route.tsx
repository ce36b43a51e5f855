import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { PageRouter, PageRoutes, useLocation as usePageLocation } from '../src/lib/public-router';

/** Stands in for pages outside the test: says where the app arrived. */
function Arrived() {
  const location = useLocation();
  return <p>Arrived at {location.pathname}</p>;
}

/** Renders one screen at `url` inside a router and a fresh query cache, like the app does. */
export function renderRoute(pattern: string, element: ReactElement, url: string = pattern) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function ArrivedOutside() {
  return <p>Arrived at {usePageLocation().pathname}</p>;
}

/**
 * Renders one page outside the game at `url` on their own router (src/lib/public-router.tsx),
 * as the app does: the address bar is jsdom's, so a test reads where the page went from it.
 */
export function renderPage(pattern: string, element: ReactElement, url: string = pattern) {
  window.history.replaceState(null, '', url);
  render(
    <PageRouter>
      <PageRoutes pages={[{ path: pattern, Page: () => element }]} fallback={<ArrivedOutside />} />
    </PageRouter>,
  );
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

export const ok = <T,>(Results: T): FakeReply => ({
  body: { Success: true, Messages: [], Results },
});
export const refused = (status: number, ...Messages: string[]): FakeReply => ({
  status,
  body: { Success: false, Messages, Results: null },
});

export interface FakeCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * Stubs fetch with replies keyed 'METHOD /path'; a function reply sees the request body. Every
 * call is recorded so a test can check what was sent.
 */
export function stubServer(
  replies: Record<string, FakeReply | ((body: unknown) => FakeReply)>,
): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const raw = typeof init.body === 'string' ? init.body : undefined;
      let body: unknown = raw;
      try {
        body = raw === undefined ? undefined : JSON.parse(raw);
      } catch {
        body = Object.fromEntries(new URLSearchParams(raw));
      }
      calls.push({ method, path: url.pathname, search: url.search, body });
      const reply = replies[`${method} ${url.pathname}`];
      if (!reply) return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
      const { status = 200, body: replyBody } = typeof reply === 'function' ? reply(body) : reply;
      return new Response(JSON.stringify(replyBody), { status });
    }),
  );
  return calls;
}
