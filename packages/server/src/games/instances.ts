import { randomInt, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  applyCommand,
  createGame,
  selectGame,
  type Command,
  type EngineEvent,
  type GameContent,
  type GameState,
  type Rejection,
} from '@mc/engine';
import type { Db, Dialect } from '../db/connect';
import type { DatabaseSchema, GameInstanceRow, GameRow } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { ERRORS } from '@mc/contract';
import { contentFor } from './content';
import { cachedState, rememberState } from './state-cache';
import { preparedQuery } from '../db/prepared';
import { restoredState, storedState } from './stored-state';

// A game instance is the unit of consistency (ARCHITECTURE.md principle 4): every command runs in
// one transaction that loads the instance, applies the engine and stores the result, and is
// appended to the instance's command log so the game can be replayed. How the state is laid out
// in the database (the row and its sealed ledger pages) is stored-state.ts's business.

/** The row's columns for a state, and the ledger pages sealed since `storedSealed`. */
function rowFields(state: GameState, storedSealed: number) {
  const view = selectGame(state);
  const stored = storedState(state, storedSealed);
  return {
    fields: {
      current_week: view.currentWeek,
      is_game_complete: view.isGameComplete ? 1 : 0,
      net_position_cents: view.netPositionCents,
      state: stored.json,
      sealed_pages: stored.sealedPages,
    },
    newPages: stored.newPages,
  };
}

const insertLedgerPage = preparedQuery(['instance_id', 'page_no', 'postings'], (db, row) =>
  db.insertInto('ledger_pages').values(row),
);

async function insertLedgerPages(
  db: Db,
  instanceId: string,
  pages: { pageNo: number; postings: string }[],
): Promise<void> {
  for (const page of pages) {
    await insertLedgerPage(db, {
      instance_id: instanceId,
      page_no: page.pageNo,
      postings: page.postings,
    });
  }
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
    /** Fixed by GAME_INSTANCE_SEED for tests; random otherwise. */
    seed?: number | undefined;
  },
): Promise<GameInstanceRow | undefined> {
  const seed = input.seed ?? randomInt(1, 2 ** 31 - 1);
  const state = createGame({
    scenario: contentFor(input.game.scenario_key).scenario,
    gameSeed: Number(input.game.seed),
    instanceSeed: seed,
    totalWeeks: input.game.total_weeks as 26 | 27,
    playerName: input.playerName,
  });
  const now = new Date().toISOString();
  const { fields, newPages } = rowFields(state, 0);
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
    ...fields,
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
    await insertLedgerPages(trx as Db, row.id, newPages);
    return row;
  });
}

/** What every access to an instance reads first: whose it is and which version is stored. */
export interface InstanceHead {
  user_id: string;
  version: number;
  game_id: string;
  scenario_key: string;
  sealed_pages: number;
}

const selectHead = preparedQuery(['id'], (db, { id }) =>
  db
    .selectFrom('game_instances')
    .innerJoin('games', 'games.id', 'game_instances.game_id')
    .select([
      'game_instances.user_id',
      'game_instances.version',
      'game_instances.game_id',
      'game_instances.sealed_pages',
      'games.scenario_key',
    ])
    .where('game_instances.id', '=', id),
);

const selectState = preparedQuery(['id'], (db, { id }) =>
  db.selectFrom('game_instances').select(['state', 'sealed_pages', 'version']).where('id', '=', id),
);

// Only the pages the row counts: a command committed since the row was read may have sealed more.
const selectLedgerPages = preparedQuery(['id', 'sealed'], (db, { id, sealed }) =>
  db
    .selectFrom('ledger_pages')
    .select(['page_no', 'postings'])
    .where('instance_id', '=', id)
    .where('page_no', '<', sealed)
    .orderBy('page_no'),
);

/** The whole state of an instance from its row and its sealed ledger pages, and its version. */
async function readState(
  db: Db,
  instanceId: string,
): Promise<{ state: GameState; version: number }> {
  const [row] = await selectState(db, { id: instanceId });
  if (!row) throw notFound(ERRORS.gameInstanceDoesNotExist);
  const pages =
    row.sealed_pages > 0
      ? await selectLedgerPages(db, { id: instanceId, sealed: row.sealed_pages })
      : [];
  if (pages.length !== row.sealed_pages || pages.some((page, index) => page.page_no !== index)) {
    throw new Error(`instance ${instanceId}: ${pages.length} of ${row.sealed_pages} ledger pages`);
  }
  const state = restoredState(
    row.state,
    pages.map((page) => page.postings),
  );
  return { state, version: row.version };
}

const lockInstance = preparedQuery(['id'], (db, { id }) =>
  db.selectFrom('game_instances').select(['id']).where('id', '=', id).forUpdate(),
);

