import type { GameLinkPublic } from '@mc/contract';
import { apiGet, apiPost } from '../../../lib/api-client';
import { readSession, updateSession } from '../../../lib/session';

export interface MyGameLink extends GameLinkPublic {
  UserID: string;
  PlayerID: string;
  Surname: string | null;
  UserName: string;
  GameInstances: {
    ID: string;
    CurrentWeek: number;
    IsGameComplete: boolean;
    NetPosition: number;
    Player: { Name: string };
  }[];
}

export const getMyGameLink = (gameLinkId: string, playerId?: string) =>
  apiGet<MyGameLink>('/api/m/gamelinks', { GameLinkID: gameLinkId, PlayerID: playerId });

/** After sign-in: register on the link, read it back with my games, and say where to go next. */
export async function enterGameLink(link: GameLinkPublic): Promise<string> {
  await apiPost('/api/m/gamelinks', { GameLinkID: link.GameLinkID });
  const mine = await getMyGameLink(link.GameLinkID, readSession().PlayerID);
  updateSession({
    GameLinkID: mine.GameLinkID,
    GameID: mine.GameID,
    Theme: mine.Theme,
    GameLink: { UserID: mine.UserID, UserName: mine.UserName, Surname: mine.Surname ?? undefined },
  });
  return mine.Theme === 'family' ? '/auth/family' : '/auth/game';
}
