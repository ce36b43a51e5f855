import type { completeQuestionBody } from '@mc/contract';
import type { GameBody } from '../../../lib/game-queries';
import { useQuizCommand } from '../lib/quiz-command';

export type CompleteQuestionBody = GameBody<typeof completeQuestionBody>;

/**
 * POST /api/i/news/question/complete: moving on from an answered question pays its money into My
 * Cash; after the last one the quiz is 'completed' with its Summary.
 */
export const useCompleteQuestion = () =>
  useQuizCommand<CompleteQuestionBody>('/api/i/news/question/complete');
