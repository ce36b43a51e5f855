import type { StudentInbox } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { teacherGet } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

/** GET /api/t/instances/{GameInstanceID}/inbox: the bills and messages the student sees now. */
export const useStudentInbox = (gameInstanceId: string) =>
  useQuery({
    queryKey: teacherKeys.inbox(gameInstanceId),
    queryFn: ({ signal }) =>
      teacherGet<StudentInbox>(`/api/t/instances/${encodeURIComponent(gameInstanceId)}/inbox`, {
        signal,
      }),
  });
