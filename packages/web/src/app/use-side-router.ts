import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataRouter } from 'react-router';

/**
 * The data router and query cache of one side of the app (the game or the teacher's), each made
 * once; when the server says the session has ended, the router goes to `expiredPath`.
 */
export function useSideRouter(
  createRouter: () => DataRouter,
  setExpiredHandler: (handler: () => void) => void,
  expiredPath: string,
) {
  const [router] = useState(() => {
    const created = createRouter();
    setExpiredHandler(() => void created.navigate(expiredPath, { replace: true }));
    return created;
  });
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return { router, queryClient };
}
