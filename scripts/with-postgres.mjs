// Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server, so the integration suite
// runs on PostgreSQL as well as SQLite. Uses TEST_DATABASE_URL when set; otherwise starts a
// throwaway cluster (initdb with trust authentication, a free port on 127.0.0.1) and removes it
// afterwards. With CI=true PostgreSQL is mandatory; elsewhere a missing server is reported and
// the PostgreSQL suite is skipped.
import { spawn } from 'node:child_process';
import { startCluster } from './postgres-cluster.mjs';

const command = process.argv.slice(2);
const ci = process.env.CI === 'true' || process.env.CI === '1';

let cluster;
const env = { ...process.env };
if (env.TEST_DATABASE_URL) {
  console.log('PostgreSQL suite: using TEST_DATABASE_URL');
} else {
  try {
    cluster = await startCluster();
    env.TEST_DATABASE_URL = cluster.url;
    console.log(`PostgreSQL suite: throwaway cluster on ${cluster.url}`);
  } catch (error) {
    if (ci) {
      console.error(
        `PostgreSQL suite is mandatory with CI=true, but no server could be started: ${error.message}`,
      );
      process.exit(1);
    }
    console.warn(
      `PostgreSQL suite SKIPPED: no server could be started (${error.message}). Set TEST_DATABASE_URL to run it.`,
    );
  }
}

const cleanup = () => cluster?.stop();
const [file, ...args] = command;
const child = spawn(file, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 1 : 0));
});
