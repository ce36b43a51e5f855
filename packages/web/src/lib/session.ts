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

// The last stored text and what it parsed to: the session is read on every render of the shell
// and on every call, and parsing it each time (the week's mentor messages included) showed up
// as main-thread time on a slow phone (decision 011). Another tab's change is new text.
let parsed: { raw: string; session: SessionData } | null = null;

export function readSession(): SessionData {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return {};
    if (parsed?.raw !== raw) parsed = { raw, session: JSON.parse(raw) as SessionData };
    return { ...parsed.session };
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
