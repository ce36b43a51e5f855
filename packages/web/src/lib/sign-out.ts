import { clearSession, readSession, updateSession } from './session';

// Logout (spec part 1 section 4): "clears stored data except theme and game link id, then goes to
// the logout URL or the login page; in the family theme it clears only the chosen game and player
// and returns to /auth/family."

/** POST /api/account/logout revokes the token. Sent directly rather than through apiRequest: a
 * token that has already expired must not turn signing out into the session-expired page. */
async function revokeToken(token: string): Promise<void> {
  try {
    await fetch('/api/account/logout', {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
  } catch {
    // Offline: the token still expires on its own; the browser forgets it below either way.
  }
}

/** Signs the account out everywhere in this browser; returns where to go next. */
export async function signOut(): Promise<string> {
  const { Token, LogoutUrl, GameLinkID } = readSession();
  if (Token) await revokeToken(Token);
  clearSession({ keepGameLink: true });
  if (LogoutUrl) return LogoutUrl;
  return GameLinkID ? `/auth/login/${GameLinkID}` : '/';
}

/** Family theme: back to the member list, still signed in as the family. */
export function leaveFamilyMember(): string {
  updateSession({
    PlayerID: undefined,
    PlayerName: undefined,
    GameInstanceID: undefined,
    GameCurrentWeek: undefined,
    MentorMessages: undefined,
  });
  return '/auth/family';
}

/** "Save and exit" and game selection's sign-out: the theme decides how far out the player goes. */
export async function logout(): Promise<string> {
  return readSession().Theme === 'family' ? leaveFamilyMember() : signOut();
}

/** True when the place to go leaves the app (a configured logout URL), so the browser must load it. */
export function isExternal(next: string): boolean {
  return /^https?:\/\//i.test(next);
}
