import { z } from 'zod';
import { resultSchema } from '../result-schema';
import { APP_NAMES, type AppName } from './app-list';
import { instanceId, requiredId } from './common';
import {
  weekOpeningSchema,
  weekStageSchema,
  type WeekOpening,
  type WeekStage,
} from './end-of-week';
import { mentorMessageSchema, type MentorMessage } from './mentor';

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
export const appNameSchema = resultSchema<AppName>()(z.enum(APP_NAMES).meta({ id: 'AppName' }));
const appFields = {
  GameAppID: z.number().int(),
  Name: appNameSchema,
  DisplayName: z.string(),
  IsDisabled: z.boolean(),
  Priority: z.number().int(),
  MobilePriority: z.number().int(),
  Url: z.string(),
};
export const appInstanceSchema = resultSchema<AppInstance>()(
  z
    .object({
      ...appFields,
      ID: z.string(),
      HasBeenAccessed: z.boolean(),
      HasUpdate: z.boolean(),
      UpdateCount: z.number().int(),
      State: z.enum(['idle', 'block']),
    })
    .meta({ id: 'AppInstance' }),
);
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
  /** The learning check before week 1 is still to answer (issue 33): the client goes there first. */
  IsPretestDue: boolean;
}
export const gameAppsResultSchema = resultSchema<GameAppsResult>()(
  z
    .object({
      Apps: z.array(appInstanceSchema),
      TotalWeeks: z.number().int(),
      CurrentWeek: z.number().int(),
      IsGameComplete: z.boolean(),
      NetPosition: z.number(),
      PlayerName: z.string(),
      WeekStage: weekStageSchema,
      IsPretestDue: z.boolean(),
    })
    .meta({ id: 'GameAppsResult' }),
);

/** An app of a game, before any instance (GET /api/a/apps, GET /api/g/games/apps). */
export type GameApp = Pick<
  AppInstance,
  'GameAppID' | 'Name' | 'DisplayName' | 'Priority' | 'MobilePriority' | 'Url' | 'IsDisabled'
>;
export const gameAppSchema = resultSchema<GameApp>()(z.object(appFields).meta({ id: 'GameApp' }));

export const markAppAccessedBody = z.object({
  GameInstanceID: instanceId,
  AppInstanceID: requiredId,
});
/** POST /api/i/gameappinstances: the app instance marked as opened. */
export const appAccessedResultSchema = z.object({ AppInstanceID: z.string() });

/** The spec's fields, then what opening the week did to the net position (WeekOpening). */
export interface StartWeekResult extends WeekOpening {
  Week: number;
  IsGameComplete: boolean;
  IsSurveyComplete: boolean;
  IsOptional: boolean;
  MentorMessages: MentorMessage[];
}
export const startWeekResultSchema = resultSchema<StartWeekResult>()(
  weekOpeningSchema
    .extend({
      Week: z.number().int(),
      IsGameComplete: z.boolean(),
      IsSurveyComplete: z.boolean(),
      IsOptional: z.boolean(),
      MentorMessages: z.array(mentorMessageSchema),
    })
    .meta({ id: 'StartWeekResult' }),
);

/** POST /api/i/games/endweek: Success false with the reason and the app to block when a check fails. */
export interface EndWeekResult {
  Week: number;
  IsGameComplete: boolean;
  /** Set when the week could not end: the app whose icon shows blocked. */
  BlockedApp: AppName | null;
}
export const endWeekResultSchema = resultSchema<EndWeekResult>()(
  z
    .object({
      Week: z.number().int(),
      IsGameComplete: z.boolean(),
      BlockedApp: appNameSchema.nullable(),
    })
    .meta({ id: 'EndWeekResult' }),
);

export interface HasEndSurveyResult {
  HasEndSurvey: boolean;
  IsOptional: boolean;
  IsSurveyComplete: boolean;
}
export const hasEndSurveyResultSchema = resultSchema<HasEndSurveyResult>()(
  z
    .object({ HasEndSurvey: z.boolean(), IsOptional: z.boolean(), IsSurveyComplete: z.boolean() })
    .meta({ id: 'HasEndSurveyResult' }),
);
