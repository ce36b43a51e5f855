import type { SurveyAnswerResult, SurveyQuestion } from '@mc/contract';
import { holdsAnswer } from '../../../lib/answer-state';
import { END_OF_GAME, SURVEY_QUESTION } from '../../../lib/end-survey';

/** What the question screen hands to the feedback screens through the navigation state. */
export interface SurveyFeedbackState {
  result: SurveyAnswerResult;
  question: Pick<SurveyQuestion, 'Name' | 'CurrentQuestionIndex' | 'TotalQuestionCount'>;
  /** The player turned the question's timer off: a right answer pays no time bonus. */
  withoutTimer: boolean;
}

export const isSurveyFeedbackState = (value: unknown): value is SurveyFeedbackState =>
  holdsAnswer(value);

/**
 * The feedback screen for a quiz answer, from what the server answered: out of time or wrong, a
 * right timed answer that earned a time bonus, or a right answer.
 */
export function feedbackRoute(result: SurveyAnswerResult): string {
  if (!result.IsCorrect || result.IsOutOfTime) return '/surveys/feedback-incorrect';
  if (result.IsTimed && result.TimeBonusAmount > 0) return '/surveys/feedback-timed-correct';
  return '/surveys/feedback-correct';
}

/** After an answer: the next question (or the survey intro before it), or the end of the game. */
export function afterAnswerRoute(result: SurveyAnswerResult): string {
  return result.IsLastQuestion || result.IsSurveyComplete ? END_OF_GAME : SURVEY_QUESTION;
}
