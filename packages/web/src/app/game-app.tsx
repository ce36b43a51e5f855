import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { GlossaryProvider } from '../components/glossary';
import { setSessionExpiredHandler } from '../lib/api-client';
import { createRouter } from './router';
import { useSideRouter } from './use-side-router';

/**
 * The game and the signed-in pages: React Router's data router and the query cache (decision
 * 005). An address outside the game hands the page back to the public pages (`onLeave`).
 */
export default function GameApp({ onLeave }: { onLeave: () => void }) {
  const { router, queryClient } = useSideRouter(
    () => createRouter(onLeave),
    setSessionExpiredHandler,
    '/timeout',
  );
  return (
    <QueryClientProvider client={queryClient}>
      <GlossaryProvider>
        <RouterProvider router={router} />
      </GlossaryProvider>
    </QueryClientProvider>
  );
}
