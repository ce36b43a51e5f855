import type { Theme } from '@mc/contract';

// Session data kept in the browser (spec part 1, section 3): the token and the chosen game.

export interface SessionData {
  Token?: string;
  PlayerName?: string;
  UserID?: string;
  PlayerID?: string;
  GameID?: string;
  GameInstanceID?: string;
  GameLinkID?: string;
  GameLink?: { UserID?: string; UserName?: string; Surname?: string };
  Theme?: Theme;
  LogoutUrl?: string;
  GameCurrentWeek?: number;
  MentorMessages?: unknown[];
}

const KEY = 'mc.session';

export function readSession(): SessionData {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SessionData) : {};
  } catch {
    return {};
  }
}

export function updateSession(patch: Partial<SessionData>): SessionData {
  const next = { ...readSession(), ...patch };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private browsing may refuse storage; the game still runs for this page view.
  }
  return next;
}

/** Logout keeps only the theme and the game link id, so the player can sign in again. */
export function clearSession({ keepGameLink }: { keepGameLink: boolean }): void {
  const { Theme, GameLinkID } = readSession();
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (keepGameLink) updateSession({ Theme, GameLinkID });
}
