import { randomInt, randomUUID } from 'node:crypto';
import type { GameLengthWeeks } from '@mc/contract';
import type { QuizRequired } from '@mc/engine';
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
    /** Which weeks' quizzes are required (default 'some': the scenario's weeks). */
    quizRequired?: QuizRequired | undefined;
  },
): Promise<GameRow> {
  const row: GameRow = {
    id: randomUUID(),
    name: game.name,
    scenario_key: game.scenarioKey ?? STARTER_SCENARIO,
    total_weeks: game.totalWeeks,
    seed: game.seed ?? randomInt(1, 2 ** 31 - 1),
    quiz_required: game.quizRequired ?? 'some',
    created_at: new Date().toISOString(),
  };
  await db.insertInto('games').values(row).execute();
  return row;
}

/** A game row's quiz setting (a value the database holds but no code wrote reads as the default). */
export function quizRequiredOf(game: Pick<GameRow, 'quiz_required'>): QuizRequired {
  const value = game.quiz_required;
  return value === 'all' || value === 'none' ? value : 'some';
}

export async function findGame(db: Db, id: string): Promise<GameRow | undefined> {
  return db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}
