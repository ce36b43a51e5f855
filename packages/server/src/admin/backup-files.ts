import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UsageError } from './commands';

// The backup files themselves: what kind a file is, one to read, and where a new one is written.

/** What a backup file is, by its first bytes. */
export type BackupFormat = 'sqlite' | 'pg_dump' | 'unknown';

const SQLITE_HEADER = 'SQLite format 3\0';
const PG_DUMP_HEADER = 'PGDMP';

export function formatOf(file: string): BackupFormat {
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    const text = head.subarray(0, read).toString('latin1');
    if (text === SQLITE_HEADER) return 'sqlite';
    if (text.startsWith(PG_DUMP_HEADER)) return 'pg_dump';
    return 'unknown';
  } finally {
    closeSync(fd);
  }
}

export const describeFormat = (format: BackupFormat) =>
  format === 'sqlite' ? 'an SQLite backup' : 'a PostgreSQL backup (pg_dump)';

/** An existing backup file to read; a clear refusal when there is none. */
export function existingBackup(path: string): BackupFormat {
  if (!existsSync(path)) throw new UsageError(`There is no file ${path}.`);
  if (!statSync(path).isFile()) throw new UsageError(`${path} is not a file.`);
  if (statSync(path).size === 0) throw new UsageError(`${path} is empty: it is not a backup.`);
  return formatOf(path);
}

/**
 * Where to write a new backup: refused when FILE exists (unless `force`) or its folder does not.
 * The backup is written to a partial file beside it and renamed when whole, so an interrupted
 * backup never leaves a half-written FILE (nor replaces a good one).
 */
export function backupTarget(path: string, force: boolean) {
  if (existsSync(path)) {
    if (statSync(path).isDirectory()) throw new UsageError(`${path} is a folder; name a file.`);
    if (!force)
      throw new UsageError(
        `${path} already exists: name a new file (e.g. with the date), or add --force to replace it.`,
      );
  }
  if (!existsSync(dirname(path)) || !statSync(dirname(path)).isDirectory())
    throw new UsageError(`The folder ${dirname(path)} does not exist: create it first.`);
  const partial = join(
    dirname(path),
    `.${basename(path)}.partial-${randomBytes(4).toString('hex')}`,
  );
  return {
    partial,
    /** Moves the finished backup into place; its size in bytes. */
    finish: () => {
      renameSync(partial, path);
      return statSync(path).size;
    },
    /** Removes what an interrupted backup wrote (SQLite may have begun a journal beside it). */
    discard: () => {
      for (const suffix of ['', '-journal', '-wal', '-shm'])
        rmSync(`${partial}${suffix}`, { force: true });
    },
  };
}
