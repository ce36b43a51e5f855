import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { describeFormat, existingBackup } from './backup-files';
import { backupPostgres, restorePostgres, verifyPostgres } from './backup-postgres';
import { backupSqlite, restoreSqlite, verifySqlite } from './backup-sqlite';
import { UsageError } from './commands';

// Backups that are proven to restore (issue 34): `backup` writes the whole database to a file
// while the server runs, `restore` puts one back (and migrates it), `verify-backup` restores a
// copy apart from the live database and replays every game in it. SQLite uses its online backup
// API; PostgreSQL uses pg_dump and pg_restore. See the README's "Backups".

type BackupCommand = 'backup' | 'restore' | 'verify-backup';

function parseBackupArgs(command: BackupCommand, args: string[]) {
  const example = `npm run admin -- ${command} /var/backups/money-challenge/monday.backup`;
  let parsed;
  try {
    parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: command === 'verify-backup' ? {} : { force: { type: 'boolean' as const } },
    });
  } catch (error) {
    throw new UsageError(
      `${(error as Error).message}\n\n${command} takes one FILE, e.g. ${example}`,
    );
  }
  const [file, ...more] = parsed.positionals;
  if (!file || more.length > 0) throw new UsageError(`${command} takes one FILE, e.g. ${example}`);
  // `npm run` starts commands in the project's folder: a relative FILE means where it was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  return { path, force: (parsed.values as { force?: boolean }).force === true };
}

export async function runBackupCommand(
  db: Db,
  config: Config,
  command: BackupCommand,
  args: string[],
): Promise<string[]> {
  const { path, force } = parseBackupArgs(command, args);
  const live = config.databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'pg_dump';
  if (command === 'backup')
    return live === 'sqlite'
      ? backupSqlite(config.databaseUrl, path, force)
      : backupPostgres(db, config.databaseUrl, path, force);

  const format = existingBackup(path);
  if (format === 'unknown')
    throw new UsageError(
      `${path} is not a backup this command wrote: neither an SQLite database nor pg_dump's custom format.`,
    );
  if (command === 'verify-backup') {
    // An SQLite backup is checked on its own; a PostgreSQL one needs a server to restore into.
    if (format === 'sqlite') return verifySqlite(path);
    if (live === 'sqlite')
      throw new UsageError(
        `${path} is ${describeFormat(format)}: verify-backup restores it into a temporary database on a PostgreSQL server, so set DATABASE_URL to that server (the one it came from will do).`,
      );
    return verifyPostgres(db, config.databaseUrl, path);
  }
  if (format !== live)
    throw new UsageError(
      `${path} is ${describeFormat(format)}, but DATABASE_URL names ${live === 'sqlite' ? 'an SQLite' : 'a PostgreSQL'} database: restore it into a database of its own kind.`,
    );
  return live === 'sqlite'
    ? restoreSqlite(db, config.databaseUrl, path, force)
    : restorePostgres(db, config.databaseUrl, path, force);
}
