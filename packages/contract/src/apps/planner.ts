import { z } from 'zod';
import { ERRORS } from '../messages';
import { formatFee } from '../money';
import { resultSchema } from '../result-schema';
import { instanceId } from './common';
import { mentorMessageSchema, type MentorMessage } from './mentor';

// The Weekly Planner (spec part 2: section 2 "Weekly planner", section 3 "Planner" and "Diary
// question", sections 4, 5, 7 and 9). My budget: the week's income after tax, its expenses by kind
// and what remains, and the player's plan for what remains (five amounts in whole dollars);
// Diary: a reflection question each week, answered in up to 500 characters, with the mentor's
// reply. Money in dollars.

/**
 * How many times each week's answer can be saved (an edit is a save; saving the same words again
 * is not). Every save is kept, in the game's log and as a page of the diary, so this bounds what
 * one game stores: a student who edits an answer a handful of times never meets it (decision 031).
 */
export const DIARY_SAVES_PER_QUESTION = 20;

export const PLANNER_MESSAGES = {
  noIncome: 'YOU DO NOT HAVE A WEEKLY INCOME',
  answerEmpty: 'Please write your thoughts before saving.',
  answerTooLong: 'Your answer can be at most 500 characters.',
  answerMarkup: 'Please write your answer as plain text, without HTML tags.',
  weekNotReached: 'That week’s question has not come up yet.',
  noQuestion: 'There is no diary question for that week.',
  saveLimit: `You’ve saved this answer ${DIARY_SAVES_PER_QUESTION} times, which is the limit. Your last saved answer stays in your diary.`,
  wholeDollars: 'Please enter whole dollars.',
  overRemaining: 'Each amount can be at most what remains after your expenses.',
  nothingRemaining: 'There is nothing left after your expenses to plan this week.',
} as const;

/** Spec part 2, section 9: the diary's answer limit. */
export const DIARY_ANSWER_MAX = 500;

/** The four kinds of expense (spec part 2, section 3: keys 'Rent expense' ...). */
export const EXPENSE_KEYS = [
  'Rent expense',
  'Food expense',
  'Travel expense',
  'Entertainment expense',
] as const;
export type ExpenseKey = (typeof EXPENSE_KEYS)[number];

/** The five amounts of the planning tool, in the spec's order (section 9). */
export const PLAN_KEYS = [
  'Bills',
  'Goods',
  'SavingsAccount',
  'Shares',
  'FixedTermInvestment',
] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** The words a student reads for each of the five amounts, and the group it is in. */
export const PLAN_LABELS: Record<
  PlanKey,
  { label: string; group: 'Spending' | 'Saving' | 'Investing' }
> = {
  Bills: { label: 'BILLS', group: 'Spending' },
  Goods: { label: 'GOODS', group: 'Spending' },
  SavingsAccount: { label: 'SAVINGS ACCOUNT', group: 'Saving' },
  Shares: { label: 'SHARES', group: 'Investing' },
  FixedTermInvestment: { label: 'FIXED TERM INVESTMENT', group: 'Investing' },
};

/** One bill or spending that makes up an expense, as it comes and averaged to a week. */
export interface ExpenseSource {
  Title: string;
  /** What it costs each time it comes. */
  Amount: number;
  /** How often it comes, in weeks (1 weekly, 2 fortnightly, 4 four-weekly). */
  EveryWeeks: number;
  /** Its cost averaged to a week. */
  Weekly: number;
}

/** One kind of expense: its title, a week's cost, and what it is made of. */
export interface Expense {
  Key: ExpenseKey;
  Title: string;
  /** Dollars a week. */
  Expense: number;
  Sources: ExpenseSource[];
}

/** One job's pay averaged to a week. */
export interface IncomeSource {
  Title: string;
  /** Net pay (after tax) each pay day. */
  NetPay: number;
  /** 1 weekly, 2 fortnightly, 4 four-weekly. */
  PaymentFrequency: 1 | 2 | 4;
  Weekly: number;
}

/** The five amounts of a plan, whole dollars. */
export type BudgetPlan = Record<PlanKey, number>;

/** Whether a plan shares out more, exactly or less than what remains (said in words too). */
export type PlanStatus = 'over' | 'exact' | 'under';

