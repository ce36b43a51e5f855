// `npm run bench`: the server's hot paths beside ceilings measured in the same run.
// Prints each figure and ratio; exits non-zero when a target is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  admin,
  compare,
  CONNECTIONS,
  DURATION_S,
  freePort,
  load,
  median,
  report,
  ROUNDS,
  root,
  startProcess,
  stop,
  warm,
} from './lib.mjs';
import { seedPlayers, startGames } from './players.mjs';

const dir = mkdtempSync(join(tmpdir(), 'mc-bench-'));
const file = join(dir, 'bench.db');
const env = {
  DATABASE_URL: `sqlite:${file}`,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  DEMO_LINK: 'false',
  NODE_ENV: 'production',
};
const results = [];
// BENCH_ONLY=banking,transfer runs only those (names: gamelink, gamelinks, banking, transfer,
// endweek, signin).
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name) => !only || only.includes(name);
const check = (name, pass, line) => {
  console.log(`${name}\n  ${line} ${pass ? 'PASS' : 'BELOW TARGET'}`);
  results.push(pass);
};

/**
 * Spreads requests over players in turn. (autocannon starts each connection's context afresh for
 * every pass through the request list, so nothing is kept there between requests.)
 */
function asPlayers(players, makeRequest) {
  let next = 0;
  return [
    {
      setupRequest(request) {
        const player = players[next++ % players.length];
        return { ...request, ...makeRequest(player) };
      },
    },
  ];
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ];

