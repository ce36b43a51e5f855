import { sql, type Transaction } from 'kysely';
import {
  selectAgainstPar,
  selectGame,
  type Command,
  type GameContent,
  type GameState,
  type ParCurve,
} from '@mc/engine';
import type { Db, Dialect } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import type { DatabaseSchema, GameInstanceRow } from '../db/schema';
import { contentForScenario } from '../games/content';
import { parCurveOf } from '../par/curves';
import { selectInstanceHead, type InstanceHead } from './head';
import { cachedState, rememberState } from './state-cache';
import {
  PAGE_KINDS,
  restoredState,
  storedState,
  type NewPage,
  type PageKind,
  type SealedCounts,
} from './stored-state';

// How game instances are kept: a row per instance (its state without its sealed pages, and the
// few fields other screens list without loading it), its sealed pages, its command log,
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
  /** Par for the instance's world and persona (par/curves.ts). */
  par: ParCurve;
}

const NONE_SEALED: SealedCounts = { ledger: 0, messages: 0, diary: 0 };

/** The sealed pages of each kind an instance's row counts. */
const sealedCountsOf = (row: {
  sealed_pages: number;
  sealed_message_pages: number;
  sealed_diary_pages: number;
}): SealedCounts => ({
  ledger: row.sealed_pages,
  messages: row.sealed_message_pages,
  diary: row.sealed_diary_pages,
});

/** The row's columns for a state, and the pages sealed since the `stored` counts. */
function rowFields(state: GameState, stored: SealedCounts, par: ParCurve) {
  const view = selectGame(state);
  const parts = storedState(state, stored);
  return {
    fields: {
      current_week: view.currentWeek,
      is_game_complete: view.isGameComplete ? 1 : 0,
      net_position_cents: view.netPositionCents,
      against_par_cents: selectAgainstPar(state, par).againstParCents,
      state: parts.json,
      sealed_pages: parts.sealed.ledger,
      sealed_message_pages: parts.sealed.messages,
      sealed_diary_pages: parts.sealed.diary,
    },
    newPages: parts.newPages,
  };
}

const INSERT_PAGE = {
  ledger: preparedQuery(['instance_id', 'page_no', 'page'], (db, row) =>
    db.insertInto('ledger_pages').values({
      instance_id: row.instance_id,
      page_no: row.page_no,
      postings: row.page,
    }),
  ),
  messages: preparedQuery(['instance_id', 'page_no', 'page'], (db, row) =>
    db.insertInto('message_pages').values({
      instance_id: row.instance_id,
      page_no: row.page_no,
      messages: row.page,
    }),
  ),
  diary: preparedQuery(['instance_id', 'page_no', 'page'], (db, row) =>
    db.insertInto('diary_pages').values({
      instance_id: row.instance_id,
      page_no: row.page_no,
      answer: row.page,
    }),
  ),
} satisfies Record<PageKind, unknown>;

/** Writes the newly sealed pages of each kind, once each (they never change again). */
async function insertPages(
  trx: Trx,
  instanceId: string,
  newPages: Record<PageKind, NewPage[]>,
): Promise<void> {
  for (const kind of PAGE_KINDS) {
    for (const page of newPages[kind]) {
      await INSERT_PAGE[kind](trx, {
        instance_id: instanceId,
        page_no: page.pageNo,
        page: page.json,
      });
    }
  }
}

type NewInstanceRow = Omit<GameInstanceRow, keyof ReturnType<typeof rowFields>['fields']>;

/** Inserts a new instance with its first state. */
export async function insertInstance(
  trx: Trx,
  row: NewInstanceRow,
  state: GameState,
  par: ParCurve,
): Promise<GameInstanceRow> {
  const { fields, newPages } = rowFields(state, NONE_SEALED, par);
  const stored: GameInstanceRow = { ...row, ...fields };
  await trx.insertInto('game_instances').values(stored).execute();
  await insertPages(trx, row.id, newPages);
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
  db
    .selectFrom('game_instances')
    .select(['state', 'sealed_pages', 'sealed_message_pages', 'sealed_diary_pages', 'version'])
    .where('id', '=', id),
);

// The sealed pages of both kinds in one statement, and only those the row counts: a command
// committed since the row was read may have sealed more.
const selectSealedPages = preparedQuery(['id', 'ledger', 'messages', 'diary'], (db, params) =>
  db
    .selectFrom('ledger_pages')
    .select([sql<PageKind>`'ledger'`.as('kind'), 'page_no', 'postings as page'])
    .where('instance_id', '=', params.id)
    .where('page_no', '<', params.ledger)
    .unionAll(
      db
        .selectFrom('message_pages')
        .select([sql<PageKind>`'messages'`.as('kind'), 'page_no', 'messages as page'])
        .where('instance_id', '=', params.id)
        .where('page_no', '<', params.messages),
    )
    .unionAll(
      db
        .selectFrom('diary_pages')
        .select([sql<PageKind>`'diary'`.as('kind'), 'page_no', 'answer as page'])
        .where('instance_id', '=', params.id)
        .where('page_no', '<', params.diary),
    ),
);

/** The sealed pages' JSON of each kind, in order; throws when the row counts pages not there. */
async function readSealedPages(db: Db, instanceId: string, counts: SealedCounts) {
  const rows = await selectSealedPages(db, { id: instanceId, ...counts });
  const pages: Record<PageKind, string[]> = { ledger: [], messages: [], diary: [] };
  for (const row of rows.sort((a, b) => a.page_no - b.page_no)) {
    if (row.page_no === pages[row.kind].length) pages[row.kind].push(row.page);
  }
  for (const kind of PAGE_KINDS) {
    if (pages[kind].length !== counts[kind]) {
      throw new Error(
        `instance ${instanceId}: ${pages[kind].length} of ${counts[kind]} ${kind} pages`,
      );
    }
  }
  return pages;
}

/** The whole state of an instance from its row and its sealed pages, and its version. */
async function readState(
  db: Db,
  instanceId: string,
): Promise<{ state: GameState; version: number } | undefined> {
  const [row] = await selectState(db, { id: instanceId });
  if (!row) return undefined;
  const counts = sealedCountsOf(row);
  const pages = PAGE_KINDS.some((kind) => counts[kind] > 0)
    ? await readSealedPages(db, instanceId, counts)
    : { ledger: [], messages: [], diary: [] };
  return { state: restoredState(row.state, pages), version: row.version };
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
  const par = await parCurveOf(db, head.game_id, state.scenarioId);
  return { id: instanceId, head, state, content: contentForScenario(state.scenarioId), par };
}

const updateInstance = preparedQuery(
  [
    'current_week',
    'is_game_complete',
    'net_position_cents',
    'against_par_cents',
    'state',
    'sealed_pages',
    'sealed_message_pages',
    'sealed_diary_pages',
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
        against_par_cents: row.against_par_cents,
        state: row.state,
        sealed_pages: row.sealed_pages,
        sealed_message_pages: row.sealed_message_pages,
        sealed_diary_pages: row.sealed_diary_pages,
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
  const { fields, newPages } = rowFields(state, sealedCountsOf(stored.head), stored.par);
  await insertPages(trx, stored.id, newPages);
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
        'game_instances.against_par_cents',
        'game_instances.is_practice',
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
