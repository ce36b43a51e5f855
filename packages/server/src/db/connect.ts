import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { runNamedStatements } from './pg-statements';
import type { DatabaseSchema } from './schema';

export type Db = Kysely<DatabaseSchema>;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  dialect: Dialect;
  /** Where the data lives, for the start-up line (never includes a password). */
  description: string;
  /** With `timeQueries`: where each query's time goes (GET /metrics listens, health/metrics.ts). */
  queryTimes?: QueryTimes;
}

/** Told each query's duration in milliseconds, and whether it failed. */
export interface QueryTimes {
  listener: ((durationMs: number, failed: boolean) => void) | undefined;
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
function withStatementCache(sqlite: SQLite.Database, onClose: () => void) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      onClose();
      sqlite.close();
    },
    /** True while a transaction holds the connection (between its statements). */
    get inTransaction() {
      return sqlite.inTransaction;
    },
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

export type SqliteConnection = ReturnType<typeof withStatementCache>;

// Keyed by the dialect adapter, which a database and its transactions share.
const sqliteConnections = new WeakMap<object, SqliteConnection>();

/**
 * The SQLite connection behind a database or one of its transactions, for hot statements that
 * run on it directly rather than through Kysely's connection queue: better-sqlite3 is
 * synchronous, so a statement runs whole before anything else can. Inside a transaction, that
 * transaction holds the connection; outside one, a read may run directly only while no
 * transaction is open (see db/prepared.ts).
 */
export function sqliteConnectionOf(db: Db): SqliteConnection | undefined {
  return sqliteConnections.get(db.getExecutor().adapter);
}

export interface ConnectOptions {
  poolSize?: number;
  /** SQLite: copy the WAL into the database file on a worker thread (the server does). */
  checkpointInBackground?: boolean;
  checkpointIntervalMs?: number;
  /**
   * Time every query (Kysely's `log`) for GET /metrics. Off unless metrics are: the timing wraps
   * every query. The hot reads that run on SQLite directly (db/prepared.ts) are not timed.
   */
  timeQueries?: boolean;
}

/** Kysely's options for a database that times its queries, and where the times go. */
function queryTiming(on: boolean | undefined): {
  log?: (event: LogEvent) => void;
  queryTimes?: QueryTimes;
} {
  if (!on) return {};
  const queryTimes: QueryTimes = { listener: undefined };
  const log = (event: LogEvent) =>
    queryTimes.listener?.(event.queryDurationMillis, event.level === 'error');
  return { log, queryTimes };
}

/** WAL pages after which the server's own thread checkpoints, should the worker fall behind. */
const FALLBACK_AUTOCHECKPOINT_PAGES = 8000;

/**
 * Starts the checkpointer worker (sqlite-checkpointer.mjs) and returns how to stop it. The
 * connection's own checkpoints move to a distant fallback; should the worker stop, the
 * connection checkpoints as usual again.
 */
function checkpointInBackground(sqlite: SQLite.Database, path: string, intervalMs: number) {
  const worker = new Worker(new URL('./sqlite-checkpointer.mjs', import.meta.url), {
    workerData: { path, intervalMs },
  });
  worker.unref();
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  let stopping = false;
  const fallBack = (why: string) => {
    if (stopping || !sqlite.open) return;
    stopping = true;
    process.emitWarning(`SQLite checkpointer stopped (${why}); checkpointing on the main thread`);
    sqlite.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('message', (message: { warning?: string }) => {
    if (message.warning) process.emitWarning(message.warning);
  });
  worker.on('error', (error) => fallBack(error.message));
  worker.on('exit', (code) => fallBack(`exit code ${code}`));
  return () => {
    stopping = true;
    worker.postMessage('stop');
  };
}

export function connect(databaseUrl: string, options: ConnectOptions = {}): Database {
  const { poolSize = 10 } = options;
  if (databaseUrl.startsWith('sqlite:')) {
    const path = sqlitePath(databaseUrl);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const stopCheckpointer =
      options.checkpointInBackground && path !== ':memory:'
        ? checkpointInBackground(sqlite, path, options.checkpointIntervalMs ?? 200)
        : () => {};
    const connection = withStatementCache(sqlite, stopCheckpointer);
    const { log, queryTimes } = queryTiming(options.timeQueries);
    const db = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: connection }),
      ...(log ? { log } : {}),
    });
    sqliteConnections.set(db.getExecutor().adapter, connection);
    return {
      db,
      dialect: 'sqlite',
      description: `SQLite file ${path}`,
      ...(queryTimes ? { queryTimes } : {}),
    };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection that the server drops (a restart, a failover, an administrator) must not
  // take the process down: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
  pool.on('connect', runNamedStatements);
  const url = new URL(databaseUrl);
  const { log, queryTimes } = queryTiming(options.timeQueries);
  return {
    db: new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool }),
      ...(log ? { log } : {}),
    }),
    dialect: 'postgres',
    description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
    ...(queryTimes ? { queryTimes } : {}),
  };
}
