import type {
  GameAppsResult,
  instanceBody,
  MentorMessage,
  StartWeekResult,
  Theme,
} from '@mc/contract';
import type { z } from 'zod';
import { apiGet, apiPost } from './api-client';
import { takeUndelivered } from './delivered-tips';
import { END_OF_GAME, isSurveyOwed, surveyEntryRoute } from './end-survey';
import { GAME_APPS_PATH } from './early-game-read';
import { updateSession } from './session';
import { weekEndRoute } from './week-stage';

// POST /api/i/games/startweek and what follows it (spec part 1 section 4, "Start week"). Used
// when a game is chosen and again when the next week starts after the weekly summary.

const USERNAME_PLACEHOLDER = /%USERNAME%/g;

/** The money check before week 1 (issue 33). */
export const PRETEST_ROUTE = '/pretest';

export function startWeek(gameInstanceId: string) {
  const body: z.infer<typeof instanceBody> = { GameInstanceID: gameInstanceId };
  return apiPost<StartWeekResult>('/api/i/games/startweek', body);
}

/** The mentor greets the player by name: %USERNAME% becomes the player's name. */
export function personalise(messages: readonly MentorMessage[], playerName: string) {
  return messages.map((message) => ({
    ...message,
    Title: message.Title.replace(USERNAME_PLACEHOLDER, playerName),
    Body: message.Body.replace(USERNAME_PLACEHOLDER, playerName),
  }));
}

/**
 * Where the player goes once the week has started (spec part 1 section 4): a finished game with a
 * required end quiz or survey still to do goes to it (the question screen for the insurer theme,
 * otherwise the quiz intro), any other finished game to the end of the game. The start screen
 * after the summary and a game slot's See results both come here.
 */
export function routeAfterStartWeek(result: StartWeekResult, theme: Theme | undefined): string {
  if (result.IsGameComplete && isSurveyOwed(result)) return surveyEntryRoute(theme);
  if (result.IsGameComplete) return END_OF_GAME;
  return '/app/dashboard';
}

/**
 * Starts the next week (or finds the one under way), keeps the week and the mentor's messages
 * this browser has not shown yet, and says where to go. The start screen after the summary.
 */
export async function startNextWeek(
  gameInstanceId: string,
  playerName: string,
  theme: Theme | undefined,
): Promise<{ route: string; result: StartWeekResult }> {
  const result = await startWeek(gameInstanceId);
  const messages = takeUndelivered(gameInstanceId, result.MentorMessages ?? []);
  updateSession({
    GameCurrentWeek: result.Week,
    MentorMessages: personalise(messages, playerName),
  });
  return { route: routeAfterStartWeek(result, theme), result };
}

/**
 * A chosen game resumes where its week is: a week that has ended (here, on another device, before
 * the browser went Back) goes on to its bonus question or summary, and is not skipped by starting
 * the next one; otherwise the week starts (or carries on) as above.
 */
export async function startWeekAndStore(
  gameInstanceId: string,
  playerName: string,
  theme: Theme | undefined,
): Promise<string> {
  const apps = await apiGet<GameAppsResult>(GAME_APPS_PATH, { GameInstanceID: gameInstanceId });
  // The money check before week 1 comes first where the game asks for it (issue 33).
  if (apps.IsPretestDue) return PRETEST_ROUTE;
  const weekEnd = weekEndRoute(apps);
  if (weekEnd) {
    updateSession({ GameCurrentWeek: apps.CurrentWeek, MentorMessages: [] });
    return weekEnd;
  }
  return (await startNextWeek(gameInstanceId, playerName, theme)).route;
}
