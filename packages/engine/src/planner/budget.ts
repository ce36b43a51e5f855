// My budget (spec part 2, section 2 "Weekly planner"): a week of the player's own money. Income is
// each job's net pay (after the tax withheld, as its pay slip shows) averaged to a week across its
// pay frequency; expenses are the bills and spending the player has now (the scenario's bills with
// any change of amount, their things' running bills, the everyday spending still charged, a car's
// fuel), each averaged to a week and put in one of the spec's four kinds. What remains is income
// less expenses; the plan shares out what remains in whole dollars.
import type { BillCategory, GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { scheduledAmount } from '../bills/issue';
import { spendingLines } from '../everyday/spend';
import { payFor } from '../income/pay-day';
import { itemType } from '../items/selectors';

export type ExpenseKind = 'rent' | 'food' | 'travel' | 'entertainment';

export const EXPENSE_KINDS: readonly ExpenseKind[] = ['rent', 'food', 'travel', 'entertainment'];

/**
 * The spec has four kinds of expense; bills come in seven categories. Power and internet are a
 * cost of the home, so they go with rent; a phone plan goes with entertainment (what it is mostly
 * for at this age). The titles say so, so nothing is hidden.
 */
const KIND_OF: Record<BillCategory, ExpenseKind> = {
  rent: 'rent',
  utilities: 'rent',
  food: 'food',
  travel: 'travel',
  entertainment: 'entertainment',
  phone: 'entertainment',
  other: 'entertainment',
};

export const EXPENSE_TITLES: Record<ExpenseKind, string> = {
  rent: 'Rent and home bills',
  food: 'Food',
  travel: 'Travel',
  entertainment: 'Entertainment and phone',
};

/** One bill or spending averaged to a week. */
export interface ExpenseLine {
  title: string;
  kind: ExpenseKind;
  /** Each time it comes. */
  amountCents: number;
  everyWeeks: number;
  weeklyCents: number;
}

export interface IncomeLine {
  title: string;
  netCents: number;
  paymentFrequency: 1 | 2 | 4;
  weeklyCents: number;
}

export interface Budget {
  incomeCents: number;
  income: IncomeLine[];
  expenses: Record<ExpenseKind, { weeklyCents: number; lines: ExpenseLine[] }>;
  totalExpensesCents: number;
  /** Income less expenses (negative when expenses are more). */
  remainingCents: number;
  /** What the plan can share out: what remains, in whole dollars, never below 0. */
  plannableDollars: number;
}

function perWeek(amountCents: number, everyWeeks: number): number {
  return Math.round(amountCents / Math.max(1, everyWeeks));
}

/** Each job's net pay averaged to a week (the first job claims the tax-free threshold). */
function incomeLines(state: GameState, content: GameContent): IncomeLine[] {
  const { superGuaranteeRate } = content.scenario.rules;
  return state.jobs.current
    .filter((job) => job.startWeek <= state.week)
    .map((job, index) => {
      const pay = payFor(
        job,
        state.player.ageYears,
        superGuaranteeRate,
        job.paymentFrequency,
        index === 0,
      );
      return {
        title: `${job.occupation}, ${job.employer}`,
        netCents: pay.netCents,
        paymentFrequency: job.paymentFrequency,
        weeklyCents: perWeek(pay.netCents, job.paymentFrequency),
      };
    });
}

/** The bills and spending the player has now, each averaged to a week. */
function expenseLines(state: GameState, content: GameContent): ExpenseLine[] {
  const { week } = state;
  const line = (
    title: string,
    category: BillCategory,
    amountCents: number,
    everyWeeks: number,
  ) => ({
    title,
    kind: KIND_OF[category],
    amountCents,
    everyWeeks,
    weeklyCents: perWeek(amountCents, everyWeeks),
  });
  const bills = content.scenario.bills
    .filter((series) => series.everyWeeks > 0 && series.firstWeek <= week)
    .map((series) =>
      line(series.title, series.category, scheduledAmount(state, series, week), series.everyWeeks),
    );
  const running = state.items.owned.flatMap((item) =>
    (itemType(content, item.itemId).use?.bills ?? [])
      .filter((bill) => bill.everyWeeks > 0)
      .map((bill) => line(bill.title, bill.category, bill.amountCents, bill.everyWeeks)),
  );
  const spending = spendingLines(state, content)
    .filter(
      ({ item }) =>
        !state.everyday.ended[item.id] &&
        item.firstWeek <= week &&
        state.everyday.firstWeek <= week,
    )
    .map(({ item, amountCents }) => line(item.title, item.category, amountCents, item.everyWeeks));
  return [...bills, ...running, ...spending].filter((l) => l.amountCents > 0);
}

export function selectBudget(state: GameState, content: GameContent): Budget {
  const income = incomeLines(state, content);
  const incomeCents = income.reduce((sum, l) => sum + l.weeklyCents, 0);
  const lines = expenseLines(state, content);
  const expenses = Object.fromEntries(
    EXPENSE_KINDS.map((kind) => {
      const ofKind = lines.filter((l) => l.kind === kind);
      return [kind, { weeklyCents: ofKind.reduce((s, l) => s + l.weeklyCents, 0), lines: ofKind }];
    }),
  ) as Budget['expenses'];
  const totalExpensesCents = EXPENSE_KINDS.reduce((s, k) => s + expenses[k].weeklyCents, 0);
  const remainingCents = incomeCents - totalExpensesCents;
  return {
    incomeCents,
    income,
    expenses,
    totalExpensesCents,
    remainingCents,
    plannableDollars: Math.max(0, Math.floor(remainingCents / 100)),
  };
}
