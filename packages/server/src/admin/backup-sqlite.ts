import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { connect, sqlitePath, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { openReadOnly } from '../db/read-only';
import {
  appliedMigrations,
  describeFigures,
  describeMigrations,
  figuresOf,
  formatBytes,
  migrationGap,
  migrationProblem,
  refuseUnlessEmpty,
  replayEveryGame,
  type ReplayReport,
  verdict,
} from './backup-contents';
import { backupTarget } from './backup-files';
import { UsageError } from './commands';

// SQLite's side of the backup commands. A backup is a copy made with SQLite's online backup API
// from a connection of its own: it reads one consistent snapshot while the server goes on
// writing (WAL lets a reader and the writer run together), and is then turned into a single
// self-contained file (no -wal beside it). A restore copies a backup into the database with the
// same API rather than over the file: a plain copy would meet the live database's -wal file,
// whose frames SQLite would then lay over the restored pages.

/**
 * Pages per step: all of them. Between two steps a write by another connection (the server)
 * would start the copy again from the beginning, so a busy database could never be copied in
 * steps; one step holds one read snapshot instead, and the writer is not held up by it.
 */
const ALL_PAGES = 0x7fffffff;

function liveFile(databaseUrl: string): string {
  const path = sqlitePath(databaseUrl);
  if (path === ':memory:')
    throw new UsageError(
      'DATABASE_URL names a database in memory: there is no file to back up or restore.',
    );
  return path;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function backupSqlite(databaseUrl: string, path: string, force: boolean) {
  const live = liveFile(databaseUrl);
  const target = backupTarget(path, force);
  let figures;
  try {
    const source = new SQLite(live, { readonly: true, fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(target.partial, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    const copy = new SQLite(target.partial);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const written = openReadOnly(`sqlite:${target.partial}`);
    try {
      figures = await figuresOf(written.db, 'sqlite');
    } finally {
      await written.close();
    }
  } catch (error) {
    target.discard();
    throw new UsageError(
      `The backup failed, and nothing was written to ${path}: ${messageOf(error)}`,
    );
  }
  const size = target.finish();
  return [
    `Backed up SQLite file ${live} to ${path}: ${formatBytes(size)}; ${describeFigures(figures)}.`,
    `Check that it restores: npm run admin -- verify-backup ${path}`,
  ];
}

/** SQLite's own check of a database: ['ok'] when sound, else its first problems, a line each. */
async function integrityOf(db: Db): Promise<string[]> {
  const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check(20)`.execute(db);
  return rows
    .flatMap((row) => row.integrity_check.split('\n'))
    .filter((line) => line !== '' && !line.startsWith('*** in database'));
}

const isSound = (integrity: string[]) => integrity.length === 1 && integrity[0] === 'ok';

/** At most this many of the integrity check's problems are printed. */
const LISTED_INTEGRITY_PROBLEMS = 5;

function describeIntegrity(integrity: string[]): string[] {
  if (isSound(integrity)) return ['ok'];
  const more = integrity.length - LISTED_INTEGRITY_PROBLEMS;
  return [
    'FAILED',
    ...integrity.slice(0, LISTED_INTEGRITY_PROBLEMS),
    ...(more > 0 ? [`... and ${more} more`] : []),
  ];
}

/** Rows that refer to a row that is not there (foreign keys), by table. */
async function orphansOf(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(db);
  const byTable = new Map<string, number>();
  for (const row of rows) byTable.set(row.table, (byTable.get(row.table) ?? 0) + 1);
  return [...byTable].map(([table, count]) => `${count} in ${table}`);
}

export async function restoreSqlite(db: Db, databaseUrl: string, path: string, force: boolean) {
  const live = liveFile(databaseUrl);
  await refuseUnlessEmpty(db, `SQLite file ${live}`, force);
  const backup = openReadOnly(`sqlite:${path}`);
  try {
    const integrity = await integrityOf(backup.db);
    if (!isSound(integrity))
      throw new UsageError(
        [
          `Nothing was restored: ${path} fails SQLite's integrity check. Restore another backup.`,
          ...describeIntegrity(integrity)
            .slice(1)
            .map((line) => `  ${line}`),
        ].join('\n'),
      );
    const problem = migrationProblem(await appliedMigrations(backup.db));
    if (problem) throw new UsageError(`Nothing was restored: ${problem}.`);
  } finally {
    await backup.close();
  }
  const source = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    await source.backup(live, { progress: () => ALL_PAGES });
  } catch (error) {
    throw new UsageError(
      `The restore failed (${messageOf(error)}); SQLite copies a backup in one transaction, so ${live} is left as it was. Is the server still running? Stop it first.`,
    );
  } finally {
    source.close();
  }
  const applied = await migrateToLatest(db);
  return [
    `Restored ${path} into SQLite file ${live}: ${describeFigures(await figuresOf(db, 'sqlite'))}.`,
    `Schema: ${describeMigrations(applied, 'the restored database')}.`,
    'Start the server now (restart it if it was running, so that it holds nothing from before).',
  ];
}

/**
 * Checks an SQLite backup on a temporary copy: its integrity and foreign keys read-only, its
 * schema brought up to date as a restore would (on the copy), and every game replayed.
 */
export async function verifySqlite(path: string) {
  const dir = mkdtempSync(join(tmpdir(), 'mc-verify-'));
  const url = `sqlite:${join(dir, 'backup.db')}`;
  const lines = [
    `Verifying ${path} (an SQLite backup, ${formatBytes(statSync(path).size)}) on a temporary copy, apart from the live database:`,
  ];
  const problems: string[] = [];
  let replayed: ReplayReport | undefined;
  try {
    copyFileSync(path, sqlitePath(url));
    const pending = await checkCopy(url, lines, problems);
    if (pending) {
      if (pending.length > 0) {
        const writable = connect(url, { poolSize: 1 });
        try {
          await migrateToLatest(writable.db);
        } finally {
          await writable.db.destroy();
        }
      }
      lines.push(`  schema: ${describeMigrations(pending, 'the copy, as restore would')}`);
      replayed = await replayCopy(url, lines, problems);
    }
  } catch (error) {
    problems.push(messageOf(error));
    lines.push(`  ${messageOf(error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return verdict(path, lines, problems, replayed);
}

/**
 * The read-only checks of the copy; the migrations it lacks, or undefined when it cannot be
 * used at all (not a database of ours, or made by a newer server).
 */
async function checkCopy(url: string, lines: string[], problems: string[]) {
  const copy = openReadOnly(url);
  try {
    const integrity = await integrityOf(copy.db);
    const [said, ...found] = describeIntegrity(integrity);
    lines.push(
      `  integrity: ${said} (PRAGMA integrity_check)`,
      ...found.map((line) => `    ${line}`),
    );
    if (!isSound(integrity)) problems.push('it fails the integrity check');
    const orphans = await orphansOf(copy.db);
    lines.push(
      `  foreign keys: ${orphans.length === 0 ? 'ok' : `rows refer to rows not there: ${orphans.join(', ')}`} (PRAGMA foreign_key_check)`,
    );
    if (orphans.length > 0) problems.push('rows refer to rows that are not there');
    const applied = await appliedMigrations(copy.db);
    const problem = migrationProblem(applied);
    if (problem !== undefined || applied === undefined) {
      problems.push(problem ?? 'it has no migrations');
      lines.push(`  schema: ${problems.at(-1)}`);
      return undefined;
    }
    return migrationGap(applied).pending;
  } catch (error) {
    problems.push(`it cannot be read as an SQLite database: ${messageOf(error)}`);
    lines.push(`  ${problems.at(-1)}`);
    return undefined;
  } finally {
    await copy.close();
  }
}

async function replayCopy(url: string, lines: string[], problems: string[]) {
  const copy = openReadOnly(url);
  try {
    lines.push(`  rows: ${describeFigures(await figuresOf(copy.db, 'sqlite'))}`);
    return await replayEveryGame(copy.db);
  } catch (error) {
    problems.push(`its games cannot be read: ${messageOf(error)}`);
    lines.push(`  ${problems.at(-1)}`);
    return undefined;
  } finally {
    await copy.close();
  }
}
