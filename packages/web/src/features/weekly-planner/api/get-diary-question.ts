import type { DiaryQuestion } from '@mc/contract';
import { gameKey, useGameQuery } from '../../../lib/game-queries';

export const DIARY_QUESTION_PATH = '/api/i/planner/question';

/** The read of one week's question: this week's when `week` is not given. */
export const diaryQuestionKey = (week?: number) =>
  gameKey(DIARY_QUESTION_PATH, week === undefined ? {} : { Week: week });

/**
 * GET /api/i/planner/question: this week's reflection question with the answer so far, or an
 * earlier week's (Week) for the archive.
 */
export const useDiaryQuestion = (week?: number) =>
  useGameQuery<DiaryQuestion>(DIARY_QUESTION_PATH, week === undefined ? {} : { Week: week });
