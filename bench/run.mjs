// `npm run bench`: the server's hot paths beside ceilings measured in the same run, then the
// moments when many players act at once (ending the week, a class and a school year signing in).
// Prints each figure and ratio; exits non-zero when a target is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endWeekBench } from './endweek.mjs';
import { closeConnections } from './http.mjs';
import {
  admin,
  compare,
  CONNECTIONS,
  DURATION_S,
  freePort,
  load,
  median,
  report,
  revision,
  ROUNDS,
  root,
  startProcess,
  stop,
  warm,
} from './lib.mjs';
import { seedPlayers, startGames } from './players.mjs';
import { registerStudents, signInAlone, signInBurst } from './signin.mjs';

const dir = mkdtempSync(join(tmpdir(), 'mc-bench-'));
const file = join(dir, 'bench.db');
const env = {
  DATABASE_URL: `sqlite:${file}`,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  DEMO_LINK: 'false',
  NODE_ENV: 'production',
};
// The hot-path runs send far more commands per player than a person can (the transfer run, about
// 40 a second each), so their server lifts the per-player command limit; the end-of-week and
// sign-in benches then run on a server started again with every default.
const LIFTED_COMMAND_LIMIT = {
  PLAYER_COMMANDS_PER_SECOND: '10000',
  PLAYER_COMMAND_BURST: '1000000',
};
const results = [];
// BENCH_ONLY=banking,transfer runs only those (names: gamelink, gamelinks, banking, transfer,
// endweek, endweek1000, signin, signin200).
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name) => !only || only.includes(name);
const BURSTS = ['endweek', 'endweek1000', 'signin', 'signin200'];
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

async function startServer(extraEnv = {}) {
  const port = await freePort();
  const server = await startProcess(
    [join(root, 'packages/server/dist/main.js')],
    { ...env, ...extraEnv, PORT: String(port) },
    'Press Ctrl+C',
  );
  return { child: server.child, base: `http://127.0.0.1:${port}` };
}

/** Many players acting at the same moment, on a server with its default limits. */
async function bursts(base, link, players) {
  if (wanted('endweek')) await endWeekBench({ base, players: players.slice(50, 250), check });

  if (wanted('endweek1000')) {
    const began = performance.now();
    const thousand = seedPlayers(file, link.GameLinkID, 1000, 100_000);
    await startGames(base, link, thousand, { concurrency: 32 });
    console.log(
      `  (setup: 1000 players with a game each in ${((performance.now() - began) / 1000).toFixed(1)} s, 32 at a time)`,
    );
    await endWeekBench({ base, players: thousand, check });
  }

  if (wanted('signin') || wanted('signin200')) {
    const emails = await registerStudents(base, link, wanted('signin200') ? 200 : 40);
    const alone = await signInAlone(base, emails[emails.length - 1]);
    const others = players.slice(0, 20);
    const burst = { base, alone, others, check };
    if (wanted('signin'))
      await signInBurst({
        ...burst,
        label: 'a class',
        emails: emails.slice(0, 40),
        targetMs: 3_000,
      });
    if (wanted('signin200'))
      await signInBurst({ ...burst, label: 'a school year', emails: emails.slice(0, 200) });
  }
}

try {
  console.log(
    `Money Challenge benchmarks on ${revision()}: ${CONNECTIONS} connections, ${DURATION_S} s per run, SQLite in ${dir}\n`,
  );
  const link = JSON.parse(
    admin(env, 'create-link', '--group', 'Bench class', '--max-players', '2000'),
  );

  let server = await startServer(LIFTED_COMMAND_LIMIT);
  const barePort = await freePort();
  const bare = await startProcess(
    [join(root, 'bench/bare-server.mjs'), file, String(barePort)],
    {},
    'ready',
  );
  let base = server.base;
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
      // for the ratios above, so one noisy moment on a shared machine does not decide. Each run
      // has 50 players of its own: a game stores at most 400 commands a week, fewer than a run
      // sends to each of 50 games.
      const transfers = (group) => ({
        url: base,
        requests: asPlayers(group, (player) => {
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
      });
      const groups = Array.from({ length: ROUNDS + 1 }, (_, index) =>
        seedPlayers(file, link.GameLinkID, 50, 1_000 + 50 * index),
      );
      await startGames(base, link, groups.flat(), { concurrency: 16 });
      await load({ ...transfers(groups[0]), duration: 1 });
      const runs = [];
      for (const group of groups.slice(1)) runs.push(await load(transfers(group)));
      const p99 = median(runs.map((run) => run.p99));
      const rps = median(runs.map((run) => run.rps));
      const failures = runs.reduce((sum, run) => sum + run.failures, 0);
      check(
        'POST /api/i/transfer (50 players, one transaction per command)',
        p99 < 50 && failures === 0,
        `${rps.toFixed(0)} req/s, p99 ${p99} ms (median of ${ROUNDS} runs: ${runs.map((run) => run.p99).join(' ')}) (target < 50 ms), failures ${failures}`,
      );
    }
    await stop(bare.child);

    if (BURSTS.some(wanted)) {
      await stop(server.child);
      server = await startServer();
      base = server.base;
      console.log('\n(the server started again with its default limits)');
      await bursts(base, link, players);
    }
  } finally {
    await stop(server.child);
    await stop(bare.child);
    closeConnections();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const failed = results.filter((ok) => !ok).length;
console.log(`\n${results.length - failed} of ${results.length} benchmarks met their targets`);
process.exitCode = failed ? 1 : 0;
