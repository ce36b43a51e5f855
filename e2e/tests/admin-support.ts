import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { findJourneySeed, JOURNEY_INSTANCE_SEED } from '../find-seed';

// The admin command line (`npm run admin -- ...`) on the journeys' server, for journeys that need
// a game link the global set-up does not make: its database, its port and its game seed, as
// e2e/global-setup.ts gives them to the server.

let journeySeed: number | undefined;

/** Runs `npm run admin -- <args>` (the built command) on the journeys' server; its output. */
function admin(...args: string[]): string {
  journeySeed ??= findJourneySeed();
  const root = resolve(import.meta.dirname, '../..');
  return execFileSync('node', [join(root, 'packages/server/dist/admin.js'), ...args], {
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
  });
}

/** A game link made as a teacher would make one: `create-link` with `args`; its GameLinkID. */
export function createLinkByAdmin(...args: string[]): string {
  return (JSON.parse(admin('create-link', ...args).trim()) as { GameLinkID: string }).GameLinkID;
}

/**
 * A teacher account made with `create-teacher` (issue 19): the one-time link it prints to set
 * the password, as the path and query of the player's /auth/password-reset page.
 */
export function createTeacherByAdmin(email: string, name: string): string {
  const output = admin('create-teacher', '--email', email, '--name', name);
  const link = /https?:\/\/\S+\/auth\/password-reset\?\S+/.exec(output)?.[0];
  if (!link) throw new Error(`create-teacher printed no set-password link:\n${output}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
