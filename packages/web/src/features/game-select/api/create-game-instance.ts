import type { GameInstanceSummary } from '@mc/contract';
import { apiPost } from '../../../lib/api-client';

export interface CreateGameInstanceBody {
  GameID: string;
  GameLinkID: string;
  PlayerID?: string | undefined;
}

/** POST /api/i/games (token): a new game in an empty slot. */
export const createGameInstance = (body: CreateGameInstanceBody) =>
  apiPost<GameInstanceSummary>('/api/i/games', body);
