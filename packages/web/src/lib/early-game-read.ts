import { apiGet } from './api-client';
import { readSession } from './session';

// A signed-in player opening (or reloading) the game: the first reads of the screen at the page's
// address start as the page loads, beside the game's code rather than after it has arrived and
// rendered (decision 011): on a slow phone network that is a round trip or two less before the
// screen shows. Every game screen reads the dashboard's apps; the screens a player spends time on
// and comes back to have their own reads listed here, each as its screen asks for it (a path
// with no query but the game's). A screen's query takes its early answer once, if fresh (game-
// queries.ts); a read listed wrongly is only a read nobody takes. Kept apart from the query cache,
// so the page's first file stays small.

export const GAME_APPS_PATH = '/api/i/games/apps';

/** The reads each screen makes first, by its address. */
const FIRST_READS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/app(\/|$)/, [GAME_APPS_PATH]],
  [/^\/app\/dashboard\/financeweekly\/article\/?$/, ['/api/i/news/article', '/api/i/news/quiz']],
  [/^\/app\/dashboard\/shares\/?$/, ['/api/i/shares']],
  [/^\/end-of-week\/summary\/?$/, [GAME_APPS_PATH, '/api/i/progress/summary']],
];

/** An early answer older than this is not used: the game may have moved on. */
const FRESH_MS = 10_000;

interface EarlyRead {
  gameInstanceId: string;
  startedAt: number;
  answer: Promise<unknown>;
}

const early = new Map<string, EarlyRead>();

/** Starts the first reads of the screen at `pathname` for the signed-in player's game, if any. */
export function startEarlyReads(pathname: string): void {
  const { Token, GameInstanceID } = readSession();
  if (!Token || !GameInstanceID) return;
  const paths = new Set(
    FIRST_READS.flatMap(([address, reads]) => (address.test(pathname) ? reads : [])),
  );
  for (const path of paths) {
    if (early.has(path)) continue;
    const answer = apiGet(path, { GameInstanceID });
    // Whoever takes it sees a failure; until then it must not count as unhandled.
    answer.catch(() => undefined);
    early.set(path, { gameInstanceId: GameInstanceID, startedAt: Date.now(), answer });
  }
}

/** The early read of `path`, at most once, if it is of this game and fresh; otherwise undefined. */
export function takeEarlyRead<T>(path: string, gameInstanceId: string): Promise<T> | undefined {
  const taken = early.get(path);
  early.delete(path);
  if (!taken || taken.gameInstanceId !== gameInstanceId) return undefined;
  if (Date.now() - taken.startedAt > FRESH_MS) return undefined;
  return taken.answer as Promise<T>;
}
