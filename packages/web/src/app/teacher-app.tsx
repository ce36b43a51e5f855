import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createTeacherRouter } from '../features/teacher/routes';
import { setTeacherExpiredHandler } from '../lib/teacher-session';

/**
 * The teacher's side (issue 19): its own router and query cache, loaded only at /teacher. An
 * address outside it hands the page back to the app (`onLeave`).
 */
export default function TeacherApp({ onLeave }: { onLeave: () => void }) {
  const [router] = useState(() => {
    const created = createTeacherRouter(onLeave);
    setTeacherExpiredHandler(() => void created.navigate('/teacher?expired=1', { replace: true }));
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
