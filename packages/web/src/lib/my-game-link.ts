import type { MyGameLink } from '@mc/contract';
import { apiGet } from './api-client';

// GET /api/m/gamelinks (token): the game link with the player's game instances. Shared by the
// sign-in (which stores the link) and game selection (which shows the slots).

export const getMyGameLink = (gameLinkId: string, playerId?: string) =>
  apiGet<MyGameLink>('/api/m/gamelinks', { GameLinkID: gameLinkId, PlayerID: playerId });

export const myGameLinkKey = (gameLinkId: string | undefined, playerId: string | undefined) => [
  'my-game-link',
  gameLinkId,
  playerId,
];
