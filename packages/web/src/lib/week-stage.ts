import type { GameAppsResult } from '@mc/contract';

// Where a player whose week has ended belongs, from what the server says (GET /api/i/games/apps
// WeekStage), so every screen, a reload, the browser's Back and another device all lead there.

export const END_OF_WEEK_START = '/end-of-week/end';
export const END_OF_WEEK_SUMMARY = '/end-of-week/summary';

/**
 * The end-of-week screen the week is at: its bonus question (the end screen generates it or finds
 * the one already generated) or its summary. Null while the week is under way, and for a finished
 * game whose last question is done: that game is read-only, its results stay where they are.
 */
export function weekEndRoute(apps: Pick<GameAppsResult, 'WeekStage' | 'IsGameComplete'>) {
  switch (apps.WeekStage) {
    case 'playing':
      return null;
    case 'question':
      return END_OF_WEEK_START;
    case 'summary':
      return apps.IsGameComplete ? null : END_OF_WEEK_SUMMARY;
  }
}
