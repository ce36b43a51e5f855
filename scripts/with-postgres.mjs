// Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server, so the integration suite
// runs on PostgreSQL as well as SQLite. Uses TEST_DATABASE_URL when set; otherwise starts a
// throwaway cluster (initdb with trust authentication, a free port on 127.0.0.1) and removes it
// afterwards. With CI=true PostgreSQL is mandatory; elsewhere a missing server is reported and
// the PostgreSQL suite is skipped.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
const ci = process.env.CI === 'true' || process.env.CI === '1';

function findBinDir() {
  const fromPgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [];
  if (fromPgConfig.status === 0) candidates.push(fromPgConfig.stdout.trim());
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a)))
      candidates.push(join(root, version, 'bin'));
  }
  return candidates.find(
    (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root, so as root its tools run as the postgres user. */
function asOwner(binary, args) {
  if (process.getuid?.() === 0) return ['runuser', ['-u', 'postgres', '--', binary, ...args]];
  return [binary, args];
}

function run(binary, args) {
  const [file, argv] = asOwner(binary, args);
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${binary} failed: ${result.stderr || result.stdout || result.error}`);
}

/**
 * The server's binaries, installed with apt-get as root on Debian when none are found (as
 * ensure-browser.mjs does for Chromium), so a fresh machine needs nothing installed by hand.
 */
function ensureBinDir() {
  const found = findBinDir();
  if (found || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return found;
  console.log('PostgreSQL suite: installing Debian postgresql with apt-get');
  const apt = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'postgresql'])) return findBinDir();
  return undefined;
}

async function startCluster() {
  const bin = ensureBinDir();
  if (!bin) throw new Error('no PostgreSQL server binaries found (initdb, pg_ctl)');
  const dir = mkdtempSync(join(tmpdir(), 'mc-pg-'));
  if (process.getuid?.() === 0)
    chownSync(
      dir,
      Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout),
      Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
    );
  const data = join(dir, 'data');
  const port = await freePort();
  const stop = () => {
    try {
      run(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-s']);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run(join(bin, 'pg_ctl'), [
      'start',
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-s',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

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
