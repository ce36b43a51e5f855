import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, readdirSync, statSync } from 'node:fs';
import { devNull } from 'node:os';
import { delimiter, join } from 'node:path';
import { sql } from 'kysely';
import { connect, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
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

// PostgreSQL's side of the backup commands, with PostgreSQL's own programs: pg_dump's custom
// format (compressed, restored table by table) from one snapshot of the database, which the
// figures printed are counted in too; pg_restore in one transaction.

/** Where Debian and Ubuntu install each PostgreSQL version's programs, off the PATH. */
const DEBIAN_POSTGRESQL = '/usr/lib/postgresql';

function isProgram(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** pg_dump or pg_restore: on the PATH, else the newest in /usr/lib/postgresql/<version>/bin. */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  const versions = existsSync(DEBIAN_POSTGRESQL)
    ? readdirSync(DEBIAN_POSTGRESQL).sort((a, b) => Number(b) - Number(a))
    : [];
  const folders = [
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
    ...versions.map((version) => join(DEBIAN_POSTGRESQL, version, 'bin')),
  ];
  const found = folders.map((folder) => join(folder, name)).find(isProgram);
  if (found) return found;
  throw new UsageError(
    `${name} was not found on the PATH or in ${DEBIAN_POSTGRESQL}/<version>/bin. Install PostgreSQL's client programs, of your server's major version or newer (on Debian or Ubuntu for a PostgreSQL 15 server: apt-get install postgresql-client-15), then run this again.`,
  );
}

/**
 * The address for a PostgreSQL program, its password moved to the program's environment: a
 * command line can be read by every user of the machine.
 */
function toolConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** The database as the server's start-up line names it (never with its password). */
function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** Bytes of a program's errors kept for the message: its first lines say what went wrong. */
const ERROR_LIMIT = 4_000;

/** Runs a PostgreSQL program; whether it succeeded, and what it said on stderr if not. */
function runTool(program: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ ok: boolean; error: string }>((resolve) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < ERROR_LIMIT) stderr += chunk.toString();
    });
    child.on('error', (error) => resolve({ ok: false, error: error.message }));
    child.on('close', (code, signal) =>
      resolve({
        ok: code === 0,
        error: stderr.trim().slice(0, ERROR_LIMIT) || `${program} ended with ${code ?? signal}`,
      }),
    );
  });
}

/** pg_restore's options for every restore: objects owned by whoever restores, in one transaction. */
const RESTORE_OPTIONS = [
  '--no-owner',
  '--no-privileges',
  '--single-transaction',
  '--exit-on-error',
];

export async function backupPostgres(db: Db, databaseUrl: string, path: string, force: boolean) {
  const pgDump = findPgTool('pg_dump');
  const target = backupTarget(path, force);
  const { url, env } = toolConnection(databaseUrl);
  let figures;
  try {
    // The figures are counted in the snapshot pg_dump then reads, so they describe the file.
    figures = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const { rows } = await sql<{
          snapshot: string;
        }>`SELECT pg_export_snapshot() AS snapshot`.execute(trx);
        const counted = await figuresOf(trx, 'postgres');
        const dumped = await runTool(
          pgDump,
          [
            '--format=custom',
            `--snapshot=${rows[0]?.snapshot ?? ''}`,
            `--file=${target.partial}`,
            `--dbname=${url}`,
          ],
          env,
        );
        if (!dumped.ok) throw new Error(`pg_dump: ${dumped.error}`);
        return counted;
      });
  } catch (error) {
    target.discard();
    throw new UsageError(
      `The backup failed, and nothing was written to ${path}: ${(error as Error).message}`,
    );
  }
  const size = target.finish();
  return [
    `Backed up ${describeDatabase(databaseUrl)} to ${path}: ${formatBytes(size)}; ${describeFigures(figures)}.`,
    `Check that it restores: npm run admin -- verify-backup ${path}`,
  ];
}

/**
 * Reads the whole archive as pg_restore would restore it (every table's data uncompressed) but
 * writes it nowhere: a damaged archive is found before the database is touched.
 */
async function readWholeArchive(pgRestore: string, path: string) {
  const read = await runTool(pgRestore, [`--file=${devNull}`, path], process.env);
  if (!read.ok)
    throw new UsageError(
      `Nothing was restored: ${path} cannot be read whole as a pg_dump archive (${read.error}). Restore another backup.`,
    );
}

