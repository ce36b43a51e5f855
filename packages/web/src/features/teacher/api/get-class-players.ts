import type { ClassPlayerRow } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { teacherGet } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

export const playersPath = (gameLinkId: string) =>
  `/api/t/links/${encodeURIComponent(gameLinkId)}/players`;

/** GET /api/t/links/{GameLinkID}/players: a row per player and game, who needs help first. */
export const useClassPlayers = (gameLinkId: string) =>
  useQuery({
    queryKey: teacherKeys.players(gameLinkId),
    queryFn: ({ signal }) => teacherGet<ClassPlayerRow[]>(playersPath(gameLinkId), { signal }),
  });
