// The game's months (four weeks: weeks 1-4, 5-8...) and what moved through an account in one.
// Banks pay interest, charge fees and judge a bonus saver's conditions by the month.
import type { GameState } from '../game/state';
import {
  accruedInterestKey,
  bankKey,
  entriesOf,
  postingWeek,
  WORLD,
  type Posting,
} from '../ledger/ledger';
import type { BankAccount } from './types';

export const WEEKS_PER_MONTH = 4;
/** Days in a game month, for fees and returns quoted a year. */
export const DAYS_PER_MONTH = WEEKS_PER_MONTH * 7;

export function isMonthEnd(week: number): boolean {
  return week % WEEKS_PER_MONTH === 0;
}

/** The game month a week belongs to, from 1. */
export function monthOf(week: number): number {
  return Math.ceil(week / WEEKS_PER_MONTH);
}

export function monthStartWeek(week: number): number {
  return (monthOf(week) - 1) * WEEKS_PER_MONTH + 1;
}

export function monthEndWeek(week: number): number {
  return monthOf(week) * WEEKS_PER_MONTH;
}

/** Each posting dated `fromWeek` or later, newest first, until `visit` returns false. */
export function forEachPostingSince(
  state: GameState,
  fromWeek: number,
  visit: (posting: Posting) => boolean | void,
): void {
  const { pages } = state.ledger;
  for (let p = pages.length - 1; p >= 0; p--) {
    const page = pages[p]!;
    for (let i = page.length - 1; i >= 0; i--) {
      const posting = page[i]!;
      if (postingWeek(posting) < fromWeek) return;
      if (visit(posting) === false) return;
    }
  }
}

/**
 * What the player put into an account this month: every amount in except what the bank itself
 * paid (interest). Transfers, pay and opening deposits count (CommBank counts deposits "excluding
 * bank-initiated transactions"; a bonus saver asks for deposits the same way).
 */
export function depositsThisMonthCents(state: GameState, account: BankAccount): number {
  const key = bankKey(account.id);
  const bankSide = new Set([WORLD.bankInterest, accruedInterestKey(account.id)]);
  let deposits = 0;
  forEachPostingSince(state, monthStartWeek(state.week), (posting) => {
    const entries = entriesOf(posting);
    if (entries.some(([other]) => bankSide.has(other))) return;
    for (const [entryKey, amount] of entries)
      if (entryKey === key && amount > 0) deposits += amount;
  });
  return deposits;
}
