import type { QuizRequirement } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/news/quiz/isrequired: whether this week's quiz must be done to finish the week. */
export const useQuizRequirement = () =>
  useGameQuery<QuizRequirement>('/api/i/news/quiz/isrequired');
