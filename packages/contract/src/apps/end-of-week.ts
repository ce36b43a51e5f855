import { z } from 'zod';
import { instanceId, requiredId } from './common';

// The end of the week: the timed bonus question and the week's summary (spec part 1, section 7
// "End of week": /api/i/eowquestions, and the summary through GET /api/i/progress/summary).

/** The bonus question's messages live with the engine's other messages. */
export { BONUS_QUESTION_MESSAGES as BONUS_MESSAGES } from '../engine-constants';

export interface BonusQuestion {
  ID: string;
  Text: string;
  Answers: { ID: number; Text: string }[];
  TotalSeconds: number;
  Week: number;
}

export const answerBonusBody = z.object({
  GameInstanceID: instanceId,
  QuestionID: requiredId,
  AnswerID: z
    .union([z.number().int().min(0).max(100), z.null()])
    .optional()
    .default(null),
  Skip: z.boolean().optional().default(false),
  TimeRemaining: z.number().min(0).max(3600).optional().default(0),
});

export interface BonusAnswerResult {
  AnsweredCorrectly: boolean;
  /** Dollars paid into My Cash. */
  Reward: number;
  Bonus: number;
  CorrectAnswerID: number | null;
  Explanation: string | null;
  Messages: string[];
}

/** The change in net position over the week just ended. */
export interface WeekSummary {
  Week: number;
  TotalGameWeeks: number;
  StartingNetPosition: number;
  FinishingNetPosition: number;
  Difference: number;
  CashReward: number;
  TimeBonus: number;
}