try {
  console.log(
    `Money Challenge benchmarks: ${CONNECTIONS} connections, ${DURATION_S} s per run, SQLite in ${dir}\n`,
  );
  const link = JSON.parse(
    admin(env, 'create-link', '--group', 'Bench class', '--max-players', '1000'),
  );

  const serverPort = await freePort();
  const server = await startProcess(
    [join(root, 'packages/server/dist/main.js')],
    { ...env, PORT: String(serverPort) },
    'Press Ctrl+C',
  );
  const barePort = await freePort();
  const bare = await startProcess(
    [join(root, 'bench/bare-server.mjs'), file, String(barePort)],
    {},
    'ready',
  );
  const base = `http://127.0.0.1:${serverPort}`;
  try {
    const gameLinkUrl = `${base}/api/m/gamelink?GameLinkID=${link.GameLinkID}`;
    const bareUrl = `http://127.0.0.1:${barePort}/api/m/gamelink?GameLinkID=${link.GameLinkID}`;
    await warm(gameLinkUrl);
    await warm(bareUrl);
    const ceiling = { url: bareUrl };
    if (wanted('gamelink')) {
      results.push(
        report(
          'GET /api/m/gamelink (public read)',
          await compare({ url: gameLinkUrl }, ceiling),
          0.6,
        ),
      );
    }

    const players = seedPlayers(file, link.GameLinkID, 250);
    await startGames(base, link, players);
    const fifty = players.slice(0, 50);

    if (wanted('gamelinks')) {
      results.push(
        report(
          'GET /api/m/gamelinks (authenticated read: token, link, membership, games)',
          await compare(
            {
              url: base,
              requests: asPlayers(fifty, (player) => ({
                method: 'GET',
                path: `/api/m/gamelinks?GameLinkID=${link.GameLinkID}`,
                headers: { authorization: player.auth },
              })),
            },
            ceiling,
          ),
          0.3,
        ),
      );
    }

    if (wanted('banking')) {
      results.push(
        report(
          'GET /api/i/banking (50 players, each their own game)',
          await compare(
            {
              url: base,
              requests: asPlayers(fifty, (player) => ({
                method: 'GET',
                path: `/api/i/banking?GameInstanceID=${player.instanceId}`,
                headers: { authorization: player.auth },
              })),
            },
            ceiling,
          ),
          0.5,
        ),
      );
    }

    if (wanted('transfer')) {
      // Writes: each player moves $1 back and forth between cash and bank, one transaction each.
      // One second to warm up, then ROUNDS runs; the median run's figures are the result, as
      // for the ratios above, so one noisy moment on a shared machine does not decide.
      const transfers = {
        url: base,
        requests: asPlayers(fifty, (player) => {
          player.toBank = !player.toBank;
          return {
            method: 'POST',
            path: '/api/i/transfer',
            headers: { authorization: player.auth, 'content-type': 'application/json' },
            body: JSON.stringify({
              GameInstanceID: player.instanceId,
              FromAccountInstanceID: player.toBank ? player.cashId : player.accountId,
              ToAccountInstanceID: player.toBank ? player.accountId : player.cashId,
              Amount: 1,
            }),
          };
        }),
      };
      await load({ ...transfers, duration: 1 });
      const runs = [];
      for (let round = 0; round < ROUNDS; round += 1) runs.push(await load(transfers));
      const p99 = median(runs.map((run) => run.p99));
      const rps = median(runs.map((run) => run.rps));
      const failures = runs.reduce((sum, run) => sum + run.failures, 0);
      check(
        'POST /api/i/transfer (50 players, one transaction per command)',
        p99 < 50 && failures === 0,
        `${rps.toFixed(0)} req/s, p99 ${p99} ms (median of ${ROUNDS} runs: ${runs.map((run) => run.p99).join(' ')}) (target < 50 ms), failures ${failures}`,
      );
    }

    if (wanted('endweek')) {
      // 200 players press Finish the week at the same moment.
      const enders = players.slice(50, 250);
      const latencies = [];
      let errors = 0;
      const started = performance.now();
      await Promise.all(
        enders.map(async (player) => {
          const begin = performance.now();
          const response = await fetch(`${base}/api/i/games/endweek`, {
            method: 'POST',
            headers: { authorization: player.auth, 'content-type': 'application/json' },
            body: JSON.stringify({ GameInstanceID: player.instanceId }),
          });
          const body = await response.json();
          if (!body.Success) errors += 1;
          latencies.push(performance.now() - begin);
        }),
      );
      const wall = performance.now() - started;
      check(
        'POST /api/i/games/endweek (200 players at the same moment)',
        errors === 0,
        `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, all done in ${wall.toFixed(0)} ms, errors ${errors}`,
      );
    }

    if (wanted('signin')) {
      // Password checks: how long one takes, and whether other players notice while they run.
      const email = `bench.login@school.test`;
      const password = 'Secret123';
      await fetch(`${base}/api/Account/Register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          GameLinkID: link.GameLinkID,
          Email: email,
          YOB: '2009',
          Password: password,
          ConfirmPassword: password,
          Name: 'Login',
          Surname: '',
          Age: '',
          Gender: 'n',
        }),
      });
      const loginBody = new URLSearchParams({
        grant_type: 'password',
        username: email,
        password,
      }).toString();
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const times = [];
      for (let index = 0; index < 8; index += 1) {
        const begin = performance.now();
        await fetch(`${base}/Token`, { method: 'POST', headers: form, body: loginBody });
        times.push(performance.now() - begin);
      }
      const alone = await load({ url: gameLinkUrl, connections: 20, duration: 3 });
      const loginLoad = autocannon({
        url: `${base}/Token`,
        method: 'POST',
        headers: form,
        body: loginBody,
        connections: 4,
        duration: 4,
      });
      const during = await load({ url: gameLinkUrl, connections: 20, duration: 3 });
      await loginLoad;
      console.log(
        `POST /Token (scrypt N=2^15, r=8, p=3)\n  one password check: median ${percentile(times, 50).toFixed(0)} ms`,
      );
      check(
        'GET /api/m/gamelink while 4 players sign in continuously',
        during.p99 <= Math.max(3 * alone.p99, alone.p99 + 25),
        `p99 ${during.p99} ms beside ${alone.p99} ms without sign-ins (target: at most 3x, or +25 ms)`,
      );
    }
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
