import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { GlossaryProvider } from '../components/glossary';
import { setSessionExpiredHandler } from '../lib/api-client';
import { createRouter } from './router';

/**
 * The game and the signed-in pages: React Router's data router and the query cache (decision
 * 005). An address outside the game hands the page back to the public pages (`onLeave`).
 */
export default function GameApp({ onLeave }: { onLeave: () => void }) {
  const [router] = useState(() => {
    const created = createRouter(onLeave);
    setSessionExpiredHandler(() => void created.navigate('/timeout', { replace: true }));
    return created;
  });
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <GlossaryProvider>
        <RouterProvider router={router} />
      </GlossaryProvider>
    </QueryClientProvider>
  );
}
