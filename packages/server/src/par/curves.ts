import { isParCurve, playCarefulGame, type ParCurve } from '@mc/engine';
import type { Db } from '../db/connect';
import type { GameRow } from '../db/schema';
import { contentForScenario } from '../games/content';
import { endSurveyOf, findGame, quizRequiredOf } from '../games/repository';

// Par for each world (issue 29): the careful player's net position week by week in a game's world
// for one persona (scenario). Played once, when the first player of that game and persona starts,
// and kept in par_curves (JSON: par.ts's ParCurve), so a later change of content never moves the
// par of a game under way; each process keeps the curves it has read. A week's end only reads the
// cache. A curve kept before par followed pay (no payOpened, payEnded) is played again and replaced:
// the careful player and the world are the same, so its net positions are too.

const cache = new Map<string, ParCurve>();

/** Forgets the curves this process has read (tests: a curve changed in the table behind it). */
export function forgetParCurves(): void {
  cache.clear();
}
const keyOf = (gameId: string, scenarioId: string) => `${gameId}|${scenarioId}`;

/** The careful player's game in the game's world for the scenario (about 50 ms). */
export function playPar(
  game: Pick<
    GameRow,
    'seed' | 'total_weeks' | 'quiz_required' | 'end_survey' | 'end_survey_optional'
  >,
  scenarioId: string,
): ParCurve {
  return playCarefulGame(contentForScenario(scenarioId), {
    gameSeed: Number(game.seed),
    totalWeeks: game.total_weeks as 26 | 27,
    settings: { quizRequired: quizRequiredOf(game), ...endSurveyOf(game) },
  });
}

/**
 * Par for a game and scenario: from this process's cache, else the table, else played now and
 * kept (two processes playing it at once store the same curve; the first one stays).
 */
export async function parCurveOf(db: Db, gameId: string, scenarioId: string): Promise<ParCurve> {
  const key = keyOf(gameId, scenarioId);
  const cached = cache.get(key);
  if (cached) return cached;
  const row = await db
    .selectFrom('par_curves')
    .select('curve')
    .where('game_id', '=', gameId)
    .where('scenario_id', '=', scenarioId)
    .executeTakeFirst();
  const kept = row ? (JSON.parse(row.curve) as Partial<ParCurve>) : null;
  let curve: ParCurve;
  if (kept && isParCurve(kept)) curve = kept;
  else {
    const game = await findGame(db, gameId);
    if (!game) throw new Error(`par: no game ${gameId}`);
    curve = playPar(game, scenarioId);
    if (kept)
      await db
        .updateTable('par_curves')
        .set({ curve: JSON.stringify(curve) })
        .where('game_id', '=', gameId)
        .where('scenario_id', '=', scenarioId)
        .execute();
    else
      await db
        .insertInto('par_curves')
        .values({
          game_id: gameId,
          scenario_id: scenarioId,
          curve: JSON.stringify(curve),
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['game_id', 'scenario_id']).doNothing())
        .execute();
  }
  cache.set(key, curve);
  return curve;
}
