import type { Quiz } from '@mc/contract';
import { gameKey, useGameQuery } from '../../../lib/game-queries';

const QUIZ_READ = '/api/i/news/quiz';

/** Where this week's quiz is cached, so a quiz command can put its answer there at once. */
export const quizKey = () => gameKey(QUIZ_READ);

/** GET /api/i/news/quiz: this week's quiz, or null until it is created. */
export const useQuiz = () => useGameQuery<Quiz | null>(QUIZ_READ);
