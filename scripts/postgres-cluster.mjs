// A throwaway PostgreSQL cluster: initdb with trust authentication in a temporary directory, a
// free port on 127.0.0.1, and no fsync (tests and benchmarks measure the database's work, not this
// disk's). Used by with-postgres.mjs (the integration suite) and bench/year.mjs.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
function run(binary, args) {
  const [file, argv] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
      : [binary, args];
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
  console.log('PostgreSQL: installing Debian postgresql with apt-get');
  const apt = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'postgresql'])) return findBinDir();
  return undefined;
}

/**
 * Starts a cluster; `options` are more `-c name=value` settings for the server. Resolves with its
 * URL, the postmaster's process id, and `stop()`, which stops it and removes its files.
 */
export async function startCluster(options = []) {
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
    const settings = [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200',
      ...options.map((option) => `-c ${option}`),
    ].join(' ');
    run(join(bin, 'pg_ctl'), [
      'start',
      '-D',
      data,
      '-o',
      settings,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-s',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, postmaster, stop };
}
