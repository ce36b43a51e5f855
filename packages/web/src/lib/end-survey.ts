import type { HasEndSurveyResult, Theme } from '@mc/contract';
import { useGameQuery } from './game-queries';

// The end of the game's quiz and survey, as every screen that leads to them decides (spec part 1
// section 4 "Start week"; part 2 section 4 "End of game"): the start of the week, the weekly
// summary's button and the end-of-game screen ask the same questions here.

export const HAS_END_SURVEY_PATH = '/api/i/games/hasendsurvey';
export const END_OF_GAME = '/end-of-game';
export const SURVEY_QUESTION = '/surveys/question';
export const QUIZ_INTRO = '/surveys/quiz-intro';

/** GET /api/i/games/hasendsurvey: whether the game ends with a quiz or survey, and its state. */
export const useEndSurvey = (options: { enabled?: boolean } = {}) =>
  useGameQuery<HasEndSurveyResult>(HAS_END_SURVEY_PATH, {}, options);

/** Where the end questions begin: the insurer theme goes straight to the question screen. */
export function surveyEntryRoute(theme: Theme | undefined): string {
  return theme === 'insurer' ? SURVEY_QUESTION : QUIZ_INTRO;
}

type SurveyState = Pick<HasEndSurveyResult, 'IsOptional' | 'IsSurveyComplete'> & {
  HasEndSurvey?: boolean;
};

/** A required end quiz or survey still to do: the game is not over until it is. */
export function isSurveyOwed(status: SurveyState): boolean {
  return status.HasEndSurvey !== false && !status.IsOptional && !status.IsSurveyComplete;
}

/** An optional one not done yet: the end of the game offers it. */
export function isSurveyOffered(status: HasEndSurveyResult): boolean {
  return status.HasEndSurvey && status.IsOptional && !status.IsSurveyComplete;
}

/**
 * The certificate (spec part 2 section 4): where the game has a survey that is not optional, only
 * once it is done; otherwise always.
 */
export function isCertificateShown(status: HasEndSurveyResult): boolean {
  return !(status.HasEndSurvey && !status.IsOptional) || status.IsSurveyComplete;
}
