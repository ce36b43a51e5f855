import type { AppName, GameAppsResult } from '@mc/contract';
import { GAME_APPS_PATH } from './early-game-read';
import { gameKey, useGameQuery } from './game-queries';

// GET /api/i/games/apps: the dashboard's apps, the week, the total weeks and the net position.
// Shared because every app needs its own AppInstanceID (GameAppInstanceID of its calls) and the
// shell and the end-of-week frame show the week.

export const gameAppsKey = () => gameKey(GAME_APPS_PATH);

export function useGameApps(options: { enabled?: boolean } = {}) {
  return useGameQuery<GameAppsResult>(GAME_APPS_PATH, {}, options);
}

/**
 * One app's instance ID (the GameAppInstanceID of that app's calls), once the apps are read; an
 * app the game does not have is an error.
 */
export function useGameApp(name: AppName) {
  const apps = useGameApps();
  const app = apps.data?.Apps.find((candidate) => candidate.Name === name);
  const missing = apps.isSuccess && !app ? new Error(`${name} is not found`) : null;
  return { appId: app?.ID, isPending: apps.isPending, error: apps.error ?? missing };
}
