import type { Communication } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** One email (GET /api/i/communication). */
export function useEmail(id: string, options: { enabled?: boolean } = {}) {
  return useGameQuery<Communication>(
    '/api/i/communication',
    { CommunicationID: id },
    { enabled: options.enabled ?? true },
  );
}
