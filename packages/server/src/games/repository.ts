import { randomInt, randomUUID } from 'node:crypto';
import type { GameLengthWeeks } from '@mc/contract';
import type { EndSurveyKind, QuizRequired } from '@mc/engine';
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
    /** How the game ends (default 'quiz': the end quiz, then the survey). */
    endSurvey?: EndSurveyKind | undefined;
    /** Whether a player may skip it (default: not). */
    endSurveyOptional?: boolean | undefined;
    /** Whether its players answer the learning check before week 1 (default: not). */
    pretest?: boolean | undefined;
  },
): Promise<GameRow> {
  const row: GameRow = {
    id: randomUUID(),
    name: game.name,
    scenario_key: game.scenarioKey ?? STARTER_SCENARIO,
    total_weeks: game.totalWeeks,
    seed: game.seed ?? randomInt(1, 2 ** 31 - 1),
    quiz_required: game.quizRequired ?? 'some',
    end_survey: game.endSurvey ?? 'quiz',
    end_survey_optional: game.endSurveyOptional ? 1 : 0,
    pretest: game.pretest ? 1 : 0,
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

/** A game row's end (a value no code wrote reads as none). */
export function endSurveyOf(game: Pick<GameRow, 'end_survey' | 'end_survey_optional'>): {
  endSurvey: EndSurveyKind;
  endSurveyOptional: boolean;
} {
  const value = game.end_survey;
  return {
    endSurvey: value === 'quiz' || value === 'survey' ? value : 'none',
    endSurveyOptional: game.end_survey_optional !== 0,
  };
}

export async function findGame(db: Db, id: string): Promise<GameRow | undefined> {
  return db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}
