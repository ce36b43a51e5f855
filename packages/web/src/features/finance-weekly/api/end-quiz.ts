import type { quizBody } from '@mc/contract';
import type { GameBody } from '../../../lib/game-queries';
import { useQuizCommand } from '../lib/quiz-command';

export type EndQuizBody = GameBody<typeof quizBody>;

/** POST /api/i/news/quiz/end: 'ended' early, with what was paid so far; the rest is forfeited. */
export const useEndQuiz = () => useQuizCommand<EndQuizBody>('/api/i/news/quiz/end');