const updateInstance = preparedQuery(
  [
    'current_week',
    'is_game_complete',
    'net_position_cents',
    'state',
    'sealed_pages',
    'version',
    'updated_at',
    'id',
  ],
  (db, row) =>
    db
      .updateTable('game_instances')
      .set({
        current_week: row.current_week,
        is_game_complete: row.is_game_complete,
        net_position_cents: row.net_position_cents,
        state: row.state,
        sealed_pages: row.sealed_pages,
        version: row.version,
        updated_at: row.updated_at,
      })
      .where('id', '=', row.id),
);

const appendCommand = preparedQuery(['instance_id', 'seq', 'command', 'created_at'], (db, row) =>
  db.insertInto('instance_commands').values(row),
);

export interface LoadedInstance {
  gameId: string;
  version: number;
  sealedPages: number;
  state: GameState;
  content: GameContent;
}

/**
 * The player's own instance: 404 envelope when missing, 403 for someone else's. Inside a command's
 * transaction on PostgreSQL the row is locked first, which serialises commands on one instance
 * across server processes; SQLite's single write connection already runs one at a time.
 */
export async function loadInstance(
  db: Db | Transaction<DatabaseSchema>,
  instanceId: string,
  userId: string,
  options: {
    lock?: Dialect;
    /** The head when it was read already, with the player's token (null: no such instance). */
    head?: InstanceHead | null;
  } = {},
): Promise<LoadedInstance> {
  const executor = db as Db;
  if (options.lock === 'postgres') await lockInstance(executor, { id: instanceId });
  const head =
    options.head !== undefined ? options.head : (await selectHead(executor, { id: instanceId }))[0];
  if (!head) throw notFound(ERRORS.gameInstanceDoesNotExist);
  if (head.user_id !== userId) throw forbidden();
  let state = cachedState(instanceId, head.version);
  if (!state) {
    // Outside a transaction a command may commit between the head and this read: the state is
    // then newer than the head, and is kept under its own version.
    const read = await readState(executor, instanceId);
    state = read.state;
    rememberState(instanceId, read.version, state);
  }
  return {
    gameId: head.game_id,
    version: head.version,
    sealedPages: head.sealed_pages,
    state,
    content: contentFor(head.scenario_key),
  };
}

/** True when every part of the state is the very object it was (commands copy what they change). */
function changesNothing(before: GameState, after: GameState): boolean {
  if (before === after) return true;
  const keys = Object.keys(after) as (keyof GameState)[];
  return (
    keys.length === Object.keys(before).length && keys.every((key) => after[key] === before[key])
  );
}

export type CommandOutcome =
  | { ok: true; state: GameState; events: EngineEvent[]; content: GameContent; version: number }
  | (Rejection & { state: GameState });

/**
 * Applies one command to an instance in one transaction; a rejection changes nothing. The
 * command may be worked out from the current state (e.g. whether a transfer's target is the card).
 */
export async function runCommand(
  db: Db,
  dialect: Dialect,
  instanceId: string,
  userId: string,
  command: Command | ((state: GameState) => Command),
): Promise<CommandOutcome> {
  return db.transaction().execute(async (trx) => {
    const loaded = await loadInstance(trx, instanceId, userId, { lock: dialect });
    const resolved = typeof command === 'function' ? command(loaded.state) : command;
    const result = applyCommand(loaded.state, resolved, loaded.content);
    if (!result.ok) return { ...result, state: loaded.state };
    if (changesNothing(loaded.state, result.state)) {
      // Starting a week already under way, asking again for this week's question: answered, but
      // neither stored nor logged (replaying the log without it gives the same game).
      return { ...loaded, ok: true as const, state: loaded.state, events: result.events };
    }
    const now = new Date().toISOString();
    const version = loaded.version + 1;
    const { fields, newPages } = rowFields(result.state, loaded.sealedPages);
    await insertLedgerPages(trx as Db, instanceId, newPages);
    await updateInstance(trx as Db, {
      ...fields,
      version,
      updated_at: now,
      id: instanceId,
    });
    await appendCommand(trx as Db, {
      instance_id: instanceId,
      seq: version,
      command: JSON.stringify(resolved),
      created_at: now,
    });
    rememberState(instanceId, version, result.state);
    return {
      ok: true as const,
      content: loaded.content,
      state: result.state,
      events: result.events,
      version,
    };
  });
}

const selectPlayerInstances = preparedQuery(
  ['gameLinkId', 'playerId'],
  (db, { gameLinkId, playerId }) =>
    db
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
      .orderBy('game_instances.created_at'),
);

export async function listPlayerInstances(db: Db, gameLinkId: string, playerId: string) {
  return selectPlayerInstances(db, { gameLinkId, playerId });
}
