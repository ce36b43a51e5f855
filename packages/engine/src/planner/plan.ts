// The planning tool (spec part 2, sections 2, 5 and 9): five amounts in whole dollars (bills and
// goods to spend, savings, shares and a term deposit), each from 0 to what remains after the
// week's expenses. Their total may be more than what remains: the plan is the player's, and the
// screen says in words when it is over, exactly at or under what remains. A plan is kept per week;
// saving again replaces the week's plan. What the player actually did that week is read from the
// ledger (actual.ts), so the week's summary can set the two side by side.
import { PLANNER_MESSAGES, planStatusOf, type PlanStatus } from '@mc/contract/apps/planner';
import type { GameContent } from '../game/content';
import { reject, type Rejection } from '../game/result';
import type { GameState } from '../game/state';
import { emit, update, type Tx } from '../game/tx';
import { selectBudget } from './budget';
import { PLAN_FIELDS, type PlanAmounts, type WeekPlan } from './types';

export const PLAN_REJECTIONS = [
  'planner/whole-dollars',
  'planner/over-remaining',
  'planner/nothing-remaining',
] as const;

export const NO_PLAN: PlanAmounts = { bills: 0, goods: 0, savings: 0, shares: 0, fixedTerm: 0 };

export type { PlanStatus };

export function planTotal(amounts: PlanAmounts): number {
  return PLAN_FIELDS.reduce((sum, field) => sum + amounts[field], 0);
}

/** Whether the plan shares out more than, exactly or less than what remains (whole dollars). */
export function planStatus(plannableDollars: number, amounts: PlanAmounts): PlanStatus {
  return planStatusOf(plannableDollars - planTotal(amounts)).status;
}

/** The status in words, so colour is never the only sign. */
export function planStatusText(plannableDollars: number, amounts: PlanAmounts): string {
  if (plannableDollars === 0 && planTotal(amounts) === 0) return PLANNER_MESSAGES.nothingRemaining;
  return planStatusOf(plannableDollars - planTotal(amounts)).words;
}

export function planOfWeek(state: GameState, week: number): WeekPlan | undefined {
  return state.planner.plans.find((plan) => plan.week === week);
}

/** The week's plan, or all zeros before one is saved. */
export function planAmounts(state: GameState, week: number): PlanAmounts {
  return planOfWeek(state, week)?.amounts ?? NO_PLAN;
}

export function planProblem(
  state: GameState,
  content: GameContent,
  amounts: PlanAmounts,
): Rejection | null {
  for (const field of PLAN_FIELDS) {
    const value = amounts[field];
    if (!Number.isSafeInteger(value) || value < 0)
      return reject('planner/whole-dollars', PLANNER_MESSAGES.wholeDollars);
  }
  const { plannableDollars } = selectBudget(state, content);
  if (plannableDollars === 0 && planTotal(amounts) > 0)
    return reject('planner/nothing-remaining', PLANNER_MESSAGES.nothingRemaining);
  if (PLAN_FIELDS.some((field) => amounts[field] > plannableDollars))
    return reject('planner/over-remaining', PLANNER_MESSAGES.overRemaining);
  return null;
}

/** Saves this week's plan (replacing one saved before). */
export function savePlan(tx: Tx, amounts: PlanAmounts): Rejection | void {
  const clean: PlanAmounts = {
    bills: amounts.bills,
    goods: amounts.goods,
    savings: amounts.savings,
    shares: amounts.shares,
    fixedTerm: amounts.fixedTerm,
  };
  const problem = planProblem(tx.state, tx.content, clean);
  if (problem) return problem;
  const { week } = tx.state;
  update(tx, 'planner', (slice) => ({
    ...slice,
    plans: [...slice.plans.filter((plan) => plan.week !== week), { week, amounts: clean }],
  }));
  emit(tx, { type: 'planSaved', week });
}
