import { PLAN_KEYS, planStatusOf, type BudgetPlan, type PlanKey } from '@mc/contract';

// The planning tool's arithmetic (spec part 2 sections 2 and 5): five whole-dollar amounts, each
// typed or set with a slider that runs 0 to 100% of what remains after expenses (Plannable), and
// what is still to share out, said in words as well as by its style.

/** The five boxes as the player typed them: digits only, '' while a box is being cleared. */
export type PlanTexts = Record<PlanKey, string>;

export const planTexts = (plan: BudgetPlan): PlanTexts =>
  Object.fromEntries(PLAN_KEYS.map((key) => [key, String(Math.round(plan[key]))])) as PlanTexts;

/** A box's whole dollars: an empty box is 0 (spec part 2 section 5). */
export const dollarsOf = (text: string): number => (text === '' ? 0 : Number(text));

export const planOf = (texts: PlanTexts): BudgetPlan =>
  Object.fromEntries(PLAN_KEYS.map((key) => [key, dollarsOf(texts[key])])) as BudgetPlan;

/**
 * What a box holds after the player types: digits without leading zeros, and at most what
 * remains (typing more gives what remains, and says so with `capped`).
 */
export function capTyped(text: string, plannable: number): { text: string; capped: boolean } {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return { text: '', capped: false };
  const dollars = Number(digits.replace(/^0+(?=\d)/, ''));
  if (dollars > plannable) return { text: String(plannable), capped: true };
  return { text: String(dollars), capped: false };
}

/** Where a slider sits for an amount: a whole percent of what remains. */
export const percentOf = (dollars: number, plannable: number): number =>
  plannable <= 0 ? 0 : Math.min(100, Math.round((dollars / plannable) * 100));

/**
 * The amount a slider moved to `percent` gives, in whole dollars. When what remains is under
 * $100 a step of 1% can round back to the same dollar; then it moves a dollar the way the slider
 * went, so the arrow keys always move it.
 */
export function dollarsAtPercent(percent: number, current: number, plannable: number): number {
  const dollars = Math.min(plannable, Math.max(0, Math.round((percent / 100) * plannable)));
  const wasAt = percentOf(current, plannable);
  if (percent > wasAt && dollars <= current) return Math.min(plannable, current + 1);
  if (percent < wasAt && dollars >= current) return Math.max(0, current - 1);
  return dollars;
}

/** What is still to share out: what remains less the plan (negative when over). */
export const planLeft = (plan: BudgetPlan, plannable: number): number =>
  PLAN_KEYS.reduce((left, key) => left - plan[key], plannable);

/** Over, exactly at or under what remains, and the words that say it (never colour alone). */
export const planStatus = planStatusOf;

export const samePlan = (a: BudgetPlan, b: BudgetPlan): boolean =>
  PLAN_KEYS.every((key) => a[key] === b[key]);
