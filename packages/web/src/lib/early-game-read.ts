import { apiGet } from './api-client';
import { readSession } from './session';

// A signed-in player opening (or reloading) the game: the first reads of the screen at the page's
// address, and its own file, start as the page loads, beside the game's code rather than after
// it has arrived and rendered (decision 011): on a slow phone network that is a round trip or two
// less before the screen shows. The screens are listed in app/first-screens.ts. A screen's query
// takes its early answer once, if fresh (game-queries.ts); a read listed wrongly is only a read
// nobody takes. Kept apart from the query cache, so the page's first file stays small.

export const GAME_APPS_PATH = '/api/i/games/apps';

/** A screen a player may open the game on, with the reads it makes first and its own code. */
export interface FirstScreen {
  address: RegExp;
  reads: readonly string[];
  /** Loads the screen's own file (its route's `import()`), beside the game's. */
  code?: () => Promise<unknown>;
}

/** An early answer older than this is not used: the game may have moved on. */
const FRESH_MS = 10_000;

interface EarlyRead {
  gameInstanceId: string;
  startedAt: number;
  answer: Promise<unknown>;
}

const early = new Map<string, EarlyRead>();

/**
 * Starts the first reads of the screen at `pathname` for the signed-in player's game, if any, and
 * the loading of its code.
 */
export function startEarlyReads(screens: readonly FirstScreen[], pathname: string): void {
  const { Token, GameInstanceID } = readSession();
  if (!Token || !GameInstanceID) return;
  const matched = screens.filter((screen) => screen.address.test(pathname));
  // A file that fails to load here is loaded again by its route, which shows the failure.
  for (const screen of matched) screen.code?.().catch(() => undefined);
  const paths = new Set(matched.flatMap((screen) => screen.reads));
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
