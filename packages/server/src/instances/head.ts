import { preparedQuery } from '../db/prepared';

// The head of a game instance: what every access reads first (whose it is, on which link, which
// version is stored, and what the state needs to be read). Two statements read it: the token
// check of a GET that names an instance (accounts/tokens.ts, one statement for both) and a
// command's transaction (below). Its columns and their meaning are spelled out here only.

export interface InstanceHead {
  user_id: string;
  game_link_id: string;
  game_id: string;
  scenario_key: string;
  version: number;
  /** Sealed pages of the ledger's postings stored apart (ledger_pages). */
  sealed_pages: number;
  /** Sealed pages of the message archive stored apart (message_pages). */
  sealed_message_pages: number;
  /** Diary answers stored apart (diary_pages). */
  sealed_diary_pages: number;
  /** 1: a second or later game of the same game, practice (on no board). */
  is_practice: number;
}

/** The head's columns, from game_instances joined with its game. */
export const INSTANCE_HEAD_COLUMNS = [
  'game_instances.user_id',
  'game_instances.game_link_id',
  'game_instances.game_id',
  'games.scenario_key',
  'game_instances.version',
  'game_instances.sealed_pages',
  'game_instances.sealed_message_pages',
  'game_instances.sealed_diary_pages',
  'game_instances.is_practice',
] as const;

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The head from a row that left-joined the instance: null when there is no such instance. */
export function headOf(row: Nullable<InstanceHead>): InstanceHead | null {
  const { user_id, game_link_id, game_id, scenario_key, version } = row;
  const { sealed_pages, sealed_message_pages, sealed_diary_pages, is_practice } = row;
  return user_id !== null &&
    game_link_id !== null &&
    game_id !== null &&
    scenario_key !== null &&
    version !== null &&
    sealed_pages !== null &&
    sealed_message_pages !== null &&
    sealed_diary_pages !== null &&
    is_practice !== null
    ? {
        user_id,
        game_link_id,
        game_id,
        scenario_key,
        version,
        sealed_pages,
        sealed_message_pages,
        sealed_diary_pages,
        is_practice,
      }
    : null;
}

/** The head of an instance alone (a command reads it inside its transaction). */
export const selectInstanceHead = preparedQuery(['id'], (db, { id }) =>
  db
    .selectFrom('game_instances')
    .innerJoin('games', 'games.id', 'game_instances.game_id')
    .select(INSTANCE_HEAD_COLUMNS)
    .where('game_instances.id', '=', id),
);
