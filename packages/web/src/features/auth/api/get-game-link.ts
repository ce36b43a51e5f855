import type { GameLinkPublic } from '@mc/contract';
import { apiGet } from '../../../lib/api-client';
import { useRead } from '../../../lib/use-read';

/** GET /api/m/gamelink (no token): the link's group, theme and whether the game is open. */
export const getGameLink = (gameLinkId: string, signal?: AbortSignal) =>
  apiGet<GameLinkPublic>('/api/m/gamelink', { GameLinkID: gameLinkId }, { auth: false, signal });

export function useGameLink(gameLinkId: string | undefined) {
  return useRead(gameLinkId ?? null, (signal) => getGameLink(gameLinkId ?? '', signal));
}
