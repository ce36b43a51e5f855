// Issuing bills. An owed bill is a liability from the day it arrives: the posting moves the
// amount from the player's bills-payable account to the biller, and paying it settles it back.
// Optional bills (a subscription renewal) are not owed, so nothing is posted until paid.
import { deliver } from '../communications/deliver';
import type { BillSeries } from '../game/content';
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
    collectorFeeCents: series.collectorFeeCents,
  };
}

/** Open-week step: the bills of the scenario's series that arrive this week, one email each. */
export function issueScheduledBills(tx: Tx): void {
  for (const series of tx.content.scenario.bills) {
    if (!isDueToArrive(series, tx.state.week)) continue;
    const billId = issueBill(tx, series.id, termsOf(series), series.amountCents);
    deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId } });
  }
}

/**
 * Adds a bill of a series (recording the series' terms the first time) and, when it is owed,
 * posts it as a liability. Returns its id.
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
  };
  if (!tx.state.bills.series[seriesId])
    draftField(tx, draft(tx, 'bills'), 'series')[seriesId] = terms;
  appendItem(tx, 'bills', 'list', bill);
  if (!terms.optional)
    moveMoney(tx, terms.title, PLAYER_KEYS.bills, billerKey(terms.payee), amountCents);
  return id;
}

export function replaceBill(tx: Tx, id: number, fn: (bill: Bill) => Bill): void {
  replaceItem(tx, 'bills', 'list', id, fn);
}