export async function restorePostgres(db: Db, databaseUrl: string, path: string, force: boolean) {
  const pgRestore = findPgTool('pg_restore');
  const where = describeDatabase(databaseUrl);
  await refuseUnlessEmpty(db, where, force);
  await readWholeArchive(pgRestore, path);
  // The backup brings its own tables. Any of ours go first (in one transaction): a newer
  // schema's extra tables would otherwise be in the way of the migrations run after.
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      tablename: string;
    }>`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`.execute(trx);
    for (const { tablename } of rows)
      await sql`DROP TABLE IF EXISTS ${sql.id(tablename)} CASCADE`.execute(trx);
  });
  const { url, env } = toolConnection(databaseUrl);
  const restored = await runTool(pgRestore, [...RESTORE_OPTIONS, `--dbname=${url}`, path], env);
  if (!restored.ok)
    throw new UsageError(
      `The restore failed: ${restored.error}\npg_restore works in one transaction, so it left nothing behind, but the database's tables were removed before it began: ${where} is now empty. Restore another backup (check it first with verify-backup).`,
    );
  const applied = await migrateToLatest(db);
  return [
    `Restored ${path} into ${where}: ${describeFigures(await figuresOf(db, 'postgres'))}.`,
    `Schema: ${describeMigrations(applied, 'the restored database')}.`,
    'Start the server now (restart every server process that was running).',
  ];
}

/** A fresh database's name beside the live one's: `<name>_verify_<random>`, within 63 bytes. */
function verifyDatabaseName(databaseUrl: string): string {
  const live = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const base =
    live
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 40) || 'money_challenge';
  return `${base}_verify_${randomBytes(4).toString('hex')}`;
}

/**
 * Checks a pg_dump backup by restoring it into a temporary database on the same server (created
 * and dropped here), bringing its schema up to date as a restore would, and replaying every game.
 */
export async function verifyPostgres(db: Db, databaseUrl: string, path: string) {
  const pgRestore = findPgTool('pg_restore');
  const name = verifyDatabaseName(databaseUrl);
  const tempUrl = new URL(databaseUrl);
  tempUrl.pathname = `/${name}`;
  const lines = [
    `Verifying ${path} (a PostgreSQL backup, ${formatBytes(statSync(path).size)}) in a temporary database on the same server, apart from the live database:`,
  ];
  const problems: string[] = [];
  try {
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(db);
  } catch (error) {
    throw new UsageError(
      `verify-backup restores the backup into a temporary database on the server, but could not create one (${(error as Error).message}). Let the DATABASE_URL user create databases (ALTER ROLE <user> CREATEDB), or run verify-backup with the address of a user who may.`,
    );
  }
  let replayed: ReplayReport | undefined;
  try {
    const { url, env } = toolConnection(tempUrl.toString());
    const restored = await runTool(pgRestore, [...RESTORE_OPTIONS, `--dbname=${url}`, path], env);
    if (restored.ok) {
      lines.push(
        `  restore: ok (pg_restore into ${name}, every table, key and reference recreated; dropped afterwards)`,
      );
      replayed = await checkRestored(tempUrl.toString(), lines, problems);
    } else {
      problems.push('pg_restore failed');
      lines.push(`  restore: FAILED: ${restored.error}`);
    }
  } finally {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(db);
  }
  return verdict(path, lines, problems, replayed);
}

/** The restored copy's schema brought up to date, its figures, and its games replayed. */
async function checkRestored(url: string, lines: string[], problems: string[]) {
  const temporary = connect(url, { poolSize: 2 });
  try {
    const applied = await appliedMigrations(temporary.db);
    const problem = migrationProblem(applied);
    if (problem !== undefined || applied === undefined) {
      problems.push(problem ?? 'it has no migrations');
      lines.push(`  schema: ${problems.at(-1)}`);
      return undefined;
    }
    const { pending } = migrationGap(applied);
    if (pending.length > 0) await migrateToLatest(temporary.db);
    lines.push(`  schema: ${describeMigrations(pending, 'the copy, as restore would')}`);
    lines.push(`  rows: ${describeFigures(await figuresOf(temporary.db, 'postgres'))}`);
    return await replayEveryGame(temporary.db);
  } catch (error) {
    problems.push(`the restored copy cannot be read: ${(error as Error).message}`);
    lines.push(`  ${problems.at(-1)}`);
    return undefined;
  } finally {
    await temporary.db.destroy();
  }
}
