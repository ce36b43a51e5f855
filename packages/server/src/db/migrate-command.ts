// `npm run migrate`: brings the database named by DATABASE_URL to the latest schema.
import { loadConfig } from '../config';
import { connect } from './connect';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const database = connect(config.databaseUrl, { poolSize: 1 });
try {
  const applied = await migrateToLatest(database.db);
  console.log(
    applied.length > 0
      ? `Applied ${applied.join(', ')} to ${database.description}`
      : `${database.description} is up to date`,
  );
} finally {
  await database.db.destroy();
}
