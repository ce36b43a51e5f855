import type { Db } from './db/connect';
import type { Limit, RateLimits } from './http/rate-limit';

// Rows that have done their job are deleted on a schedule, so the tables of sign-ins, reset codes
// and rate-limit counters stay the size of what is live: expired or revoked tokens, used or
// expired reset codes, and counters whose window has ended.

export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

export interface Swept {
  tokens: number;
  resetCodes: number;
  rateLimits: number;
  /** Sign-ins with a provider never finished, and their one-time codes never traded. */
  oidcSignIns: number;
}

export async function sweepExpired(
  db: Db,
  rateLimits: RateLimits,
  now = Date.now(),
): Promise<Swept> {
  const longestWindow = Math.max(
    ...Object.values(rateLimits).map((limit: Limit | { windowMs: number }) => limit.windowMs),
  );
  const tokens = await db
    .deleteFrom('access_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked', '=', 1)]))
    .executeTakeFirst();
  const resetCodes = await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used', '=', 1)]))
    .executeTakeFirst();
  const counters = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<=', now - longestWindow)
    .executeTakeFirst();
  // Sign-ins with a provider never finished, and one-time codes never traded (issue 31).
  const signIns = await db
    .deleteFrom('oidc_sign_ins')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  const handoffs = await db
    .deleteFrom('oidc_handoffs')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return {
    tokens: Number(tokens.numDeletedRows),
    resetCodes: Number(resetCodes.numDeletedRows),
    rateLimits: Number(counters.numDeletedRows),
    oidcSignIns: Number(signIns.numDeletedRows) + Number(handoffs.numDeletedRows),
  };
}
