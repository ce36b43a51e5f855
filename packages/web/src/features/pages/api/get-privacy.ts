import type { PrivacyNotice } from '@mc/contract';
import { apiGet } from '../../../lib/api-client';
import { useRead } from '../../../lib/use-read';

/** GET /api/privacy (no token): who to ask about a player's data, and how long it is kept. */
export const getPrivacyNotice = (signal?: AbortSignal) =>
  apiGet<PrivacyNotice>('/api/privacy', undefined, { auth: false, signal });

export function usePrivacyNotice() {
  return useRead('privacy', getPrivacyNotice, { retries: 1 });
}
