import {
  APP_LIST,
  appDefinition,
  type AppInstance,
  type AppName,
  type GameAppsResult,
} from '@mc/contract';

// The dashboard's apps as GET /api/i/games/apps sends them, built from the contract's one list of
// the twelve apps, for the tests of every feature.

/** One app's instance: the first six (by GameAppID) are available, the rest not built yet. */
export function appInstance(name: AppName, patch: Partial<AppInstance> = {}): AppInstance {
  const app = appDefinition(name);
  return {
    ID: `app-${name}`,
    Name: name,
    GameAppID: app.gameAppId,
    DisplayName: app.displayName,
    IsDisabled: app.gameAppId > 6,
    HasBeenAccessed: true,
    HasUpdate: false,
    UpdateCount: 0,
    State: 'idle',
    Priority: app.gameAppId,
    MobilePriority: app.mobilePriority,
    Url: app.url,
    ...patch,
  };
}

/** The apps reply: every app of the list unless `apps` says which, in week 3 of 26. */
export function gameApps(
  patch: Partial<GameAppsResult> = {},
  apps: AppInstance[] = APP_LIST.map(({ name }) => appInstance(name)),
): GameAppsResult {
  return {
    Apps: apps,
    TotalWeeks: 26,
    CurrentWeek: 3,
    IsGameComplete: false,
    NetPosition: 1234.56,
    PlayerName: 'Sam',
    WeekStage: 'playing',
    IsPretestDue: false,
    ...patch,
  };
}
