import type { instanceBody, MentorMessage, StartWeekResult, Theme } from '@mc/contract';
import type { z } from 'zod';
import { apiPost } from './api-client';
import { updateSession } from './session';

// POST /api/i/games/startweek and what follows it (spec part 1 section 4, "Start week"). Used
// when a game is chosen and again when the next week starts after the weekly summary.

const USERNAME_PLACEHOLDER = /%USERNAME%/g;

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

/** Where the player goes once the week has started. */
export function routeAfterStartWeek(result: StartWeekResult, theme: Theme | undefined): string {
  if (result.IsGameComplete && !result.IsSurveyComplete && !result.IsOptional)
    return theme === 'insurer' ? '/surveys/question' : '/surveys/quiz-intro';
  if (result.IsGameComplete) return '/end-of-game';
  return '/app/dashboard';
}

/** Starts (or resumes) the week, keeps the week and the mentor's messages, and says where to go. */
export async function startWeekAndStore(
  gameInstanceId: string,
  playerName: string,
  theme: Theme | undefined,
): Promise<string> {
  const result = await startWeek(gameInstanceId);
  updateSession({
    GameCurrentWeek: result.Week,
    MentorMessages: personalise(result.MentorMessages ?? [], playerName),
  });
  return routeAfterStartWeek(result, theme);
}
