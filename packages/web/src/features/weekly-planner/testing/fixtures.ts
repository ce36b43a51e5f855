import type { DiaryQuestion, Expense, PlannerSummary } from '@mc/contract';

// Test data for the Weekly Planner: My budget in week 3 of a player with a fortnightly café job
// and a share-house room, and diary questions, with overrides.

const expense = (overrides: Partial<Expense> & Pick<Expense, 'Key' | 'Title'>): Expense => ({
  Expense: 0,
  Sources: [],
  ...overrides,
});

export const plannerSummary = (overrides: Partial<PlannerSummary> = {}): PlannerSummary => ({
  Week: 3,
  Income: 420,
  IncomeSources: [{ Title: 'Café job', NetPay: 840, PaymentFrequency: 2, Weekly: 420 }],
  IncomeMessage: null,
  Expenses: {
    Total: 320,
    Rent: expense({
      Key: 'Rent expense',
      Title: 'Rent',
      Expense: 233,
      Sources: [{ Title: 'Rent', Amount: 466, EveryWeeks: 2, Weekly: 233 }],
    }),
    Food: expense({
      Key: 'Food expense',
      Title: 'Food',
      Expense: 60,
      Sources: [{ Title: 'Groceries', Amount: 60, EveryWeeks: 1, Weekly: 60 }],
    }),
    Travel: expense({
      Key: 'Travel expense',
      Title: 'Travel',
      Expense: 27,
      Sources: [{ Title: 'Bus pass', Amount: 108, EveryWeeks: 4, Weekly: 27 }],
    }),
    Entertainment: expense({ Key: 'Entertainment expense', Title: 'Entertainment' }),
  },
  Remaining: 100,
  Plannable: 100,
  Plan: { Bills: 0, Goods: 0, SavingsAccount: 0, Shares: 0, FixedTermInvestment: 0 },
  IsPlanSaved: false,
  PlanLeft: 100,
  PlanStatus: 'under',
  PlanStatusText: '$100 still to plan',
  LastWeek: null,
  ...overrides,
});

/** A player with no job: no income, and expenses more than nothing. */
export const noIncome = (): PlannerSummary =>
  plannerSummary({
    Income: 0,
    IncomeSources: [],
    IncomeMessage: 'YOU DO NOT HAVE A WEEKLY INCOME',
    Remaining: -320,
    Plannable: 0,
    PlanLeft: 0,
    PlanStatus: 'exact',
    PlanStatusText: 'Every dollar has a job',
  });

export const diaryQuestion = (overrides: Partial<DiaryQuestion> = {}): DiaryQuestion => ({
  Week: 3,
  Title: 'Needs and wants',
  Text: 'What did you spend on this week that you could have done without?',
  Answer: null,
  ...overrides,
});

export const mentorReply = [
  { ID: 'reply-1', Title: 'Your mentor', Body: 'Thinking it through is a great habit.', Tag: null },
];
