import type { MentorMessage } from '@mc/contract';

// The mentor's messages for a week come with every start of the week, and a player who comes back
// to a week already under way (Continue, another sign-in) starts it again. This browser remembers
// which messages it has shown for each game, so each is shown once. Kept apart from the session:
// signing out must not bring last Monday's tip back.

const KEY = 'mc.delivered-tips';
/** Games remembered, newest last; a browser shared by a class stays small. */
const MAX_GAMES = 20;
/** Messages remembered per game: the welcome pages and one tip a week. */
const MAX_IDS = 64;

type Delivered = Record<string, string[]>;

function read(): Delivered {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Delivered) : {};
  } catch {
    return {};
  }
}

function write(delivered: Delivered): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(delivered));
  } catch {
    // Private browsing may refuse storage: the tip may then show again, nothing worse.
  }
}

/** The messages this browser has not shown for the game yet; they count as shown from now on. */
export function takeUndelivered(
  gameInstanceId: string,
  messages: readonly MentorMessage[],
): MentorMessage[] {
  const delivered = read();
  const seen = new Set(delivered[gameInstanceId] ?? []);
  const fresh = messages.filter((message) => !seen.has(message.ID));
  if (fresh.length === 0) return [];
  const kept = Object.entries(delivered)
    .filter(([id]) => id !== gameInstanceId)
    .slice(-(MAX_GAMES - 1));
  const ids = [...seen, ...fresh.map((message) => message.ID)].slice(-MAX_IDS);
  write({ ...Object.fromEntries(kept), [gameInstanceId]: ids });
  return fresh;
}
