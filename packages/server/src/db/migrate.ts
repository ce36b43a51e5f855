import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './connect';
import * as m0001 from './migrations/0001-games-and-links';
import * as m0002 from './migrations/0002-accounts-and-instances';
import * as m0003 from './migrations/0003-ledger-pages';
import * as m0004 from './migrations/0004-message-pages';
import * as m0005 from './migrations/0005-game-settings';
import * as m0006 from './migrations/0006-diary-pages';
import * as m0007 from './migrations/0007-leaderboards';
import * as m0008 from './migrations/0008-end-survey';
import * as m0009 from './migrations/0009-teachers';
import * as m0010 from './migrations/0010-par-and-personas';
import * as m0011 from './migrations/0011-link-refusals';
import * as m0012 from './migrations/0012-par-follows-pay';
import * as m0013 from './migrations/0013-class-codes';
import * as m0014 from './migrations/0014-school-sign-in';
import * as m0015 from './migrations/0015-learning-check';
import * as m0016 from './migrations/0016-data-retention';
import * as m0017 from './migrations/0017-state-storage';
import * as m0018 from './migrations/0018-state-last-in-row';

// Listed in code (not read from a folder) so the bundled server carries its migrations with it.
const migrations: Record<string, Migration> = {
  '0001-games-and-links': m0001,
  '0002-accounts-and-instances': m0002,
  '0003-ledger-pages': m0003,
  '0004-message-pages': m0004,
  '0005-game-settings': m0005,
  '0006-diary-pages': m0006,
  '0007-leaderboards': m0007,
  '0008-end-survey': m0008,
  '0009-teachers': m0009,
  '0010-par-and-personas': m0010,
  '0011-link-refusals': m0011,
  '0012-par-follows-pay': m0012,
  '0013-class-codes': m0013,
  '0014-school-sign-in': m0014,
  '0015-learning-check': m0015,
  '0016-data-retention': m0016,
  '0017-state-storage': m0017,
  '0018-state-last-in-row': m0018,
};

/** The shipped migrations, for a Migrator (tests bring a database to an earlier one with it). */
export const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrations this server ships, in order: /health/ready compares the applied ones with it. */
export const SHIPPED_MIGRATIONS: readonly string[] = Object.keys(migrations);

/** Brings the database to the latest schema; safe to run from several processes at once. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}
