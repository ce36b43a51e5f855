import { randomInt, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  applyCommand,
  createGame,
  selectGame,
  type Command,
  type EngineEvent,
  type GameState,
  type Rejection,
} from '@mc/engine';
import type { Db, Dialect } from '../db/connect';
import type { DatabaseSchema, GameInstanceRow, GameRow } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { ERRORS } from '@mc/contract';
import { contentFor } from './content';

// A game instance is the unit of consistency (ARCHITECTURE.md principle 4): every command runs in
// one transaction that loads the instance, applies the engine and stores the result, and is
// appended to the instance's command log so the game can be replayed.

export function rowFields(state: GameState) {
  const view = selectGame(state);
  return {
    current_week: view.currentWeek,
    is_game_complete: view.isGameComplete ? 1 : 0,
    net_position_cents: view.netPositionCents,
    state: JSON.stringify(state),
  };
}

/**
 * Creates a game instance when the player has a free slot on the link. The count and the insert
 * share a transaction (and on PostgreSQL a lock on the player's row), so two quick clicks never
 * take two slots. Returns undefined when every slot is used.
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
    maxGames: number;
  },
): Promise<GameInstanceRow | undefined> {
  const seed = randomInt(1, 2 ** 31 - 1);
  const state = createGame({
    scenario: contentFor(input.game.scenario_key).scenario,
    gameSeed: Number(input.game.seed),
    instanceSeed: seed,
    totalWeeks: input.game.total_weeks as 26 | 27,
    playerName: input.playerName,
  });
  const now = new Date().toISOString();
  const row: GameInstanceRow = {
    id: randomUUID(),
    game_id: input.game.id,
    game_link_id: input.gameLinkId,
    player_id: input.playerId,
    user_id: input.userId,
    seed,
    version: 0,
    created_at: now,
    updated_at: now,
    ...rowFields(state),
  };
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
    await trx.insertInto('game_instances').values(row).execute();
    return row;
  });
}

export interface Loaded {
  row: GameInstanceRow;
  state: GameState;
}

/** Loads an instance the user owns: 404 envelope when it does not exist, 403 for someone else's. */
export async function loadOwnedInstance(
  db: Db | Transaction<DatabaseSchema>,
  instanceId: string,
  userId: string,
  lock?: Dialect,
): Promise<Loaded> {
  let query = db.selectFrom('game_instances').selectAll().where('id', '=', instanceId);
  // PostgreSQL: the row lock serialises commands on one instance across server processes.
  // SQLite: the single write connection already runs one transaction at a time.
  if (lock === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(ERRORS.gameInstanceDoesNotExist);
  if (row.user_id !== userId) throw forbidden();
  return { row, state: JSON.parse(row.state) as GameState };
}

export type CommandOutcome =
  | { ok: true; state: GameState; events: EngineEvent[]; row: GameInstanceRow }
  | (Rejection & { row: GameInstanceRow });

/** Applies one command to an instance in one transaction; a rejection changes nothing. */
export async function runCommand(
  db: Db,
  dialect: Dialect,
  instanceId: string,
  userId: string,
  command: Command,
): Promise<CommandOutcome> {
  return db.transaction().execute(async (trx) => {
    const { row, state } = await loadOwnedInstance(trx, instanceId, userId, dialect);
    const game = await trx
      .selectFrom('games')
      .select('scenario_key')
      .where('id', '=', row.game_id)
      .executeTakeFirstOrThrow();
    const result = applyCommand(state, command, contentFor(game.scenario_key));
    if (!result.ok) return { ...result, row };
    const now = new Date().toISOString();
    const version = row.version + 1;
    const fields = rowFields(result.state);
    await trx
      .updateTable('game_instances')
      .set({ ...fields, version, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('instance_commands')
      .values({
        instance_id: row.id,
        seq: version,
        command: JSON.stringify(command),
        created_at: now,
      })
      .execute();
    return {
      ok: true as const,
      state: result.state,
      events: result.events,
      row: { ...row, ...fields, version, updated_at: now },
    };
  });
}

export async function listPlayerInstances(db: Db, gameLinkId: string, playerId: string) {
  return db
    .selectFrom('game_instances')
    .innerJoin('players', 'players.id', 'game_instances.player_id')
    .select([
      'game_instances.id',
      'game_instances.current_week',
      'game_instances.is_game_complete',
      'game_instances.net_position_cents',
      'players.id as player_id',
      'players.name as player_name',
    ])
    .where('game_instances.game_link_id', '=', gameLinkId)
    .where('game_instances.player_id', '=', playerId)
    .orderBy('game_instances.created_at')
    .execute();
}
