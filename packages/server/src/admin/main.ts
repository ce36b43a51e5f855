// `npm run admin -- <command>`: works on whatever database DATABASE_URL names.
import { ConfigError, loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { runAdminCommand, UsageError } from './commands';

const config = loadConfig();
const database = connect(config.databaseUrl, { poolSize: 1 });
try {
  await migrateToLatest(database.db);
  const lines = await runAdminCommand(database.db, config, process.argv.slice(2));
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (error) {
  console.error(
    error instanceof UsageError || error instanceof ConfigError ? error.message : error,
  );
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
