// The backup commands' part of `npm run admin -- help` (a module of its own: commands.ts prints
// it, and backup.ts needs commands.ts).

export const BACKUP_USAGE = `  backup FILE [--force]
      Writes the whole database to FILE while the server runs (SQLite's online backup, or
      pg_dump's custom format for PostgreSQL); --force replaces an existing FILE.
  restore FILE [--force]
      Replaces the database's contents with the backup in FILE, then brings its schema up to
      date. Stop the server first. Refuses a database with game links or accounts unless --force.
  verify-backup FILE
      Restores a copy of FILE apart from the live database, checks its integrity and replays
      every game's command log to its stored state; exits non-zero on any problem.`;
