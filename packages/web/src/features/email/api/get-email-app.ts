import type { GameAppsResult } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** The Email app's instance ID, which every email call names (GET /api/i/games/apps). */
export function useEmailApp() {
  const apps = useGameQuery<GameAppsResult>('/api/i/games/apps');
  const app = apps.data?.Apps.find((candidate) => candidate.Name === 'Email');
  const missing = apps.isSuccess && !app ? new Error('Email is not found') : null;
  return { appId: app?.ID, isPending: apps.isPending, error: apps.error ?? missing };
}
