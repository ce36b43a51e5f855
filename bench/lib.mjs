// Shared pieces of the benchmarks: processes, ports and autocannon runs.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const CONNECTIONS = 50;

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Starts a node process and resolves once its stdout contains `readyText`. */
export function startProcess(args, env, readyText) {
  return new Promise((done, fail) => {
    const child = spawn('node', args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const timer = setTimeout(() => fail(new Error(`not ready after 30 s:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(readyText)) {
        clearTimeout(timer);
        done({ child, output });
      }
    });
    child.once('exit', (code) => fail(new Error(`exited with ${code}:\n${output}`)));
  });
}

export function stop(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

/** The commit measured, and whether the work tree had changes beside it. */
export function revision() {
  try {
    const git = (...args) =>
      execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'an unknown commit (not a git work tree)';
  }
}

export function admin(env, ...args) {
  return execFileSync('node', [join(root, 'packages/server/dist/admin.js'), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  }).trim();
}

/** Loads a URL with `connections` keep-alive connections; returns requests/s and p99 latency. */
export async function load(options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  if (options.requests) result.non2xx = result.non2xx ?? 0;
  const failures = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, failures };
}

export async function warm(url) {
  await autocannon({ url, connections: 10, duration: 1 });
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The p-th percentile of `values` (nearest rank); NaN when there are none. */
export const percentile = (values, p) =>
  values.length === 0
    ? NaN
    : [...values].sort((a, b) => a - b)[
        Math.min(values.length - 1, Math.floor((values.length * p) / 100))
      ];

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Loads the server and its ceiling in alternating rounds, so background load on a shared machine
 * hits both alike, and returns the median of each.
 */
export async function compare(serverOptions, ceilingOptions, rounds = ROUNDS) {
  const server = [];
  const ceiling = [];
  for (let round = 0; round < rounds; round += 1) {
    server.push(await load(serverOptions));
    ceiling.push(await load(ceilingOptions));
  }
  const pick = (runs) => ({
    rps: median(runs.map((run) => run.rps)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  });
  const ratios = server.map((run, i) => run.rps / ceiling[i].rps);
  return {
    measured: pick(server),
    ceiling: pick(ceiling),
    ratio: median(ratios),
    ratios,
  };
}

export function report(name, { measured, ceiling, ratio, ratios }, target) {
  const pass = ratio >= target;
  console.log(
    [
      `${name}`,
      `  server : ${measured.rps.toFixed(0).padStart(7)} req/s   p99 ${String(measured.p99).padStart(4)} ms   failures ${measured.failures}`,
      `  ceiling: ${ceiling.rps.toFixed(0).padStart(7)} req/s   p99 ${String(ceiling.p99).padStart(4)} ms   (bare node:http + better-sqlite3)`,
      `  ratio  : ${ratio.toFixed(2)} (median of ${ROUNDS} alternating rounds: ${ratios.map((r) => r.toFixed(2)).join(' ')}) (target >= ${target}) ${pass ? 'PASS' : 'BELOW TARGET'}`,
    ].join('\n'),
  );
  return pass && measured.failures === 0;
}
