import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { findJourneySeed, JOURNEY_INSTANCE_SEED } from '../find-seed';

// The admin command line (`npm run admin -- ...`) on the journeys' server, for journeys that need
// a game link the global set-up does not make: its database, its port and its game seed, as
// e2e/global-setup.ts gives them to the server.

let journeySeed: number | undefined;

/** A game link made as a teacher would make one: `create-link` with `args`; its GameLinkID. */
export function createLinkByAdmin(...args: string[]): string {
  journeySeed ??= findJourneySeed();
  const root = resolve(import.meta.dirname, '../..');
  const output = execFileSync(
    'node',
    [join(root, 'packages/server/dist/admin.js'), 'create-link', ...args],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(process.env.E2E_PORT ?? 4317),
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        LOG_LEVEL: 'warn',
        GAME_SEED: String(journeySeed),
        GAME_INSTANCE_SEED: String(JOURNEY_INSTANCE_SEED),
      },
      encoding: 'utf8',
    },
  );
  return (JSON.parse(output.trim()) as { GameLinkID: string }).GameLinkID;
}
