import type { StudentWeeks } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { teacherGet } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

/** GET /api/t/instances/{GameInstanceID}/weeks: each finished week and where its money went. */
export const useStudentWeeks = (gameInstanceId: string) =>
  useQuery({
    queryKey: teacherKeys.weeks(gameInstanceId),
    queryFn: ({ signal }) =>
      teacherGet<StudentWeeks>(`/api/t/instances/${encodeURIComponent(gameInstanceId)}/weeks`, {
        signal,
      }),
  });
