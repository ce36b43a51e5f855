import type { ClassLearning } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { teacherGet } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

/** GET /api/t/links/{GameLinkID}/learning: the class's money check, before and after. */
export const useClassLearning = (gameLinkId: string, enabled: boolean) =>
  useQuery({
    queryKey: teacherKeys.learning(gameLinkId),
    queryFn: ({ signal }) =>
      teacherGet<ClassLearning>(`/api/t/links/${encodeURIComponent(gameLinkId)}/learning`, {
        signal,
      }),
    enabled,
  });
