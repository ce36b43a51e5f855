import type { YobRangeResult } from '@mc/contract';
import { apiGet } from '../../../lib/api-client';
import { useRead } from '../../../lib/use-read';

/** GET /api/Account/yobrange (no token): the years of birth a player may give. */
export const getYobRange = (signal?: AbortSignal) =>
  apiGet<YobRangeResult>('/api/Account/yobrange', undefined, { auth: false, signal });

export function useYobRange(enabled = true) {
  return useRead(enabled ? 'yob-range' : null, getYobRange, { retries: 1 });
}
