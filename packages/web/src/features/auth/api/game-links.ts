import type { gameLinkBody, GameLinkPublic } from '@mc/contract';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { getMyGameLink } from '../../../lib/my-game-link';
import { readSession, updateSession } from '../../../lib/session';

/** After sign-in: register on the link, read it back with my games, and say where to go next. */
export async function enterGameLink(link: GameLinkPublic): Promise<string> {
  const body: z.infer<typeof gameLinkBody> = { GameLinkID: link.GameLinkID };
  await apiPost('/api/m/gamelinks', body);
  const mine = await getMyGameLink(link.GameLinkID, readSession().PlayerID);
  updateSession({
    GameLinkID: mine.GameLinkID,
    GameID: mine.GameID,
    Theme: mine.Theme,
    GameLink: { UserID: mine.UserID, UserName: mine.UserName, Surname: mine.Surname ?? undefined },
  });
  return mine.Theme === 'family' ? '/auth/family' : '/auth/game';
}
