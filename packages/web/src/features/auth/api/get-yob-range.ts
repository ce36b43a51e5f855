import { useQuery } from '@tanstack/react-query';
import type { YobRangeResult } from '@mc/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/Account/yobrange (no token): the years of birth a player may give. */
export const getYobRange = () =>
  apiGet<YobRangeResult>('/api/Account/yobrange', undefined, { auth: false });

export function useYobRange(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['yob-range'],
    queryFn: getYobRange,
    staleTime: Infinity,
    retry: 1,
  });
}
