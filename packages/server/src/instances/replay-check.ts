import { isDeepStrictEqual } from 'node:util';
import { replay, type Command, type GameState } from '@mc/engine';
import type { Db } from '../db/connect';
import { contentForScenario } from '../games/content';
import { PAGE_KINDS, restoredState, type PageKind } from './stored-state';

// Does a stored game equal the replay of its command log? The server rebuilds a game exactly so
// (its state from the row and the sealed pages the row counts, brought up to date by
// restoredState; its command log replayed with the game's own scenario and settings), so a game
// that passes here is one the server can serve and a teacher can replay. Used wherever a
// database is checked apart from a running server: the crash test (scripts/crash-test.mjs) and
// `npm run admin -- verify-backup` (admin/backup.ts).

/** A command as logged, with its number in the log. */
export type LoggedCommand = Command & { seq: number };

/** A game as stored: the state the server would load, its seeds and its command log. */
export interface StoredGame {
  instanceId: string;
  version: number;
  gameSeed: number;
  instanceSeed: number;
  state: GameState;
  commands: LoggedCommand[];
  /** What was found wrong while reading it (sealed pages the row counts but the table lacks). */
  problems: string[];
}

/** Where each kind of sealed page is kept, its column, and the instance's column that counts them. */
const PAGE_TABLES = {
  ledger: { table: 'ledger_pages', column: 'postings', counted: 'sealed_pages' },
  messages: { table: 'message_pages', column: 'messages', counted: 'sealed_message_pages' },
  diary: { table: 'diary_pages', column: 'answer', counted: 'sealed_diary_pages' },
} as const satisfies Record<PageKind, unknown>;

/** The ids of every stored game, in a fixed order. */
export async function storedGameIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('game_instances').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** One stored game, undefined when there is none; throws when its row or log cannot be read. */
export async function readStoredGame(db: Db, instanceId: string): Promise<StoredGame | undefined> {
  const row = await db
    .selectFrom('game_instances as i')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .select([
      'i.seed',
      'i.state',
      'i.version',
      'i.sealed_pages',
      'i.sealed_message_pages',
      'i.sealed_diary_pages',
      'g.seed as game_seed',
    ])
    .where('i.id', '=', instanceId)
    .executeTakeFirst();
  if (!row) return undefined;
  const problems: string[] = [];
  const pages = {} as Record<PageKind, string[]>;
  for (const kind of PAGE_KINDS) {
    const { table, column, counted } = PAGE_TABLES[kind];
    const upTo = Number(row[counted]);
    const found = await db
      .selectFrom(table)
      .select(`${column} as page`)
      .where('instance_id', '=', instanceId)
      .where('page_no', '<', upTo)
      .orderBy('page_no')
      .execute();
    pages[kind] = found.map((page) => page.page);
    if (pages[kind].length !== upTo)
      problems.push(`${pages[kind].length} of the ${upTo} sealed ${kind} pages it counts`);
  }
  const log = await db
    .selectFrom('instance_commands')
    .select(['seq', 'command'])
    .where('instance_id', '=', instanceId)
    .orderBy('seq')
    .execute();
  return {
    instanceId,
    version: Number(row.version),
    gameSeed: Number(row.game_seed),
    instanceSeed: Number(row.seed),
    state: restoredState(row.state, pages),
    commands: log.map((entry) => ({
      ...(JSON.parse(entry.command) as Command),
      seq: Number(entry.seq),
    })),
    problems,
  };
}

const plain = (state: unknown): unknown => JSON.parse(JSON.stringify(state));

/**
 * What is wrong with a stored game: its log not numbered 1 to its version, logged commands the
 * engine now rejects, or a replay that differs from the stored state (named by the state's parts
 * that differ). Empty when the game is sound.
 */
export function replayProblems(game: StoredGame): string[] {
  const problems = [...game.problems];
  const { state, commands } = game;
  if (
    commands.length !== game.version ||
    commands.some((command, index) => command.seq !== index + 1)
  )
    problems.push(`the command log's numbers are not 1..${game.version}`);
  // The scenario the instance plays (its persona's, by the id its state keeps) and the settings
  // it was created with (the game's quiz rule, end survey, money check, a family adult's role
  // play), as the teacher's replay rebuilds it.
  const replayed = replay(
    {
      content: contentForScenario(state.scenarioId),
      gameSeed: game.gameSeed,
      instanceSeed: game.instanceSeed,
      totalWeeks: state.totalWeeks as 26 | 27,
      playerName: state.player.name,
      settings: state.settings,
    },
    commands.map(({ seq: _seq, ...command }) => command as Command),
  );
  if (replayed.rejected.length > 0)
    problems.push(`${replayed.rejected.length} logged commands are rejected on replay`);
  const stored = plain(state) as Record<string, unknown>;
  const again = plain(replayed.state) as Record<string, unknown>;
  if (!isDeepStrictEqual(again, stored)) {
    const parts = [...new Set([...Object.keys(stored), ...Object.keys(again)])].filter(
      (key) => !isDeepStrictEqual(again[key], stored[key]),
    );
    problems.push(`the replay differs from the stored state in ${parts.join(', ')}`);
  }
  return problems;
}

/** A stored game checked: how many commands it replayed, and what is wrong (empty: sound). */
export interface GameCheck {
  instanceId: string;
  commands: number;
  problems: string[];
}

/**
 * Reads and replays one stored game. A game that cannot even be read (a row whose state is not
 * JSON, a scenario this server does not have) is a problem of that game, not a crash.
 */
export async function checkStoredGame(db: Db, instanceId: string): Promise<GameCheck> {
  try {
    const game = await readStoredGame(db, instanceId);
    if (!game) return { instanceId, commands: 0, problems: ['it is not there'] };
    return { instanceId, commands: game.commands.length, problems: replayProblems(game) };
  } catch (error) {
    return {
      instanceId,
      commands: 0,
      problems: [`it cannot be read: ${(error as Error).message}`],
    };
  }
}
