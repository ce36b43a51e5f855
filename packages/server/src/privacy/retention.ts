import { DELETION_WARNING_DAYS } from '@mc/contract';
import type { Db } from '../db/connect';
import {
  beginClassDeletion,
  deleteAccountIfAlone,
  deleteClassStep,
  GAMES_PER_STEP,
  idleLink,
} from './purge';

// Children's data is kept for a school year and then deleted (issue 34, decision 030). A class's
// data goes DATA_RETENTION_DAYS after its last activity: the latest of its making, a student
// joining, a move in one of its games and its closing. The housekeeping sweep deletes what is
// due a bounded amount at a time, so a sweep never holds the database long: at most
// RETENTION_SWEEP.games games a sweep, in steps of GAMES_PER_STEP, each its own transaction.

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one sweep deletes at most; the rest waits for the next sweep (every ten minutes). */
export const RETENTION_SWEEP = {
  /** Games (each with its command log and pages) deleted in one sweep. */
  games: 400,
  /** Classes looked at in one sweep. */
  classes: 50,
  /** Accounts in no class, made before the retention time, deleted in one sweep. */
  accounts: 200,
} as const;

/** The times that make a class's last activity (TeacherLinkRow has them). */
export interface LinkActivity {
  created_at: string;
  closed_at: string | null;
  /** The latest move in any of its games (game_instances.updated_at). */
  last_played_at: string | null;
  /** The latest student to join. */
  last_joined_at: string | null;
}

/** The class's latest activity, an ISO time. */
export function lastActivityOf(link: LinkActivity): string {
  return [link.closed_at, link.last_played_at, link.last_joined_at].reduce<string>(
    (latest, time) => (time !== null && time > latest ? time : latest),
    link.created_at,
  );
}

/** When the class's data is deleted, and whether its teacher is warned yet; null: never. */
export function deletionOf(
  link: LinkActivity,
  retentionDays: number,
  now = Date.now(),
): { deletesOn: string | null; warning: boolean } {
  if (retentionDays <= 0) return { deletesOn: null, warning: false };
  const deletesAt = Date.parse(lastActivityOf(link)) + retentionDays * DAY_MS;
  return {
    deletesOn: new Date(deletesAt).toISOString(),
    warning: now >= deletesAt - DELETION_WARNING_DAYS * DAY_MS,
  };
}

export interface RetentionSwept {
  /** Classes deleted to the end in this sweep. */
  classes: number;
  games: number;
  /** Accounts deleted: students of deleted classes in no other, and accounts in no class. */
  accounts: number;
}

export interface RetentionOptions {
  retentionDays: number;
  now?: number;
  /** Games deleted at most in this sweep (tests make it small to see the steps). */
  maxGames?: number;
  gamesPerStep?: number;
}

/**
 * Deletes what is due: first the classes whose deletion has begun (a teacher's cut short, or an
 * earlier sweep's), then the classes idle for the retention time, oldest first, then accounts
 * made before the retention time that are on no class. Runs on both databases; each step is one
 * transaction, and a class leaves everyone's sight in its first step.
 */
export async function sweepRetention(db: Db, options: RetentionOptions): Promise<RetentionSwept> {
  const now = options.now ?? Date.now();
  const maxGames = options.maxGames ?? RETENTION_SWEEP.games;
  const gamesPerStep = options.gamesPerStep ?? GAMES_PER_STEP;
  const swept: RetentionSwept = { classes: 0, games: 0, accounts: 0 };
  const keepAll = options.retentionDays <= 0;
  const since = new Date(now - options.retentionDays * DAY_MS).toISOString();
  const begun = await db
    .selectFrom('game_links')
    .select('id')
    .where('deleted_at', 'is not', null)
    .orderBy('deleted_at')
    .limit(RETENTION_SWEEP.classes)
    .execute();
  const due = keepAll
    ? []
    : await db
        .selectFrom('game_links')
        .select('id')
        .where('deleted_at', 'is', null)
        .where((eb) => idleLink(eb, since))
        .orderBy('created_at')
        .limit(RETENTION_SWEEP.classes)
        .execute();
  let budget = maxGames;
  const started = new Set(begun.map((link) => link.id));
  for (const { id } of [...begun, ...due]) {
    if (budget <= 0) break;
    if (!started.has(id) && !(await beginClassDeletion(db, id, new Date(now), since))) continue;
    for (;;) {
      const step = await deleteClassStep(db, id, Math.min(gamesPerStep, budget));
      swept.games += step.games;
      swept.accounts += step.accounts;
      budget -= Math.max(1, step.games);
      if (step.done) swept.classes += 1;
      if (step.done || budget <= 0) break;
    }
  }
  if (!keepAll && budget > 0) swept.accounts += await sweepLoneAccounts(db, since);
  return swept;
}

/**
 * Players' accounts made before the retention time that are on no class and have no game (one
 * never joined, or whose class went while it was being made): nothing of theirs would ever be
 * deleted with a class. Teachers' accounts stay.
 */
async function sweepLoneAccounts(db: Db, since: string): Promise<number> {
  const lone = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.role', '=', 'player')
    .where('users.created_at', '<=', since)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('game_link_users')
            .select('game_link_users.user_id')
            .whereRef('game_link_users.user_id', '=', 'users.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('game_instances')
            .select('game_instances.id')
            .whereRef('game_instances.user_id', '=', 'users.id'),
        ),
      ),
    )
    .limit(RETENTION_SWEEP.accounts)
    .execute();
  let deleted = 0;
  // Checked again as it goes: one may have joined a class since.
  for (const { id } of lone)
    if (await db.transaction().execute((trx) => deleteAccountIfAlone(trx, id))) deleted += 1;
  return deleted;
}
