import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createTeacherRouter } from '../features/teacher/routes';
import { setTeacherExpiredHandler } from '../lib/teacher-session';
import { useSideRouter } from './use-side-router';

/**
 * The teacher's side (issue 19): its own router and query cache, loaded only at /teacher. An
 * address outside it hands the page back to the app (`onLeave`).
 */
export default function TeacherApp({ onLeave }: { onLeave: () => void }) {
  const { router, queryClient } = useSideRouter(
    () => createTeacherRouter(onLeave),
    setTeacherExpiredHandler,
    '/teacher?expired=1',
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
