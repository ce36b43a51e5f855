import type { createGameInstanceBody, GameInstanceSummary } from '@mc/contract';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

export type CreateGameInstanceBody = z.infer<typeof createGameInstanceBody>;

/** POST /api/i/games (token): a new game in an empty slot. */
export const createGameInstance = (body: CreateGameInstanceBody) =>
  apiPost<GameInstanceSummary>('/api/i/games', body);
