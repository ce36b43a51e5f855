import type { CommunicationsResult } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** Every email, newest first (GET /api/i/communications for the Email app). */
export function useEmails(appId: string | undefined) {
  return useGameQuery<CommunicationsResult>(
    '/api/i/communications',
    { GameAppInstanceID: appId },
    { enabled: Boolean(appId) },
  );
}
