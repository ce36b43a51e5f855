import { ERRORS, type gameLinkBody, type GameLinkPublic } from '@mc/contract';
import type { z } from 'zod';
import { ApiFailure, apiPost } from '../../../lib/api-client';
import { getMyGameLink } from '../../../lib/my-game-link';
import { clearSession, readSession, updateSession } from '../../../lib/session';

/** A class with no room left: the spec's words, then what they mean and what to do (issue 30). */
export const CLASS_FULL = `${ERRORS.maxUsersAddedToGameLink} This class is full, so there's no room for you to join it. Ask your teacher to make room.`;

function plainly(error: unknown): unknown {
  if (!(error instanceof ApiFailure) || !error.messages.includes(ERRORS.maxUsersAddedToGameLink))
    return error;
  return new ApiFailure(error.status, [CLASS_FULL], error.body);
}

/**
 * After sign-in: register on the link, read it back with my games, and say where to go next. A
 * refusal just after signing in is no expired session but an account the link will not take (a
 * teacher's: TEACHER_MESSAGES.teacherAtPlayerRoute): the form says why, and the token is let go.
 * Every 403 is shown, so the teacher's words stay off the sign-in page's script (decision 011).
 */
export async function enterGameLink(link: GameLinkPublic): Promise<string> {
  const body: z.infer<typeof gameLinkBody> = { GameLinkID: link.GameLinkID };
  await apiPost('/api/m/gamelinks', body, { shownRefusals: 'all' }).catch((error: unknown) => {
    clearSession({ keepGameLink: true });
    throw plainly(error);
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
