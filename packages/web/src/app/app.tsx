import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api-client';
import { createRouter } from './router';

export function App() {
  const [router] = useState(() => {
    const created = createRouter();
    setSessionExpiredHandler(() => void created.navigate('/timeout', { replace: true }));
    return created;
  });
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
