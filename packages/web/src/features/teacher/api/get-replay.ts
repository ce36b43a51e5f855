import type { Replay } from '@mc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teacherGet } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

/**
 * GET /api/t/instances/{GameInstanceID}/replay?week=N: the game as it stood at the end of week N.
 * A finished week never changes, so a replay once read stays; the last one shows while the next
 * loads, so stepping does not flash an empty panel.
 */
export const useReplay = (gameInstanceId: string, week: number | null) =>
  useQuery({
    queryKey: teacherKeys.replay(gameInstanceId, week ?? 0),
    enabled: week !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      teacherGet<Replay>(`/api/t/instances/${encodeURIComponent(gameInstanceId)}/replay`, {
        query: { week: week ?? 0 },
        signal,
      }),
  });
