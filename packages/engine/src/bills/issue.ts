// Issuing bills. An owed bill is a liability from the day it arrives: the posting moves the
// amount from the player's bills-payable account to the biller, and paying it settles it back.
// Optional bills (a subscription renewal) are not owed, so nothing is posted until paid.
import { deliver } from '../communications/deliver';
import type { BillChange, BillSeries } from '../game/content';
import type { GameState } from '../game/state';
import {
  appendItem,
  draft,
  draftField,
  issueId,
  moveMoney,
  replaceItem,
  type Tx,
} from '../game/tx';
import { billerKey, PLAYER_KEYS } from '../ledger/ledger';
import type { Bill, BillTerms } from './types';

/** The series' bills arrive in week `week` when it is on their schedule. */
export function isDueToArrive(series: BillSeries, week: number): boolean {
  if (week < series.firstWeek) return false;
  if (series.everyWeeks <= 0) return week === series.firstWeek;
  return (week - series.firstWeek) % series.everyWeeks === 0;
}

export function termsOf(series: BillSeries): BillTerms {
  return {
    title: series.title,
    payee: series.payee,
    category: series.category,
    isRecurring: series.everyWeeks > 0,
    optional: series.optional,
    dueAfterWeeks: series.dueAfterWeeks,
    lateFeeCents: series.lateFeeCents,
    collectAfterWeeks: series.collectAfterWeeks,
  };
}

/** What a scheduled bill of the series costs in `week`: the latest change in force, if any. */
export function scheduledAmount(state: GameState, series: BillSeries, week: number): number {
  let amount = series.amountCents;
  for (const change of state.bills.amountChanges) {
    if (change.seriesId === series.id && change.fromWeek <= week) amount = change.amountCents;
  }
  return amount;
}

/**
 * A scheduled bill changes its amount, from the change's week or else from next week (never
 * this week's bills, which have already arrived). A change to a bill the scenario does not have
 * changes nothing (content validation names the series).
 */
export function changeBill(tx: Tx, change: BillChange): void {
  if (!tx.content.scenario.bills.some((series) => series.id === change.seriesId)) return;
  appendItem(tx, 'bills', 'amountChanges', {
    seriesId: change.seriesId,
    amountCents: change.amountCents,
    fromWeek: Math.max(change.fromWeek ?? 0, tx.state.week + 1),
  });
}

/** Open-week step: the bills of the scenario's series that arrive this week, one email each. */
export function issueScheduledBills(tx: Tx): void {
  for (const series of tx.content.scenario.bills) {
    if (!isDueToArrive(series, tx.state.week)) continue;
    const amount = scheduledAmount(tx.state, series, tx.state.week);
    const billId = issueBill(tx, series.id, termsOf(series), amount);
    deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId } });
  }
}

/**
 * Adds a bill of a series (recording the series' terms the first time) and, when it is owed,
 * posts it as a liability (an instalment is not: its bill already is). Returns its id.
 */
export function issueBill(tx: Tx, seriesId: string, terms: BillTerms, amountCents: number): number {
  const id = issueId(tx);
  const bill: Bill = {
    id,
    seriesId,
    openingWeek: tx.state.week,
    originalCents: amountCents,
    lateFeesCents: 0,
    feesCents: 0,
    paidCents: 0,
    tag: '',
    heldUntilWeek: 0,
  };
  if (!tx.state.bills.series[seriesId])
    draftField(tx, draft(tx, 'bills'), 'series')[seriesId] = terms;
  appendItem(tx, 'bills', 'list', bill);
  if (!terms.optional && terms.instalmentOf === undefined)
    moveMoney(tx, terms.title, PLAYER_KEYS.bills, billerKey(terms.payee), amountCents);
  return id;
}

export function replaceBill(tx: Tx, id: number, fn: (bill: Bill) => Bill): void {
  replaceItem(tx, 'bills', 'list', id, fn);
}
