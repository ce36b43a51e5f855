import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema';

export type Db = Kysely<DatabaseSchema>;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  dialect: Dialect;
  /** Where the data lives, for the start-up line (never includes a password). */
  description: string;
}

// int8 (BIGINT, COUNT) arrives from pg as a string by default. Our int8 columns hold cents and
// counts, far below 2^53, so we parse them as numbers, and refuse rather than lose precision.
pg.types.setTypeParser(20, (value: string) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 out of safe range: ${value}`);
  return parsed;
});

export function sqlitePath(databaseUrl: string): string {
  const path = databaseUrl.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
  return path === ':memory:' ? path : resolve(path);
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running a simple read. Our queries
 * come from a fixed set of shapes, so their prepared statements are kept and reused.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

export function connect(databaseUrl: string, poolSize = 10): Database {
  if (databaseUrl.startsWith('sqlite:')) {
    const path = sqlitePath(databaseUrl);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    return {
      db: new Kysely<DatabaseSchema>({
        dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      }),
      dialect: 'sqlite',
      description: `SQLite file ${path}`,
    };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection that the server drops (a restart, a failover, an administrator) must not
  // take the process down: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
  const url = new URL(databaseUrl);
  return {
    db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
    description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
  };
}
