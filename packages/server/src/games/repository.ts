import { randomInt, randomUUID } from 'node:crypto';
import type { GameLengthWeeks } from '@mc/contract';
import type { Db } from '../db/connect';
import type { GameRow } from '../db/schema';

export const STARTER_SCENARIO = 'starter';

export async function insertGame(
  db: Db,
  game: {
    name: string;
    totalWeeks: GameLengthWeeks;
    scenarioKey?: string;
    /** The seed of the game's world (GAME_SEED for rehearsals and tests); random when unset. */
    seed?: number | undefined;
  },
): Promise<GameRow> {
  const row: GameRow = {
    id: randomUUID(),
    name: game.name,
    scenario_key: game.scenarioKey ?? STARTER_SCENARIO,
    total_weeks: game.totalWeeks,
    seed: game.seed ?? randomInt(1, 2 ** 31 - 1),
    created_at: new Date().toISOString(),
  };
  await db.insertInto('games').values(row).execute();
  return row;
}

export async function findGame(db: Db, id: string): Promise<GameRow | undefined> {
  return db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}
