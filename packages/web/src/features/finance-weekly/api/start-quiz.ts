import type { quizBody } from '@mc/contract';
import type { GameBody } from '../../../lib/game-queries';
import { useQuizCommand } from '../lib/quiz-command';

export type StartQuizBody = GameBody<typeof quizBody>;

/** POST /api/i/news/quiz/start: the quiz is 'started' and the News icon's badge clears. */
export const useStartQuiz = () => useQuizCommand<StartQuizBody>('/api/i/news/quiz/start');
