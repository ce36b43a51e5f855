import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { connect, sqlitePath, type Db, type Dialect } from './connect';
import type { DatabaseSchema } from './schema';

// A database opened to be looked at, apart from any server: an SQLite file read-only (so a check
// cannot change what it checks), or a PostgreSQL database through a small pool. Nothing here
// migrates: the caller decides whether the schema may be brought up to date.

export interface ReadOnlyDatabase {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

export function openReadOnly(databaseUrl: string): ReadOnlyDatabase {
  if (databaseUrl.startsWith('sqlite:')) {
    const sqlite = new SQLite(sqlitePath(databaseUrl), { readonly: true, fileMustExist: true });
    const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const { db } = connect(databaseUrl, { poolSize: 2 });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
