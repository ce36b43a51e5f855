import type { Transaction } from 'kysely';
import { selectGame, type Command, type GameContent, type GameState } from '@mc/engine';
import type { Db, Dialect } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import type { DatabaseSchema, GameInstanceRow } from '../db/schema';
import { contentFor } from '../games/content';
import { selectInstanceHead, type InstanceHead } from './head';
import { cachedState, rememberState } from './state-cache';
import { restoredState, storedState } from './stored-state';

// How game instances are kept: a row per instance (its state without the sealed ledger pages,
// and the few fields other screens list without loading it), its sealed pages, its command log,
// and a per-process cache of parsed states by version. Nothing here asks who is asking: that is
// the access policy's business (access.ts). Functions that must run inside a command's
// transaction take a Transaction, so the compiler holds them to it.

type Trx = Transaction<DatabaseSchema>;

/** An instance as read for a request: its head, its state at the head's version, its content. */
export interface StoredInstance {
  id: string;
  head: InstanceHead;
  state: GameState;
  content: GameContent;
}

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
  trx: Trx,
  instanceId: string,
  pages: { pageNo: number; postings: string }[],
): Promise<void> {
  for (const page of pages) {
    await insertLedgerPage(trx, {
      instance_id: instanceId,
      page_no: page.pageNo,
      postings: page.postings,
    });
  }
}

type NewInstanceRow = Omit<GameInstanceRow, keyof ReturnType<typeof rowFields>['fields']>;

/** Inserts a new instance with its first state. */
export async function insertInstance(
  trx: Trx,
  row: NewInstanceRow,
  state: GameState,
): Promise<GameInstanceRow> {
  const { fields, newPages } = rowFields(state, 0);
  const stored: GameInstanceRow = { ...row, ...fields };
  await trx.insertInto('game_instances').values(stored).execute();
  await insertLedgerPages(trx, row.id, newPages);
  return stored;
}

/** The head of an instance, undefined when there is none. */
export async function readHead(db: Db, instanceId: string): Promise<InstanceHead | undefined> {
  return (await selectInstanceHead(db, { id: instanceId }))[0];
}

const lockRow = preparedQuery(['id'], (db, { id }) =>
  db.selectFrom('game_instances').select(['id']).where('id', '=', id).forUpdate(),
);

/**
 * Serialises commands on one instance: on PostgreSQL the row is locked until the transaction
 * ends, across server processes; SQLite's single write connection already runs one at a time.
 */
export async function lockInstance(trx: Trx, dialect: Dialect, instanceId: string): Promise<void> {
  if (dialect === 'postgres') await lockRow(trx, { id: instanceId });
}

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
): Promise<{ state: GameState; version: number } | undefined> {
  const [row] = await selectState(db, { id: instanceId });
  if (!row) return undefined;
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

/**
 * The instance the head names, its state from the cache when the version is the head's, else
 * read (one statement, plus the sealed pages after a restart). Outside a transaction a command
 * may commit between the head and this read: the state is then newer than the head, and is kept
 * under its own version. Undefined when the instance has gone since its head was read.
 */
export async function loadInstance(
  db: Db,
  instanceId: string,
  head: InstanceHead,
): Promise<StoredInstance | undefined> {
  let state = cachedState(instanceId, head.version);
  if (!state) {
    const read = await readState(db, instanceId);
    if (!read) return undefined;
    state = read.state;
    rememberState(instanceId, read.version, state);
  }
  return { id: instanceId, head, state, content: contentFor(head.scenario_key) };
}

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

/**
 * Stores the state a command made as the instance's next version: its newly sealed ledger pages,
 * the row, and the command in the log. Returns the new version; the caller keeps the state in
 * the cache once the transaction has committed.
 */
export async function storeNextVersion(
  trx: Trx,
  stored: StoredInstance,
  state: GameState,
  command: Command,
): Promise<number> {
  const now = new Date().toISOString();
  const version = stored.head.version + 1;
  const { fields, newPages } = rowFields(state, stored.head.sealed_pages);
  await insertLedgerPages(trx, stored.id, newPages);
  await updateInstance(trx, { ...fields, version, updated_at: now, id: stored.id });
  await appendCommand(trx, {
    instance_id: stored.id,
    seq: version,
    command: JSON.stringify(command),
    created_at: now,
  });
  return version;
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

/** A player's instances on a game link, in the order they were made (the game slots). */
export async function listPlayerInstances(db: Db, gameLinkId: string, playerId: string) {
  return selectPlayerInstances(db, { gameLinkId, playerId });
}
