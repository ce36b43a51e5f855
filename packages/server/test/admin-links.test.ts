import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// The admin command line prints the links the server would (issue 10, point 9): PUBLIC_URL, else
// http://localhost:PORT, read from its own environment by the same configuration. Both run here
// as the operator runs them, as processes.

const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'mc-admin-links-'));
const running: ChildProcess[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((done) => server.once('exit', done));
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let databases = 0;
/** The environment of a fresh database, without the PUBLIC_URL or PORT this process may have. */
function environment(settings: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  delete inherited.PUBLIC_URL;
  delete inherited.PORT;
  return {
    ...inherited,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    WEB_DIST: '/nonexistent',
    OUTBOX_DIR: join(dir, 'outbox'),
    DATABASE_URL: `sqlite:${join(dir, `links-${(databases += 1)}.db`)}`,
    ...settings,
  };
}

const tsx = (file: string) => ['--import', 'tsx', join(root, 'packages/server/src', file)];

function admin(env: NodeJS.ProcessEnv, ...args: string[]) {
  const run = spawnSync(process.execPath, [...tsx('admin/main.ts'), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

function createLink(env: NodeJS.ProcessEnv) {
  const run = admin(env, 'create-link', '--group', '10B');
  expect(run.status, run.stderr).toBe(0);
  return { ...(JSON.parse(run.stdout) as { GameLinkID: string; LoginUrl: string }), run };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** Starts the server runner and returns the demo class's login URL from its start-up lines. */
async function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  const server = spawn(process.execPath, tsx('main.ts'), { cwd: root, env });
  running.push(server);
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (!output.includes('Press Ctrl+C')) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  const demo = /Demo class: (\S+)/.exec(output)?.[1];
  if (!demo) throw new Error(`no demo link in:\n${output}`);
  return demo;
}

describe('the links the admin command line prints', { timeout: 60_000 }, () => {
  it('are the links the server prints, on the port the server listens on', async () => {
    const port = await freePort();
    const env = environment({ PORT: String(port) });
    const demo = await startServer(env);
    expect(demo).toMatch(new RegExp(`^http://localhost:${port}/auth/login/[0-9a-f-]{36}$`));
    // The same link for the same game link, from the command line.
    const listed = admin(env, 'list-links');
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout.split('\n').map((line) => line.split('  ').at(-1))).toEqual([demo]);

    const created = createLink(env);
    expect(created.LoginUrl).toBe(`http://localhost:${port}/auth/login/${created.GameLinkID}`);
    expect(created.run.stderr).toBe('');
    // And the link it printed reaches the running server's game link.
    const linkId = new URL(created.LoginUrl).pathname.split('/').at(-1) ?? '';
    const answer = await fetch(new URL(`/api/m/gamelink?GameLinkID=${linkId}`, created.LoginUrl));
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { Success: boolean }).Success).toBe(true);
  });

  it('use PUBLIC_URL when it is set, for the server and the command line alike', async () => {
    const env = environment({
      PORT: String(await freePort()),
      PUBLIC_URL: 'https://money.example.edu.au/',
    });
    const demo = await startServer(env);
    expect(demo).toMatch(/^https:\/\/money\.example\.edu\.au\/auth\/login\/[0-9a-f-]{36}$/);
    const created = createLink(env);
    expect(created.LoginUrl).toBe(`https://money.example.edu.au/auth/login/${created.GameLinkID}`);
    expect(created.run.stderr).toBe('');
  });

  it('say which address they assume when neither PUBLIC_URL nor PORT is set', () => {
    const created = createLink(environment());
    expect(created.LoginUrl).toBe(`http://localhost:3000/auth/login/${created.GameLinkID}`);
    expect(created.run.stderr).toContain('if the server runs with another PUBLIC_URL or PORT');
  });

  it('are refused when the server chooses its own port (PORT=0) and PUBLIC_URL is not set', () => {
    const env = environment({ PORT: '0' });
    const refused = admin(env, 'create-link');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('PUBLIC_URL');
    expect(admin(env, 'list-links').stdout).toBe(
      'No game links yet. Create one with: npm run admin -- create-link',
    );
  });

  it("take a class's name, year and subject only in characters the certificate prints, as the class form does", () => {
    const env = environment();
    // A right-to-left override would show "evil" to classmates as "live".
    const refused = admin(env, 'create-link', '--group', '10B \u202Elive');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      "--group can only contain letters, numbers, spaces and these marks: ' - . , & ( ) / : #",
    );
    expect(admin(env, 'create-link', '--subject', 'Maths\u0007').stderr).toContain(
      '--subject can only contain',
    );
    expect(admin(env, 'list-links').stdout).toBe(
      'No game links yet. Create one with: npm run admin -- create-link',
    );
    const created = admin(env, 'create-link', '--group', "Year 10 – O'Brien's", '--year', '10');
    expect(created.status).toBe(0);
    expect(admin(env, 'list-links').stdout).toContain("Year 10 – O'Brien's");
  });
});
