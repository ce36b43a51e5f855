import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { ApiError } from './errors';
import { ERRORS } from '@mc/contract';

// Fixed-window counters kept in the database, so several server processes share one limit.
// A whole class often shares one school address, so per-address limits are generous and the
// tight limits are per account.

export interface Limit {
  hits: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  loginPerAddress: { hits: 300, windowMs: 15 * 60_000 },
  loginPerAccount: { hits: 10, windowMs: 15 * 60_000 },
  registerPerAddress: { hits: 120, windowMs: 60 * 60_000 },
  resetPerAddress: { hits: 60, windowMs: 60 * 60_000 },
  resetPerAccount: { hits: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export type RateLimits = typeof RATE_LIMITS;

/** Counts one hit on `key`; true while the count is within the limit. */
export async function allowHit(
  db: Db,
  key: string,
  limit: Limit,
  now = Date.now(),
): Promise<boolean> {
  const cutoff = now - limit.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key: key.slice(0, 300), window_start: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${cutoff} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${cutoff} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits) <= limit.hits;
}

/** Throws a 429 with a clear message when any of the keys is over its limit. */
export async function enforceLimits(db: Db, checks: [key: string, limit: Limit][]): Promise<void> {
  for (const [key, limit] of checks) {
    if (!(await allowHit(db, key, limit))) throw new ApiError(429, ERRORS.tooManyRequests);
  }
}
