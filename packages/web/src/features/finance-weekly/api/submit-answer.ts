import type { submitAnswerBody } from '@mc/contract';
import type { GameBody } from '../../../lib/game-queries';
import { useQuizCommand } from '../lib/quiz-command';

/** The current question's ID and its answer as option IDs (one per blank, in blank order). */
export type SubmitAnswerBody = GameBody<typeof submitAnswerBody>;

/** POST /api/i/news/answer/submit: the current question now has its Result (not yet complete). */
export const useSubmitAnswer = () => useQuizCommand<SubmitAnswerBody>('/api/i/news/answer/submit');
