import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Db, Dialect } from '../db/connect';
import { SHIPPED_MIGRATIONS } from '../db/migrate';
import { checkStoredGame, storedGameIds, type GameCheck } from '../instances/replay-check';
import { UsageError } from './commands';

// What a backup holds, in the words its commands print: the figures after a backup or restore,
// the schema's migrations beside the ones this server ships, and every game replayed.

/** How many of what a database holds. */
export interface Figures {
  tables: number;
  links: number;
  accounts: number;
  games: number;
  commands: number;
}

const number = (value: number) => value.toLocaleString('en-AU');
const plural = (count: number, one: string, many = `${one}s`) =>
  `${number(count)} ${count === 1 ? one : many}`;

/** The figures of a database, or of a transaction's snapshot of one. */
export async function figuresOf(db: Db, dialect: Dialect): Promise<Figures> {
  const rows = async (table: 'game_links' | 'users' | 'game_instances' | 'instance_commands') =>
    Number(
      (await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
  const tables =
    dialect === 'sqlite'
      ? sql<{ n: number }>`SELECT COUNT(*) AS n FROM sqlite_schema
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
      : sql<{ n: number }>`SELECT COUNT(*) AS n FROM pg_tables WHERE schemaname = current_schema()`;
  return {
    tables: Number((await tables.execute(db)).rows[0]?.n ?? 0),
    links: await rows('game_links'),
    accounts: await rows('users'),
    games: await rows('game_instances'),
    commands: await rows('instance_commands'),
  };
}

export function describeFigures(figures: Figures): string {
  return [
    plural(figures.tables, 'table'),
    plural(figures.links, 'game link'),
    plural(figures.accounts, 'account'),
    plural(figures.games, 'game'),
    plural(figures.commands, 'command'),
  ].join(', ');
}

/** "12.3 MB": a file's size as an operator reads it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return plural(bytes, 'byte');
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The migrations a database has applied, in order; undefined when it has no migration table. */
export async function appliedMigrations(db: Db): Promise<string[] | undefined> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return undefined;
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM ${sql.table(DEFAULT_MIGRATION_TABLE)} ORDER BY name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * The migrations a backup lacks (restore applies them) and those this server does not know: a
 * backup made by a newer version, which this one cannot bring up to date or serve.
 */
export function migrationGap(applied: readonly string[]) {
  return {
    pending: SHIPPED_MIGRATIONS.filter((name) => !applied.includes(name)),
    unknown: applied.filter((name) => !SHIPPED_MIGRATIONS.includes(name)),
  };
}

/** A problem with the schema's migrations, in words; undefined when this server can use it. */
export function migrationProblem(applied: readonly string[] | undefined): string | undefined {
  if (applied === undefined)
    return 'it is not a Money Challenge database: it has no table of migrations';
  const { unknown } = migrationGap(applied);
  if (unknown.length > 0)
    return `it was made by a newer version of the server (migrations ${unknown.join(', ')} are unknown here): use that version`;
  return undefined;
}

export function describeMigrations(pending: readonly string[], where: string): string {
  return pending.length === 0
    ? `up to date (${plural(SHIPPED_MIGRATIONS.length, 'migration')})`
    : `${plural(pending.length, 'migration')} applied to ${where}: ${pending.join(', ')}`;
}

export interface ReplayReport {
  games: number;
  commands: number;
  /** The games whose stored state is not their log's replay, or that cannot be read. */
  mismatches: GameCheck[];
}

/** Every stored game read and replayed from its command log, one at a time. */
export async function replayEveryGame(db: Db): Promise<ReplayReport> {
  const report: ReplayReport = { games: 0, commands: 0, mismatches: [] };
  for (const instanceId of await storedGameIds(db)) {
    const check = await checkStoredGame(db, instanceId);
    report.games += 1;
    report.commands += check.commands;
    if (check.problems.length > 0) report.mismatches.push(check);
  }
  return report;
}

/** At most this many mismatches are listed; the count says how many more. */
const LISTED_MISMATCHES = 50;

export function describeReplay(report: ReplayReport): string[] {
  const lines = [
    `games checked: ${number(report.games)}, commands replayed: ${number(report.commands)}, mismatches: ${number(report.mismatches.length)}`,
  ];
  for (const check of report.mismatches.slice(0, LISTED_MISMATCHES))
    lines.push(`mismatch: game ${check.instanceId}: ${check.problems.join('; ')}`);
  if (report.mismatches.length > LISTED_MISMATCHES)
    lines.push(`... and ${number(report.mismatches.length - LISTED_MISMATCHES)} more games`);
  return lines;
}

/**
 * Restoring replaces everything: refused (unless `force`) when the database holds any game link
 * or account, so a restore never wipes a school's games by a slip of the database's address.
 */
export async function refuseUnlessEmpty(db: Db, where: string, force: boolean): Promise<void> {
  if (force) return;
  const links = await db
    .selectFrom('game_links')
    .select(db.fn.countAll().as('n'))
    .executeTakeFirst();
  const accounts = await db.selectFrom('users').select(db.fn.countAll().as('n')).executeTakeFirst();
  const held = { links: Number(links?.n ?? 0), accounts: Number(accounts?.n ?? 0) };
  if (held.links === 0 && held.accounts === 0) return;
  throw new UsageError(
    `Nothing was restored: the database (${where}) is not empty. It holds ${plural(held.links, 'game link')} and ${plural(held.accounts, 'account')}, which restoring would replace with the backup's. If that is what you want, stop the server and run this again with --force.`,
  );
}

/**
 * The end of verify-backup: its report with a last line saying the backup is sound; or, on any
 * problem or mismatch (or games that could not be replayed at all), the same report as an error,
 * so the command exits non-zero.
 */
export function verdict(
  path: string,
  lines: readonly string[],
  problems: readonly string[],
  replayed: ReplayReport | undefined,
): string[] {
  const report = [
    ...lines,
    ...(replayed ? describeReplay(replayed).map((line) => `  ${line}`) : []),
  ];
  const count = problems.length + (replayed?.mismatches.length ?? 0);
  if (count === 0 && replayed)
    return [
      ...report,
      'The backup is sound: it restores, and every game in it replays to its stored state.',
    ];
  throw new UsageError(
    [
      ...report,
      `verify-backup FAILED: ${plural(Math.max(count, 1), 'problem')} with ${path}. Do not count on this backup: find the cause, and take a new one.`,
    ].join('\n'),
  );
}
