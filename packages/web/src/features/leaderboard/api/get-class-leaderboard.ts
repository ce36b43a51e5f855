import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  DEFAULT_LEADERBOARD_SIZE,
  LEADERBOARD_MESSAGES,
  type LeaderboardRow,
  type leaderboardQuery,
} from '@mc/contract';
import { ApiFailure, apiGet } from '../../../lib/api-client';

type Query = z.infer<typeof leaderboardQuery>;

/**
 * GET /api/m/leaderboard (token): the class's top games, and mine after them when I'm not there.
 * A board the teacher turned off is a 403 this screen explains, not the end of the session.
 */
export const getClassLeaderboard = (query: Query) =>
  apiGet<LeaderboardRow[]>('/api/m/leaderboard', query, {
    shownRefusals: [LEADERBOARD_MESSAGES.hidden],
  });

/** The board is off: the teacher's choice, which trying again does not change. */
export const isTurnedOff = (error: unknown) =>
  error instanceof ApiFailure &&
  error.status === 403 &&
  error.messages.includes(LEADERBOARD_MESSAGES.hidden);

export function useClassLeaderboard(gameLinkId: string | undefined) {
  return useQuery({
    queryKey: ['class-leaderboard', gameLinkId],
    queryFn: () =>
      getClassLeaderboard({
        GameLinkID: gameLinkId ?? '',
        MaxNumberOfGamesToReturn: DEFAULT_LEADERBOARD_SIZE,
      }),
    enabled: Boolean(gameLinkId),
    retry: (failures, error) => !isTurnedOff(error) && failures < 1,
  });
}
