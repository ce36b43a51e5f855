import type { BonusAnswerResult, BonusQuestion } from '@mc/contract';

/** What the question screen hands to the feedback screens through the navigation state. */
export interface FeedbackState {
  result: BonusAnswerResult;
  question: BonusQuestion;
  outOfTime: boolean;
}

export function isFeedbackState(value: unknown): value is FeedbackState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FeedbackState).result === 'object' &&
    typeof (value as FeedbackState).question === 'object'
  );
}
