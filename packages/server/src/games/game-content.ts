import type { GameContent } from '@mc/engine';
import { ERRORS } from '@mc/contract';
import type { Db } from '../db/connect';
import { badRequest } from '../http/errors';
import { contentFor } from './content';
import { findGame } from './repository';

/** The scenario content of a game (GameID), for the /api/g calls. */
export async function contentForGame(db: Db, gameId: string): Promise<GameContent> {
  const game = await findGame(db, gameId);
  if (!game) throw badRequest(ERRORS.gameNotFound);
  return contentFor(game.scenario_key);
}
