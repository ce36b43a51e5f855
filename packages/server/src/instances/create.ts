import { randomInt, randomUUID } from 'node:crypto';
import { isPersonaKey } from '@mc/contract';
import { createGame } from '@mc/engine';
import type { Db, Dialect } from '../db/connect';
import type { GameInstanceRow, GameRow } from '../db/schema';
import { contentForPlayer } from '../games/content';
import { endSurveyOf, quizRequiredOf } from '../games/repository';
import { parCurveOf } from '../par/curves';
import { insertInstance } from './storage';

/** How much older than the persona a player is who plays it as a role (a family's parent). */
const ROLE_PLAY_YEARS_OLDER = 5;

/**
 * Creates a game instance when the player has a free slot on the link. The count and the insert
 * share a transaction (and on PostgreSQL a lock on the player's row), so two quick clicks never
 * take two slots. Returns undefined when every slot is used. A player's second and later games of
 * the same game replay a world they have seen: they are practice, never on a board (issue 29).
 */
export async function createInstanceInFreeSlot(
  db: Db,
  dialect: Dialect,
  input: {
    game: GameRow;
    gameLinkId: string;
    playerId: string;
    userId: string;
    playerName: string;
    /** The player's age, which chooses their persona on a family link; undefined: the default. */
    playerAgeYears: number | undefined;
    /** The link's persona (game_links.persona): every student of a class plays it. */
    linkPersona: string | null;
    maxGames: number;
    /** Fixed by GAME_INSTANCE_SEED for tests; random otherwise. */
    seed?: number | undefined;
  },
): Promise<GameInstanceRow | undefined> {
  const seed = input.seed ?? randomInt(1, 2 ** 31 - 1);
  const content = contentForPlayer(
    input.game.scenario_key,
    input.playerAgeYears,
    isPersonaKey(input.linkPersona) ? input.linkPersona : null,
  );
  const par = await parCurveOf(db, input.game.id, content.scenario.id);
  // A family's adult plays the young adult starting out as a role, and the game says so first.
  const rolePlay =
    !isPersonaKey(input.linkPersona) &&
    input.playerAgeYears !== undefined &&
    input.playerAgeYears >= content.scenario.persona.ageYears + ROLE_PLAY_YEARS_OLDER;
  const state = createGame({
    scenario: content.scenario,
    items: content.items,
    gameSeed: Number(input.game.seed),
    instanceSeed: seed,
    totalWeeks: input.game.total_weeks as 26 | 27,
    playerName: input.playerName,
    settings: {
      quizRequired: quizRequiredOf(input.game),
      ...endSurveyOf(input.game),
      ...(rolePlay ? { rolePlay } : {}),
      ...(input.game.pretest === 1 ? { pretest: true } : {}),
    },
  });
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await trx
        .selectFrom('players')
        .select('id')
        .where('id', '=', input.playerId)
        .forUpdate()
        .execute();
    }
    const { count } = await trx
      .selectFrom('game_instances')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('game_link_id', '=', input.gameLinkId)
      .where('player_id', '=', input.playerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= input.maxGames) return undefined;
    const earlier = await trx
      .selectFrom('game_instances')
      .select('id')
      .where('game_id', '=', input.game.id)
      .where('player_id', '=', input.playerId)
      .executeTakeFirst();
    return insertInstance(
      trx,
      {
        id: randomUUID(),
        game_id: input.game.id,
        game_link_id: input.gameLinkId,
        player_id: input.playerId,
        user_id: input.userId,
        seed,
        version: 0,
        end_refused_week: 0,
        is_practice: earlier ? 1 : 0,
        created_at: now,
        updated_at: now,
      },
      state,
      par,
    );
  });
}
