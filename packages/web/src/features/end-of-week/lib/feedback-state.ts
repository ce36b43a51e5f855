import type { BonusAnswerResult, BonusQuestion } from '@mc/contract';
import { holdsAnswer } from '../../../lib/answer-state';

/** What the question screen hands to the feedback screens through the navigation state. */
export interface FeedbackState {
  result: BonusAnswerResult;
  question: BonusQuestion;
  outOfTime: boolean;
}

export const isFeedbackState = (value: unknown): value is FeedbackState => holdsAnswer(value);
