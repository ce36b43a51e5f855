import type { Bearer } from './api-client';

// The teacher's sign-in, kept under its own key: a teacher and a student signed in in the same
// browser (a teacher trying the game as a student) do not sign each other out.

export interface TeacherSession {
  Token: string;
  Name: string;
}

const KEY = 'mc.teacher';

// Where the session lives when the browser refuses storage (private browsing).
let memory: TeacherSession | null = null;

export function readTeacherSession(): TeacherSession | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<TeacherSession>;
    return typeof session.Token === 'string' && session.Token
      ? { Token: session.Token, Name: session.Name ?? '' }
      : null;
  } catch {
    return null;
  }
}

export function saveTeacherSession(session: TeacherSession): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Private browsing may refuse storage: the teacher stays signed in for this page view only.
    memory = session;
  }
}

export function clearTeacherSession(): void {
  memory = null;
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

const current = () => readTeacherSession() ?? memory;

let onExpired: () => void = () => window.location.assign('/teacher?expired=1');

/** The teacher's router installs a navigation that keeps the app loaded. */
export function setTeacherExpiredHandler(handler: () => void): void {
  onExpired = handler;
}

/** What every teacher call sends: the teacher's token, and sign-in again when it has ended. */
export const teacherBearer: Bearer = {
  token: () => current()?.Token,
  // A class, student or player that is not the teacher's: said on the page, still signed in.
  explains403: true,
  expired: () => {
    // A call still under way when the teacher signed out is no news: they are at the sign-in.
    if (!current()) return;
    clearTeacherSession();
    onExpired();
  },
};

export const teacherToken = (): string | undefined => current()?.Token;
export const teacherName = (): string => current()?.Name ?? '';
