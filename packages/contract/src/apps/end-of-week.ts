import { z } from 'zod';
import { badgeSchema, type Badge } from '../badges';
import { resultSchema } from '../result-schema';
import { planComparisonSchema, type PlanComparison } from './planner';
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
  /**
   * Seconds left by the server's clock since it first sent the question: a reload or a second
   * device counts on from there instead of starting the full time again.
   */
  SecondsLeft: number;
  /**
   * The player turned the timer off (POST /api/i/eowquestions/timer-off): no countdown, and a
   * right answer pays the cash reward without a time bonus. SecondsLeft is then 0.
   */
  IsTimerOff: boolean;
  Week: number;
}
export const bonusQuestionSchema = resultSchema<BonusQuestion>()(
  z
    .object({
      ID: z.string(),
      Text: z.string(),
      Answers: z.array(z.object({ ID: z.number().int(), Text: z.string() })),
      TotalSeconds: z.number(),
      SecondsLeft: z.number().int().min(0),
      IsTimerOff: z.boolean(),
      Week: z.number().int(),
    })
    .meta({ id: 'BonusQuestion' }),
);

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
  /** Answered after the time ran out by the server's clock: nothing paid, even if right. */
  IsOutOfTime: boolean;
  /** Answered with the timer turned off: no time bonus. */
  IsTimerOff: boolean;
  CorrectAnswerID: number | null;
  Explanation: string | null;
  Messages: string[];
}
export const bonusAnswerResultSchema = resultSchema<BonusAnswerResult>()(
  z
    .object({
      AnsweredCorrectly: z.boolean(),
      Reward: z.number(),
      Bonus: z.number(),
      IsOutOfTime: z.boolean(),
      IsTimerOff: z.boolean(),
      CorrectAnswerID: z.number().int().nullable(),
      Explanation: z.string().nullable(),
      Messages: z.array(z.string()),
    })
    .meta({ id: 'BonusAnswerResult' }),
);

/** What moves a net position, read from the ledger (the engine's categories of money). */
export type MoneyCategory =
  | 'pay'
  | 'super'
  | 'bills'
  | 'everyday'
  | 'late-fees'
  | 'bank-fees'
  | 'interest'
  | 'card'
  | 'events'
  | 'offers'
  | 'scams'
  | 'rewards'
  | 'starting'
  /** The things the player owns: buying (value less price), selling, values rising or falling. */
  | 'items'
  /** Shares: prices moving, brokerage, dividends. */
  | 'shares'
  /** The ATO refunding tax withheld beyond what was owed: income (a tax debt is a bill). */
  | 'tax-refund';
export const moneyCategorySchema = resultSchema<MoneyCategory>()(
  z
    .enum([
      'pay',
      'super',
      'bills',
      'everyday',
      'late-fees',
      'bank-fees',
      'interest',
      'card',
      'events',
      'offers',
      'scams',
      'rewards',
      'starting',
      'items',
      'shares',
      'tax-refund',
    ])
    .meta({ id: 'MoneyCategory' }),
);

/** One line of "where did my money go": what a category did to the net position, in dollars. */
export interface WeekMovement {
  Category: MoneyCategory;
  /** The words a student reads ('Pay (after tax)', 'New bills'). */
  Label: string;
  /** Dollars, signed: positive raised the net position. */
  Amount: number;
}
export const weekMovementSchema = resultSchema<WeekMovement>()(
  z
    .object({ Category: moneyCategorySchema, Label: z.string(), Amount: z.number() })
    .meta({ id: 'WeekMovement' }),
);

/**
 * The change in net position over the week just ended. A week runs from the last week's finishing
 * figure, so the bills that arrive as it opens are among its Movements, which add up exactly to
 * the Difference (largest first).
 */
export interface WeekSummary {
  Week: number;
  TotalGameWeeks: number;
  StartingNetPosition: number;
  FinishingNetPosition: number;
  Difference: number;
  CashReward: number;
  TimeBonus: number;
  Movements: WeekMovement[];
  /** The Weekly Planner's plan for the week beside what the player did, if they made one. */
  Plan: PlanComparison | null;
  /** Dollars: the careful player's finishing net position in the same world and week. */
  Par: number;
  /** Dollars: FinishingNetPosition less Par (above par when positive). */
  AgainstPar: number;
  /** A second or later game of the same game: practice, on no board. */
  IsPractice: boolean;
  /** The badges earned at the end of this week (issue 29). */
  Badges: Badge[];
}
export const weekSummarySchema = resultSchema<WeekSummary>()(
  z
    .object({
      Week: z.number().int(),
      TotalGameWeeks: z.number().int(),
      StartingNetPosition: z.number(),
      FinishingNetPosition: z.number(),
      Difference: z.number(),
      CashReward: z.number(),
      TimeBonus: z.number(),
      Movements: z.array(weekMovementSchema),
      Plan: planComparisonSchema.nullable(),
      Par: z.number(),
      AgainstPar: z.number(),
      IsPractice: z.boolean(),
      Badges: z.array(badgeSchema),
    })
    .meta({ id: 'WeekSummary' }),
);

/**
 * Where the player's week is, so every screen and device can take them there:
 * 'playing' the week is under way; 'question' the week has ended and its bonus question comes
 * next (/end-of-week/end generates it or finds the one already generated); 'summary' the question
 * is answered or skipped, so the week's summary and the start of the next week come next. A
 * complete game stays at 'summary' once its last question is done: it is then read-only.
 */
export type WeekStage = 'playing' | 'question' | 'summary';
export const weekStageSchema = resultSchema<WeekStage>()(
  z.enum(['playing', 'question', 'summary']).meta({ id: 'WeekStage' }),
);

/** A bill that arrived as the week opened: it counts against the net position from then on. */
export interface ArrivedBill {
  Title: string;
  /** Dollars owed. */
  Amount: number;
  WeekDue: number;
}
export const arrivedBillSchema = resultSchema<ArrivedBill>()(
  z
    .object({ Title: z.string(), Amount: z.number(), WeekDue: z.number().int() })
    .meta({ id: 'ArrivedBill' }),
);

/**
 * What opening the week did (POST /api/i/games/startweek, beside the spec's fields): the bills
 * that arrived and what moved the net position since the week opened, so the drop on the
 * dashboard is explained. StartingNetPosition is last week's finishing figure.
 */
export interface WeekOpening {
  StartingNetPosition: number;
  NetPosition: number;
  NewBills: ArrivedBill[];
  Movements: WeekMovement[];
}
export const weekOpeningSchema = resultSchema<WeekOpening>()(
  z.object({
    StartingNetPosition: z.number(),
    NetPosition: z.number(),
    NewBills: z.array(arrivedBillSchema),
    Movements: z.array(weekMovementSchema),
  }),
);
