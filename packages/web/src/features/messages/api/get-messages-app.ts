import type { GameAppsResult } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** The Messages app's instance ID, which the text message calls name (GET /api/i/games/apps). */
export function useMessagesApp() {
  const apps = useGameQuery<GameAppsResult>('/api/i/games/apps');
  const app = apps.data?.Apps.find((candidate) => candidate.Name === 'Messages');
  const missing = apps.isSuccess && !app ? new Error('Messages is not found') : null;
  return { appId: app?.ID, isPending: apps.isPending, error: apps.error ?? missing };
}
