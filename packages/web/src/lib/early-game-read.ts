import { apiGet } from './api-client';
import { readSession } from './session';

// The dashboard's first read, GET /api/i/games/apps, starts as the page loads, beside the game's
// code rather than after it has arrived (decision 011): on a slow phone network that is one round
// trip less before the home screen shows. Kept apart from game-apps.ts, which brings the query
// cache, so the page's first file stays small.

export const GAME_APPS_PATH = '/api/i/games/apps';

/** An early answer older than this is not used: the game may have moved on. */
const FRESH_MS = 10_000;

let early: { gameInstanceId: string; startedAt: number; answer: Promise<unknown> } | null = null;

/** Starts the read for the signed-in player's game, if there is one. */
export function startGameAppsRead(): void {
  const { Token, GameInstanceID } = readSession();
  if (!Token || !GameInstanceID || early) return;
  const answer = apiGet(GAME_APPS_PATH, { GameInstanceID });
  // Whoever takes it sees a failure; until then it must not count as unhandled.
  answer.catch(() => undefined);
  early = { gameInstanceId: GameInstanceID, startedAt: Date.now(), answer };
}

/** The early read, at most once, if it is of this game and fresh; otherwise undefined. */
export function takeGameAppsRead<T>(gameInstanceId: string): Promise<T> | undefined {
  const taken = early;
  early = null;
  if (!taken || taken.gameInstanceId !== gameInstanceId) return undefined;
  if (Date.now() - taken.startedAt > FRESH_MS) return undefined;
  return taken.answer as Promise<T>;
}
