import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LEADERBOARD_SIZE, type LeaderboardRow } from '@mc/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/m/leaderboard (token): the best games on the family's link. */
export const getLeaderboard = (gameLinkId: string) =>
  apiGet<LeaderboardRow[]>('/api/m/leaderboard', {
    GameLinkID: gameLinkId,
    MaxNumberOfGamesToReturn: DEFAULT_LEADERBOARD_SIZE,
  });

export function useLeaderboard(gameLinkId: string | undefined) {
  return useQuery({
    queryKey: ['leaderboard', gameLinkId],
    queryFn: () => getLeaderboard(gameLinkId ?? ''),
    enabled: Boolean(gameLinkId),
  });
}
