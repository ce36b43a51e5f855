import type { TeacherMe } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { teacherGet } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

/** GET /api/t/me: the signed-in teacher (403 with a player's token). */
export const getMe = (signal?: AbortSignal) => teacherGet<TeacherMe>('/api/t/me', { signal });

export const useMe = () =>
  useQuery({ queryKey: teacherKeys.me, queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });
