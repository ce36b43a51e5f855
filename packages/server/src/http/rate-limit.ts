import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { ApiError } from './errors';
import { ERRORS } from '@mc/contract';

// Fixed-window counters kept in the database, so several server processes share one limit.
// A whole school often shares one address, so the per-address limits on signing in count only
// what looks like an attack, never a right password: guesses at accounts that do not exist, and
// an account's failures past a student's typo or two (issue 31). The tight limits are per account.

export interface Limit {
  hits: number;
  windowMs: number;
}

/**
 * Failed sign-ins on one account from every address together never refuse the owner: past
 * `afterFailures` each attempt on the account waits a little longer (doubling from `stepMs` up to
 * `maxMs`) before its answer, which slows a guesser to a crawl and costs the owner a moment.
 */
export interface Slowdown {
  afterFailures: number;
  windowMs: number;
  stepMs: number;
  maxMs: number;
}

/** Failures on an account from one address that count against the address past the free ones. */
export interface RepeatLimit extends Limit {
  /** A student's typos: an account's first failures from the address, not counted. */
  freePerAccount: number;
}

export const RATE_LIMITS = {
  /** One address guessing at one account: that address stops; the owner elsewhere does not. */
  loginPerAccountAndAddress: { hits: 10, windowMs: 15 * 60_000 },
  /**
   * From one address, failures on e-mails with no account: a school mistypes a few addresses;
   * someone trying a list of addresses keeps missing.
   */
  loginUnknownPerAddress: { hits: 100, windowMs: 15 * 60_000 },
  /**
   * From one address, an account's failures past its third: a student's typo or two never
   * counts; guesses at a few accounts soon do.
   */
  loginRepeatsPerAddress: { hits: 100, windowMs: 15 * 60_000, freePerAccount: 3 },
  /**
   * Every failure from one address: far above what a school's typos reach (1,000 students with
   * two typos each), against guesses spread thinly over many real accounts.
   */
  loginFailuresPerAddress: { hits: 2_500, windowMs: 15 * 60_000 },
  loginSlowdown: { afterFailures: 5, windowMs: 15 * 60_000, stepMs: 250, maxMs: 4_000 },
  // A school year (and more) registers from one school address in the same lesson.
  registerPerAddress: { hits: 600, windowMs: 60 * 60_000 },
  resetPerAddress: { hits: 60, windowMs: 60 * 60_000 },
  resetPerAccount: { hits: 5, windowMs: 60 * 60_000 },
  /**
   * Wrong class codes from one address (issue 31): a class mistypes a few; guessing one of about
   * 148 million codes needs millions of tries. Only wrong codes count.
   */
  joinCodeFailuresPerAddress: { hits: 60, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit | RepeatLimit | Slowdown>;

export type RateLimits = typeof RATE_LIMITS;

/** How long an attempt on an account waits after `failures` failed ones (0 below the threshold). */
export function slowdownMs(slowdown: Slowdown, failures: number): number {
  const over = failures - slowdown.afterFailures;
  if (over < 0) return 0;
  return Math.min(slowdown.maxMs, slowdown.stepMs * 2 ** Math.min(over, 16));
}

/** One hit counted on a key, in the window it was counted in. */
export interface CountedHit {
  key: string;
  windowStart: number;
}

/**
 * Whether `key` is over its limit in the window now, without counting a hit: for limits that
 * count only failures, read before an attempt and counted (countHit) only when it fails, so a
 * right answer never counts, not even while it is being checked.
 */
/**
 * Whether any of the keys is already at its limit in its window, read in one query and counted
 * nowhere (a check before the work whose failure alone will be counted).
 */
export async function isOverLimit(
  db: Db,
  limits: readonly (readonly [key: string, limit: Limit])[],
  now = Date.now(),
): Promise<boolean> {
  const keyed = new Map(limits.map(([key, limit]) => [key.slice(0, 300), limit]));
  if (keyed.size === 0) return false;
  const rows = await db
    .selectFrom('rate_limits')
    .select(['key', 'hits', 'window_start'])
    .where('key', 'in', [...keyed.keys()])
    .execute();
  return rows.some((row) => {
    const limit = keyed.get(row.key)!;
    return Number(row.window_start) > now - limit.windowMs && Number(row.hits) >= limit.hits;
  });
}

/** Counts one hit on `key`; says whether the count is still within the limit, and the count. */
export async function countHit(
  db: Db,
  key: string,
  limit: Limit,
  now = Date.now(),
): Promise<CountedHit & { allowed: boolean; hits: number }> {
  const cutoff = now - limit.windowMs;
  const storedKey = key.slice(0, 300);
  const row = await db
    .insertInto('rate_limits')
    .values({ key: storedKey, window_start: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${cutoff} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${cutoff} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return {
    key: storedKey,
    windowStart: Number(row.window_start),
    hits: Number(row.hits),
    allowed: Number(row.hits) <= limit.hits,
  };
}

/**
 * Counts a hit on each key and throws a 429 with a clear message when any is over its limit;
 * returns the hits counted, so an attempt that turns out not to count can give them back.
 */
export async function enforceLimits(
  db: Db,
  checks: [key: string, limit: Limit][],
  now = Date.now(),
): Promise<(CountedHit & { hits: number })[]> {
  const counted: (CountedHit & { hits: number })[] = [];
  for (const [key, limit] of checks) {
    const hit = await countHit(db, key, limit, now);
    if (!hit.allowed) throw new ApiError(429, ERRORS.tooManyRequests);
    counted.push({ key: hit.key, windowStart: hit.windowStart, hits: hit.hits });
  }
  return counted;
}

/**
 * Takes back hits counted by enforceLimits, in the window they were counted in (a hit counted in
 * a window that has since ended is gone already). Sign-in counts every attempt before checking
 * the password, so parallel guesses are held to the limit, and gives the hits back when the
 * password was right: only failures count.
 */
export async function giveBackHits(db: Db, hits: CountedHit[]): Promise<void> {
  for (const { key, windowStart } of hits) {
    await db
      .updateTable('rate_limits')
      .set({ hits: sql<number>`hits - 1` })
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .where('hits', '>', 0)
      .execute();
  }
}
