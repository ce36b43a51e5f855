import {
  BONUS_MESSAGES,
  type answerBonusBody,
  type BonusAnswerResult,
  type BonusQuestion,
  type WeekSummary,
} from '@mc/contract';
import { ApiFailure } from '../../../lib/api-client';
import { gameGet, gameKey, gamePost, useGameQuery, type GameBody } from '../../../lib/game-queries';

// The end-of-week calls (spec part 1 section 7): generate, read and answer the bonus question,
// then the week's summary.

export const QUESTION_PATH = '/api/i/eowquestions';
export const questionKey = () => gameKey(QUESTION_PATH);

/**
 * POST /api/i/eowquestions/generate. 'A question already generated for this week.' counts as
 * success: the question is then read with GET /api/i/eowquestions.
 */
export async function generateQuestion(): Promise<BonusQuestion> {
  try {
    const question = await gamePost<BonusQuestion | null>(`${QUESTION_PATH}/generate`);
    if (question && Array.isArray(question.Answers)) return question;
  } catch (error) {
    if (!(error instanceof ApiFailure && error.messages.includes(BONUS_MESSAGES.alreadyGenerated)))
      throw error;
  }
  return getQuestion();
}

export const getQuestion = () => gameGet<BonusQuestion>(QUESTION_PATH);

/** The question screen's read; the end screen fills it in, a reload fetches it. */
export const useBonusQuestion = () =>
  useGameQuery<BonusQuestion>(QUESTION_PATH, {}, { staleTime: Infinity, retry: false });

export type BonusAnswer = GameBody<typeof answerBonusBody>;

/** POST /api/i/eowquestions: an answer, a skip, or (AnswerID null, TimeRemaining 0) time out. */
export const answerQuestion = (answer: BonusAnswer) =>
  gamePost<BonusAnswerResult>(QUESTION_PATH, { ...answer });

/**
 * POST /api/i/eowquestions/timer-off: the player turns the timer off. The server records it by
 * its own clock (only while the question still has time), so turning it off cannot save an answer
 * that is already late; a reload shows it still off.
 */
export const turnBonusTimerOff = () => gamePost<BonusQuestion>(`${QUESTION_PATH}/timer-off`, {});

/** GET /api/i/progress/summary: how the week went. */
export const useWeekSummary = () =>
  useGameQuery<WeekSummary>('/api/i/progress/summary', {}, { staleTime: 0 });
