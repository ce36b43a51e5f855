import { z } from 'zod';
import type { AppName } from './app-list';
import { instanceId, requiredId } from './common';
import type { WeekOpening, WeekStage } from './end-of-week';
import type { MentorMessage } from './mentor';

// The shell: the dashboard of apps and the week's start and end (spec part 1, section 7
// "Games"). Choosing and creating a game instance belongs with the game link (accounts.ts).

/** One app on the dashboard (GET /api/i/games/apps). */
export interface AppInstance {
  ID: string;
  Name: AppName;
  GameAppID: number;
  DisplayName: string;
  IsDisabled: boolean;
  HasBeenAccessed: boolean;
  HasUpdate: boolean;
  UpdateCount: number;
  State: 'idle' | 'block';
  /** Dashboard order (Email 1 ... Finance Weekly 12). */
  Priority: number;
  /** Order on a phone: the first three sit at the bottom. */
  MobilePriority: number;
  /** Client route under /app/dashboard. */
  Url: string;
}
export interface GameAppsResult {
  Apps: AppInstance[];
  TotalWeeks: number;
  CurrentWeek: number;
  IsGameComplete: boolean;
  /** Dollars. */
  NetPosition: number;
  PlayerName: string;
  /** Where the week is: a client takes a player whose week has ended there, from any screen. */
  WeekStage: WeekStage;
}

/** An app of a game, before any instance (GET /api/a/apps, GET /api/g/games/apps). */
export type GameApp = Pick<
  AppInstance,
  'GameAppID' | 'Name' | 'DisplayName' | 'Priority' | 'MobilePriority' | 'Url' | 'IsDisabled'
>;

export const markAppAccessedBody = z.object({
  GameInstanceID: instanceId,
  AppInstanceID: requiredId,
});

/** The spec's fields, then what opening the week did to the net position (WeekOpening). */
export interface StartWeekResult extends WeekOpening {
  Week: number;
  IsGameComplete: boolean;
  IsSurveyComplete: boolean;
  IsOptional: boolean;
  MentorMessages: MentorMessage[];
}

/** POST /api/i/games/endweek: Success false with the reason and the app to block when a check fails. */
export interface EndWeekResult {
  Week: number;
  IsGameComplete: boolean;
  /** Set when the week could not end: the app whose icon shows blocked. */
  BlockedApp: AppName | null;
}

export interface HasEndSurveyResult {
  HasEndSurvey: boolean;
  IsOptional: boolean;
  IsSurveyComplete: boolean;
}
