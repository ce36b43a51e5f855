import type { YearOfBirthResult, YobRangeResult } from '@mc/contract';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useRead } from '../../../lib/use-read';

/** GET /api/Account/yobrange (no token): the years of birth a player may give. */
export const getYobRange = (signal?: AbortSignal) =>
  apiGet<YobRangeResult>('/api/Account/yobrange', undefined, { auth: false, signal });

export function useYobRange(enabled = true) {
  return useRead(enabled ? 'yob-range' : null, getYobRange, { retries: 1 });
}

/** Used only if the allowed range cannot be read: wide enough for any player; the server checks. */
export function fallbackYobRange(): YobRangeResult {
  const year = new Date().getFullYear();
  return { StartYear: year - 100, EndYear: year };
}

/** POST /api/Account/yob: the year of birth a school account's first sign-in asks for, once. */
export const saveYearOfBirth = (YOB: string) =>
  apiPost<YearOfBirthResult>('/api/Account/yob', { YOB });
