import type { CommunicationsResult } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** Text messages grouped by sender (GET /api/i/communications for the Messages app). */
export function useTextThreads(appId: string | undefined) {
  return useGameQuery<CommunicationsResult>(
    '/api/i/communications',
    { GameAppInstanceID: appId },
    { enabled: Boolean(appId) },
  );
}
