// `npm run bench`: the server's hot paths beside ceilings measured in the same run.
// Prints each figure and ratio; exits non-zero when a target is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  admin,
  compare,
  CONNECTIONS,
  DURATION_S,
  freePort,
  report,
  root,
  startProcess,
  stop,
  warm,
} from './lib.mjs';

const dir = mkdtempSync(join(tmpdir(), 'mc-bench-'));
const env = {
  DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  DEMO_LINK: 'false',
  NODE_ENV: 'production',
};
const results = [];

try {
  console.log(
    `Money Challenge benchmarks: ${CONNECTIONS} connections, ${DURATION_S} s per run, SQLite in ${dir}\n`,
  );
  const { GameLinkID } = JSON.parse(admin(env, 'create-link', '--group', 'Bench class'));

  const serverPort = await freePort();
  const server = await startProcess(
    [join(root, 'packages/server/dist/main.js')],
    { ...env, PORT: String(serverPort) },
    'Press Ctrl+C',
  );
  const barePort = await freePort();
  const bare = await startProcess(
    [join(root, 'bench/bare-server.mjs'), join(dir, 'bench.db'), String(barePort)],
    {},
    'ready',
  );
  try {
    const gameLinkUrl = `http://127.0.0.1:${serverPort}/api/m/gamelink?GameLinkID=${GameLinkID}`;
    const bareUrl = `http://127.0.0.1:${barePort}/api/m/gamelink?GameLinkID=${GameLinkID}`;
    await warm(gameLinkUrl);
    await warm(bareUrl);
    results.push(
      report('GET /api/m/gamelink', await compare({ url: gameLinkUrl }, { url: bareUrl }), 0.6),
    );
  } finally {
    await stop(server.child);
    await stop(bare.child);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const failed = results.filter((ok) => !ok).length;
console.log(`\n${results.length - failed} of ${results.length} benchmarks met their targets`);
process.exitCode = failed ? 1 : 0;
