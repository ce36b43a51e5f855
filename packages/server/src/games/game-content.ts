import type { GameContent } from '@mc/engine';
import { ERRORS } from '@mc/contract';
import type { Db } from '../db/connect';
import { linksOfUserForGame } from '../gamelinks/membership';
import { badRequest, forbidden } from '../http/errors';
import { contentFor } from './content';
import { findGame } from './repository';

/**
 * A game the player may read by its GameID (the /api/g calls): one they play, i.e. one on a link
 * they have joined (a game instance needs that too). Any other is 403, as another player's game
 * instance is (issue 34): a GameID seen over a shoulder opens nothing.
 */
export async function requirePlayerOfGame(db: Db, userId: string, gameId: string) {
  const game = await findGame(db, gameId);
  if (!game) throw badRequest(ERRORS.gameNotFound);
  if ((await linksOfUserForGame(db, userId, gameId, 1)).length === 0) throw forbidden();
  return game;
}

/** The scenario content of a game (GameID) the player plays, for the /api/g calls. */
export async function contentForGame(db: Db, userId: string, gameId: string): Promise<GameContent> {
  const game = await requirePlayerOfGame(db, userId, gameId);
  return contentFor(game.scenario_key);
}
