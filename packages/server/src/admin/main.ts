// `npm run admin -- <command>`: works on whatever database DATABASE_URL names.
import { ConfigError, loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { linkNote, runAdminCommand, UsageError } from './commands';

const config = loadConfig();
const database = connect(config.databaseUrl, { poolSize: 1 });
try {
  await migrateToLatest(database.db);
  const argv = process.argv.slice(2);
  const lines = await runAdminCommand(database.db, config, argv);
  process.stdout.write(`${lines.join('\n')}\n`);
  const note = linkNote(config, process.env, argv);
  if (note) process.stderr.write(`${note}\n`);
} catch (error) {
  console.error(
    error instanceof UsageError || error instanceof ConfigError ? error.message : error,
  );
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
