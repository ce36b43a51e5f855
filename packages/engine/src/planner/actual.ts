// What the player actually did in a week with each of the plan's five amounts, read from the
// ledger's postings of the week (like "where did my money go"). The plan shares out what remains
// after the week's regular expenses, so:
//   bills    bills paid beyond the regular ones the budget counts as expenses (a surprise bill,
//            an instalment, a loan), card repayments and money paid back to whoever covered
//            everyday spending: what went to what was owed;
//   goods    what was paid for things bought in uShop or won on iBuy;
//   savings  money moved into savings accounts less money moved out (interest is not a choice);
//   shares   what buying shares cost with brokerage, less what selling brought in;
//   fixed term  money put into term deposits less money taken out.
// Transfers between the player's own accounts count here though they leave the net position as
// it was: a plan is about where money goes, not about the net position.
import { categoryOf } from '../banking/accounts';
import { isItemKey } from '../items/value';
import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import {
  entriesOf,
  isWorldKey,
  PLAYER_KEYS,
  postingCount,
  postingDescription,
  postingsBetween,
  WORLD,
} from '../ledger/ledger';
import { NO_PLAN, planOfWeek } from './plan';
import type { PlanAmounts } from './types';

/** The postings of a week: from its first to the next week's first (or the ledger's end). */
function weekPostings(state: GameState, week: number) {
  const { summaries } = state.endOfWeek;
  const index = summaries.findIndex((s) => s.week === week);
  const summary = summaries[index];
  if (!summary) {
    if (week !== state.week) return null;
    return postingsBetween(
      state.ledger,
      state.endOfWeek.startingPosting,
      postingCount(state.ledger),
    );
  }
  const next = summaries[index + 1];
  const end =
    next?.firstPosting ??
    (week === state.week ? postingCount(state.ledger) : state.endOfWeek.startingPosting);
  return postingsBetween(state.ledger, summary.firstPosting, end);
}

/** The titles of the regular bills the budget counts as expenses (the scenario's, things' running bills). */
function regularBillTitles(content: GameContent): Set<string> {
  return new Set([
    ...content.scenario.bills.filter((series) => series.everyWeeks > 0).map((s) => s.title),
    ...content.items.flatMap((type) => (type.use?.bills ?? []).map((bill) => bill.title)),
  ]);
}

/** The bill a payment's description names ('Bill paid: Rent', 'Direct debit: Rent'). */
const billTitleOf = (description: string) => description.slice(description.indexOf(': ') + 2);

/** What the player did in `week` with each of the plan's amounts, in cents (null: no such week). */
export function actualOfWeek(
  state: GameState,
  content: GameContent,
  week: number,
): PlanAmounts | null {
  const postings = weekPostings(state, week);
  if (!postings) return null;
  const kindOf = new Map(
    state.banking.accounts.map((account) => [`a${account.id}`, categoryOf(account)]),
  );
  const actual = { ...NO_PLAN };
  const owed = new Set<string>([PLAYER_KEYS.bills, PLAYER_KEYS.card, PLAYER_KEYS.lender]);
  const regular = regularBillTitles(content);
  for (const posting of postings) {
    const entries = entriesOf(posting);
    const keys = entries.map(([key]) => key);
    if (keys.some(isItemKey)) {
      for (const [key, amount] of entries)
        if ((key === WORLD.shop || key === WORLD.market) && amount > 0) actual.goods += amount;
      continue;
    }
    if (keys.includes(WORLD.brokerage)) {
      // A trade: the money that left (a buy) or came in (a sale) on the player's money accounts.
      for (const [key, amount] of entries)
        if (!isWorldKey(key) && !key.startsWith('share:')) actual.shares -= amount;
      continue;
    }
    if (keys.some(isWorldKey)) continue;
    // Between the player's own accounts: a payment of what is owed, or money put away.
    const regularBill = regular.has(billTitleOf(postingDescription(posting)));
    for (const [key, amount] of entries) {
      if (owed.has(key) && amount > 0 && !(key === PLAYER_KEYS.bills && regularBill))
        actual.bills += amount;
      const kind = kindOf.get(key);
      if (kind === 'savings') actual.savings += amount;
      if (kind === 'term-deposit') actual.fixedTerm += amount;
    }
  }
  return actual;
}

export interface PlanComparisonView {
  week: number;
  /** Whole dollars. */
  planned: PlanAmounts;
  /** Cents. */
  actualCents: PlanAmounts;
}

/** A week's plan beside what the player did; null when they made no plan that week. */
export function selectPlanComparison(
  state: GameState,
  content: GameContent,
  week: number,
): PlanComparisonView | null {
  const plan = planOfWeek(state, week);
  if (!plan) return null;
  const actual = actualOfWeek(state, content, week);
  if (!actual) return null;
  return { week, planned: plan.amounts, actualCents: actual };
}