/**
 * Whether a plan shares out more than, exactly or less than what remains, from what is left to
 * share out (whole dollars; negative when over), in words as well, so colour is never the only
 * sign. The screen says it as the sliders move; the API says it of the saved plan.
 */
export function planStatusOf(leftDollars: number): { status: PlanStatus; words: string } {
  const dollars = (n: number) => formatFee(Math.round(n) * 100);
  if (leftDollars < 0)
    return { status: 'over', words: `${dollars(-leftDollars)} over what remains` };
  if (leftDollars === 0) return { status: 'exact', words: 'Every dollar has a job' };
  return { status: 'under', words: `${dollars(leftDollars)} still to plan` };
}

/** One of the five amounts: what was planned for a week and what the player actually did. */
export interface PlanComparisonRow {
  Key: PlanKey;
  Title: string;
  /** Whole dollars. */
  Planned: number;
  /** Dollars; negative for money taken out (of savings, shares or a term deposit). */
  Actual: number;
}

export interface PlanComparison {
  Week: number;
  Rows: PlanComparisonRow[];
}

/** GET /api/i/planner: My budget. */
export interface PlannerSummary {
  Week: number;
  /** Dollars a week after tax, from the player's jobs. */
  Income: number;
  IncomeSources: IncomeSource[];
  /** 'YOU DO NOT HAVE A WEEKLY INCOME' when there is none, else null. */
  IncomeMessage: string | null;
  Expenses: {
    Total: number;
    Rent: Expense;
    Food: Expense;
    Travel: Expense;
    Entertainment: Expense;
  };
  /** Income less expenses, a week (negative when expenses are more). */
  Remaining: number;
  /** What the sliders share out: Remaining in whole dollars, never below 0. */
  Plannable: number;
  /** This week's plan (all zeros until saved). */
  Plan: BudgetPlan;
  IsPlanSaved: boolean;
  /** Plannable less the plan's total: what is still to share out (negative when over). */
  PlanLeft: number;
  PlanStatus: PlanStatus;
  /** PlanStatus in words. */
  PlanStatusText: string;
  /** Last week's plan beside what the player did, if they made one. */
  LastWeek: PlanComparison | null;
}

/** A week's reflection question and the player's answer. */
export interface DiaryQuestion {
  Week: number;
  Title: string;
  Text: string;
  /** Null until answered. */
  Answer: string | null;
}

/** POST /api/i/planner: the saved question and the mentor's reply. */
export interface DiaryAnswerResult {
  Question: DiaryQuestion;
  MentorMessages: MentorMessage[];
}

const expenseSourceSchema = z
  .object({ Title: z.string(), Amount: z.number(), EveryWeeks: z.number(), Weekly: z.number() })
  .meta({ id: 'ExpenseSource' });

const expenseSchema = z
  .object({
    Key: z.enum(EXPENSE_KEYS),
    Title: z.string(),
    Expense: z.number(),
    Sources: z.array(expenseSourceSchema),
  })
  .meta({ id: 'Expense' });

const budgetPlanSchema = z
  .object({
    Bills: z.number(),
    Goods: z.number(),
    SavingsAccount: z.number(),
    Shares: z.number(),
    FixedTermInvestment: z.number(),
  })
  .meta({ id: 'BudgetPlan' });

export const planComparisonSchema = resultSchema<PlanComparison>()(
  z
    .object({
      Week: z.number(),
      Rows: z.array(
        z.object({
          Key: z.enum(PLAN_KEYS),
          Title: z.string(),
          Planned: z.number(),
          Actual: z.number(),
        }),
      ),
    })
    .meta({ id: 'PlanComparison' }),
);

