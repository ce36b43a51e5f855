import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  startTestProvider,
  TEST_CLIENT,
  type TestUser,
} from '../packages/server/test/support/oidc-provider';
import { findJourneySeed, JOURNEY_INSTANCE_SEED } from './find-seed';

// Starts the production server (as `npm start` builds it) on a fresh SQLite file, creates the
// game links the journeys need with the admin command line, and stops it all afterwards.

const root = resolve(import.meta.dirname, '..');

function admin(env: NodeJS.ProcessEnv, ...args: string[]): string {
  return execFileSync('node', [join(root, 'packages/server/dist/admin.js'), ...args], {
    env,
    encoding: 'utf8',
  }).trim();
}

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 4317);
  const dir = mkdtempSync(join(tmpdir(), 'mc-e2e-'));
  const publicUrl = `http://127.0.0.1:${port}`;
  // A school's sign-in provider (issue 31): a journey says who signs in next with PUT /test/user.
  let nextUser: TestUser = {
    sub: 'nobody',
    email: 'nobody@school.edu.au',
    given_name: 'Nobody',
    email_verified: true,
  };
  const school = await startTestProvider({
    redirectUris: [`${publicUrl}/auth/oidc/school/callback`],
    user: () => nextUser,
    onUser: (user) => (nextUser = user),
  });
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    // The journeys move games on through the API many commands a second (whole weeks at a time),
    // faster than any player taps; the per-player limit has its own integration test.
    PLAYER_COMMANDS_PER_SECOND: '10000',
    PLAYER_COMMAND_BURST: '1000000',
    // Every journey signs its own students up on the demo link, two screen sizes each: more than
    // a class link's 40 seats, whose refusal has its own integration test.
    MAX_PLAYERS_PER_LINK: '1000',
    // The journeys check the engine's invariants after every command, as the other suites do.
    CHECK_INVARIANTS: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Links and the provider's callback on the address the browser opens.
    PUBLIC_URL: publicUrl,
    OIDC_SCHOOL_ISSUER: school.issuer,
    OIDC_SCHOOL_CLIENT_ID: TEST_CLIENT.client_id,
    OIDC_SCHOOL_CLIENT_SECRET: TEST_CLIENT.client_secret,
    OIDC_SCHOOL_LABEL: 'Riverbend High',
    DATABASE_URL: `sqlite:${join(dir, 'e2e.db')}`,
    LOG_LEVEL: 'warn',
    DEMO_LINK: 'true',
    OUTBOX_DIR: join(dir, 'outbox'),
    GAME_SEED: String(findJourneySeed()),
    GAME_INSTANCE_SEED: String(JOURNEY_INSTANCE_SEED),
  };
  const server = spawn('node', [join(root, 'packages/server/dist/main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const deadline = Date.now() + 30_000;
  while (!output.includes('Press Ctrl+C')) {
    if (server.exitCode !== null) throw new Error(`The server stopped at start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not start in 30 s:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  const demo = /\/auth\/login\/([0-9a-f-]{36})/.exec(output);
  if (!demo?.[1]) throw new Error(`The start-up lines name no demo link:\n${output}`);

  const created = (args: string[]) =>
    JSON.parse(admin(env, 'create-link', ...args)) as { GameLinkID: string; JoinCode: string };
  const closed = created(['--group', 'Closed class']);
  admin(env, 'close-link', closed.GameLinkID);
  const family = created(['--theme', 'family', '--group', 'Family test link']);
  // A Year 10 class: every student plays the 15-year-old at home, whatever their age.
  const year10 = created(['--group', '10A', '--year', '10']);
  // A Year 11 class: the 16-year-old at home with a casual retail job.
  const year11 = created(['--group', '11C', '--year', '11']);

  process.env.E2E_DEMO_LINK = demo[1];
  process.env.E2E_CLOSED_LINK = closed.GameLinkID;
  process.env.E2E_FAMILY_LINK = family.GameLinkID;
  process.env.E2E_YEAR10_LINK = year10.GameLinkID;
  process.env.E2E_YEAR10_CODE = year10.JoinCode;
  process.env.E2E_SCHOOL_PROVIDER = school.issuer;
  process.env.E2E_YEAR11_LINK = year11.GameLinkID;
  // Password-reset mails land here as files when no SMTP server is configured.
  process.env.E2E_OUTBOX_DIR = env.OUTBOX_DIR;
  process.env.E2E_DATABASE_URL = env.DATABASE_URL;
  process.env.E2E_DIR = dir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    await school.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
