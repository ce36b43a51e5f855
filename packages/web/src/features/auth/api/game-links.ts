import { TEACHER_MESSAGES, type gameLinkBody, type GameLinkPublic } from '@mc/contract';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { getMyGameLink } from '../../../lib/my-game-link';
import { clearSession, readSession, updateSession } from '../../../lib/session';

/**
 * After sign-in: register on the link, read it back with my games, and say where to go next. A
 * teacher's account signed in on a class link is refused: the form says where teachers sign in,
 * and the teacher's token is not kept as a player's.
 */
export async function enterGameLink(link: GameLinkPublic): Promise<string> {
  const body: z.infer<typeof gameLinkBody> = { GameLinkID: link.GameLinkID };
  await apiPost('/api/m/gamelinks', body, {
    shownRefusals: [TEACHER_MESSAGES.teacherAtPlayerRoute],
  }).catch((error: unknown) => {
    clearSession({ keepGameLink: true });
    throw error;
  });
  const mine = await getMyGameLink(link.GameLinkID, readSession().PlayerID);
  updateSession({
    GameLinkID: mine.GameLinkID,
    GameID: mine.GameID,
    Theme: mine.Theme,
    GameLink: { UserID: mine.UserID, UserName: mine.UserName, Surname: mine.Surname ?? undefined },
  });
  return mine.Theme === 'family' ? '/auth/family' : '/auth/game';
}
