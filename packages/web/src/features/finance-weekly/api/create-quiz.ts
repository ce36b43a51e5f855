import type { createQuizBody } from '@mc/contract';
import type { z } from 'zod';
import { useQuizCommand } from '../lib/quiz-command';

/**
 * The article (this week's) and, optionally, which of its questions. The schema's input, not its
 * output: the output always has GameQuestionIDs (null for all), the call may leave it out.
 */
export type CreateQuizBody = Omit<z.input<typeof createQuizBody>, 'GameInstanceID'>;

/** POST /api/i/news/quiz/create: this week's quiz (status 'created'), or the one already made. */
export const useCreateQuiz = () => useQuizCommand<CreateQuizBody>('/api/i/news/quiz/create');
