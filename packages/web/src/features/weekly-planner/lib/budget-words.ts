import type { ExpenseSource, IncomeSource } from '@mc/contract';
import { budgetText } from '../../../lib/money-display';

// The Weekly Planner says where each weekly figure comes from: a bill or a pay as it comes, and
// what that is a week. "Rent $466 every 2 weeks = $233 a week".

/** 'a week', 'every 2 weeks', 'every 4 weeks'. */
export const everyWeeksText = (weeks: number): string =>
  weeks === 1 ? 'a week' : `every ${weeks} weeks`;

/** 'Rent $466 every 2 weeks = $233 a week', or 'Groceries $120 a week' when it comes weekly. */
export function expenseSourceText(source: ExpenseSource): string {
  const asItComes = `${source.Title} ${budgetText(source.Amount)} ${everyWeeksText(source.EveryWeeks)}`;
  return source.EveryWeeks === 1 ? asItComes : `${asItComes} = ${budgetText(source.Weekly)} a week`;
}

/** A job's pay after tax as it comes, and a week of it: '$420 every 2 weeks = $210 a week'. */
export function payText(source: IncomeSource): string {
  const asItComes = `${budgetText(source.NetPay)} ${everyWeeksText(source.PaymentFrequency)}`;
  return source.PaymentFrequency === 1
    ? asItComes
    : `${asItComes} = ${budgetText(source.Weekly)} a week`;
}
