import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  DEFAULT_LEADERBOARD_SIZE,
  type gameLeaderboardQuery,
  type LeaderboardRow,
} from '@mc/contract';
import { apiRequest } from '../../../lib/api-client';
import type { GameBoardFilters } from '../paths';

type Query = z.infer<typeof gameLeaderboardQuery>;

export interface GameBoard {
  rows: LeaderboardRow[];
  /** What the server says about the board, e.g. why my game is not on an age board. */
  notes: string[];
}

/** GET /api/m/leaderboard/game (token): every class of my game, by state and age group. */
export async function getGameLeaderboard(query: Query): Promise<GameBoard> {
  const answer = await apiRequest<LeaderboardRow[]>('GET', '/api/m/leaderboard/game', { query });
  return { rows: answer.Results ?? [], notes: answer.Messages };
}

export function useGameLeaderboard(gameLinkId: string | undefined, filters: GameBoardFilters) {
  return useQuery({
    queryKey: ['game-leaderboard', gameLinkId, filters.state ?? '', filters.ageGroup ?? ''],
    queryFn: () =>
      getGameLeaderboard({
        GameLinkID: gameLinkId ?? '',
        MaxNumberOfGamesToReturn: DEFAULT_LEADERBOARD_SIZE,
        State: filters.state,
        AgeGroup: filters.ageGroup,
      }),
    enabled: Boolean(gameLinkId),
    // A new filter keeps the last board on screen until the next arrives, rather than a flash.
    placeholderData: keepPreviousData,
  });
}
