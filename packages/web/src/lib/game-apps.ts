import type { AppName, GameAppsResult } from '@mc/contract';
import { gameKey, useGameQuery } from './game-queries';

// GET /api/i/games/apps: the dashboard's apps, the week, the total weeks and the net position.
// Shared because every app needs its own AppInstanceID (GameAppInstanceID of its calls) and the
// shell and the end-of-week frame show the week.

export const GAME_APPS_PATH = '/api/i/games/apps';

export const gameAppsKey = () => gameKey(GAME_APPS_PATH);

export function useGameApps(options: { enabled?: boolean } = {}) {
  return useGameQuery<GameAppsResult>(GAME_APPS_PATH, {}, options);
}

/** One app's instance (its ID is the GameAppInstanceID of that app's calls), once loaded. */
export function useGameApp(name: AppName) {
  const apps = useGameApps();
  return { ...apps, app: apps.data?.Apps.find((app) => app.Name === name) };
}
