import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect, type Database, type Dialect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';

// Every test file gets its own database (a temp SQLite file, or a fresh PostgreSQL database), so
// files and parallel runs never see each other's rows.

const ci = process.env.CI === 'true' || process.env.CI === '1';
const postgresUrl = process.env.TEST_DATABASE_URL;

if (ci && !postgresUrl) {
  throw new Error(
    'CI=true needs the PostgreSQL suite: run the tests through `npm test` or set TEST_DATABASE_URL.',
  );
}
if (!postgresUrl && !process.env.MC_WARNED_PG) {
  process.env.MC_WARNED_PG = '1';
  console.warn(
    'PostgreSQL suite SKIPPED: TEST_DATABASE_URL is not set (npm test starts a server by itself).',
  );
}

export const dialects: Dialect[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  database: Database;
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'mc-sqlite-'));
    const url = `sqlite:${join(dir, 'test.db')}`;
    const database = connect(url);
    await migrateToLatest(database.db);
    return {
      database,
      url,
      async drop() {
        await database.db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `mc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), { poolSize: 20 });
  await migrateToLatest(database.db);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.db.destroy();
      const cleaner = new pg.Client({ connectionString: postgresUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

/** A game row straight into the database, for tests below the API. */
export async function insertGame(db: Database['db'], id: string): Promise<void> {
  await db
    .insertInto('games')
    .values({
      id,
      name: 'Game',
      scenario_key: 'starter',
      seed: 1,
      total_weeks: 26,
      quiz_required: 'some',
      end_survey: 'none',
      pretest: 0,
      end_survey_optional: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
}
