import {
  centsToDollars as $,
  PLAN_KEYS,
  PLAN_LABELS,
  type BudgetPlan,
  type DiaryQuestion,
  type Expense,
  type ExpenseKey,
  type PlanComparison,
  type PlannerSummary,
  type PlanKey,
} from '@mc/contract';
import {
  EXPENSE_TITLES,
  planAmounts,
  planOfWeek,
  planStatus,
  planStatusText,
  planTotal,
  selectBudget,
  selectPlanComparison,
  type Budget,
  type DiaryQuestionView,
  type ExpenseKind,
  type GameContent,
  type GameState,
  type PlanAmounts,
} from '@mc/engine';

// The Weekly Planner's engine views as the API's fields (dollars; the plan in whole dollars).

const FIELD_OF: Record<PlanKey, keyof PlanAmounts> = {
  Bills: 'bills',
  Goods: 'goods',
  SavingsAccount: 'savings',
  Shares: 'shares',
  FixedTermInvestment: 'fixedTerm',
};

const KEY_OF: Record<ExpenseKind, ExpenseKey> = {
  rent: 'Rent expense',
  food: 'Food expense',
  travel: 'Travel expense',
  entertainment: 'Entertainment expense',
};

export const NO_INCOME = 'YOU DO NOT HAVE A WEEKLY INCOME';

/** The API's five amounts as the engine's. */
export function planFromBody(body: BudgetPlan): PlanAmounts {
  return {
    bills: body.Bills,
    goods: body.Goods,
    savings: body.SavingsAccount,
    shares: body.Shares,
    fixedTerm: body.FixedTermInvestment,
  };
}

function presentPlan(amounts: PlanAmounts): BudgetPlan {
  return Object.fromEntries(PLAN_KEYS.map((key) => [key, amounts[FIELD_OF[key]]])) as BudgetPlan;
}

function presentExpense(budget: Budget, kind: ExpenseKind): Expense {
  const { weeklyCents, lines } = budget.expenses[kind];
  return {
    Key: KEY_OF[kind],
    Title: EXPENSE_TITLES[kind],
    Expense: $(weeklyCents),
    Sources: lines.map((line) => ({
      Title: line.title,
      Amount: $(line.amountCents),
      EveryWeeks: line.everyWeeks,
      Weekly: $(line.weeklyCents),
    })),
  };
}

/** A week's plan beside what the player did, or null when they made no plan that week. */
export function presentPlanComparison(
  state: GameState,
  content: GameContent,
  week: number,
): PlanComparison | null {
  const view = selectPlanComparison(state, content, week);
  if (!view) return null;
  return {
    Week: view.week,
    Rows: PLAN_KEYS.map((key) => ({
      Key: key,
      Title: PLAN_LABELS[key].label,
      Planned: view.planned[FIELD_OF[key]],
      Actual: $(view.actualCents[FIELD_OF[key]]),
    })),
  };
}

export function presentPlanner(state: GameState, content: GameContent): PlannerSummary {
  const budget = selectBudget(state, content);
  const amounts = planAmounts(state, state.week);
  return {
    Week: state.week,
    Income: $(budget.incomeCents),
    IncomeSources: budget.income.map((line) => ({
      Title: line.title,
      NetPay: $(line.netCents),
      PaymentFrequency: line.paymentFrequency,
      Weekly: $(line.weeklyCents),
    })),
    IncomeMessage: budget.incomeCents > 0 ? null : NO_INCOME,
    Expenses: {
      Total: $(budget.totalExpensesCents),
      Rent: presentExpense(budget, 'rent'),
      Food: presentExpense(budget, 'food'),
      Travel: presentExpense(budget, 'travel'),
      Entertainment: presentExpense(budget, 'entertainment'),
    },
    Remaining: $(budget.remainingCents),
    Plannable: budget.plannableDollars,
    Plan: presentPlan(amounts),
    IsPlanSaved: planOfWeek(state, state.week) !== undefined,
    PlanLeft: budget.plannableDollars - planTotal(amounts),
    PlanStatus: planStatus(budget.plannableDollars, amounts),
    PlanStatusText: planStatusText(budget.plannableDollars, amounts),
    LastWeek: state.week > 1 ? presentPlanComparison(state, content, state.week - 1) : null,
  };
}

export const presentDiaryQuestion = (view: DiaryQuestionView): DiaryQuestion => ({
  Week: view.question.week,
  Title: view.question.title,
  Text: view.question.text,
  Answer: view.answer,
});