export const plannerSummarySchema = resultSchema<PlannerSummary>()(
  z
    .object({
      Week: z.number(),
      Income: z.number(),
      IncomeSources: z.array(
        z.object({
          Title: z.string(),
          NetPay: z.number(),
          PaymentFrequency: z.union([z.literal(1), z.literal(2), z.literal(4)]),
          Weekly: z.number(),
        }),
      ),
      IncomeMessage: z.string().nullable(),
      Expenses: z.object({
        Total: z.number(),
        Rent: expenseSchema,
        Food: expenseSchema,
        Travel: expenseSchema,
        Entertainment: expenseSchema,
      }),
      Remaining: z.number(),
      Plannable: z.number(),
      Plan: budgetPlanSchema,
      IsPlanSaved: z.boolean(),
      PlanLeft: z.number(),
      PlanStatus: z.enum(['over', 'exact', 'under']),
      PlanStatusText: z.string(),
      LastWeek: planComparisonSchema.nullable(),
    })
    .meta({ id: 'PlannerSummary' }),
);

export const diaryQuestionSchema = resultSchema<DiaryQuestion>()(
  z
    .object({
      Week: z.number(),
      Title: z.string(),
      Text: z.string(),
      Answer: z.string().nullable(),
    })
    .meta({ id: 'DiaryQuestion' }),
);

export const diaryAnswerResultSchema = resultSchema<DiaryAnswerResult>()(
  z
    .object({ Question: diaryQuestionSchema, MentorMessages: z.array(mentorMessageSchema) })
    .meta({ id: 'DiaryAnswerResult' }),
);

/** Half of a surrogate pair without its other half (an emoji is a whole pair). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Markup in an answer: an HTML tag or comment (a '<3' or 'a < b' is fine). */
export const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>?/i;

/** POST /api/i/planner: a diary answer. */
export const diaryAnswerBody = z.object({
  GameInstanceID: instanceId,
  Week: z.coerce
    .number({ error: ERRORS.invalidRequest })
    .int(ERRORS.invalidRequest)
    .min(1, PLANNER_MESSAGES.noQuestion)
    .max(27, PLANNER_MESSAGES.noQuestion),
  Answer: z
    .string({ error: PLANNER_MESSAGES.answerEmpty })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, PLANNER_MESSAGES.answerEmpty)
        .max(DIARY_ANSWER_MAX, PLANNER_MESSAGES.answerTooLong)
        .refine((text) => !MARKUP.test(text), PLANNER_MESSAGES.answerMarkup)
        // Control characters other than line breaks and tabs have no place in a diary.
        // eslint-disable-next-line no-control-regex -- that is the point
        .refine((text) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text), ERRORS.invalidRequest)
        // Half of a surrogate pair is no character (no keyboard types one), and kept as JSON it
        // takes six bytes: refused, so an answer is at most 3 bytes a character (decision 031).
        .refine((text) => !LONE_SURROGATE.test(text), ERRORS.invalidRequest),
    ),
});

/** GET /api/i/planner/question: this week's question, or an earlier week's (archive/view). */
export const diaryQuestionQuery = z.object({
  GameInstanceID: instanceId,
  Week: z.coerce
    .number({ error: ERRORS.invalidRequest })
    .int(ERRORS.invalidRequest)
    .min(1, PLANNER_MESSAGES.noQuestion)
    .max(27, PLANNER_MESSAGES.noQuestion)
    .optional(),
});

/** A whole-dollar amount of the plan: digits only (a number or a string of digits), 0 if empty. */
const planDollars = z
  .union([z.number(), z.string(), z.null()], { error: PLANNER_MESSAGES.wholeDollars })
  .optional()
  .transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === undefined || text === null || text === '') return 0;
    if (typeof text === 'string' && !/^\d{1,12}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: PLANNER_MESSAGES.wholeDollars });
      return z.NEVER;
    }
    const dollars = Number(text);
    if (!Number.isSafeInteger(dollars) || dollars < 0) {
      ctx.addIssue({ code: 'custom', message: PLANNER_MESSAGES.wholeDollars });
      return z.NEVER;
    }
    if (dollars > 100_000_000) {
      ctx.addIssue({ code: 'custom', message: PLANNER_MESSAGES.overRemaining });
      return z.NEVER;
    }
    return dollars;
  });

/** POST /api/i/planner/budget: this week's plan. */
export const budgetPlanBody = z.object({
  GameInstanceID: instanceId,
  Bills: planDollars,
  Goods: planDollars,
  SavingsAccount: planDollars,
  Shares: planDollars,
  FixedTermInvestment: planDollars,
});
