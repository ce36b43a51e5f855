import type { DiaryQuestion } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

export const DIARY_QUESTIONS_PATH = '/api/i/planner/questions';

/** GET /api/i/planner/questions: the earlier weeks' questions with their answers, newest first. */
export const useDiaryQuestions = () => useGameQuery<DiaryQuestion[]>(DIARY_QUESTIONS_PATH);
