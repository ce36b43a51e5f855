// Issuing bills. An owed bill is a liability from the day it arrives: the posting moves the
// amount from the player's bills-payable account to the biller, and paying it settles it back.
// Optional bills (a subscription renewal) are not owed, so nothing is posted until paid.
import { deliver } from '../communications/deliver';
import type { BillChange, BillSeries, EventDetails } from '../game/content';
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
import { movedHomeTerms } from './new-home';
import type { Bill, BillTerms } from './types';
import { renamed } from '../events/names';

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
    // A person charges no late fee: a late fee is a term of a contract.
    lateFeeCents: series.owedTo && series.owedTo !== 'company' ? 0 : series.lateFeeCents,
    collectAfterWeeks: series.collectAfterWeeks,
    ...(series.owedTo && series.owedTo !== 'company' ? { owedTo: series.owedTo } : {}),
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

/**
 * Open-week step: the bills of the scenario's series that arrive this week, one email each. After
 * a court's order of possession the player's household bills go to the new home (tenancy.ts).
 */
export function issueScheduledBills(tx: Tx): void {
  for (const series of tx.content.scenario.bills) {
    if (!isDueToArrive(series, tx.state.week)) continue;
    const moved = movedHomeTerms(tx.state.bills, series);
    const billId = moved
      ? issueBill(tx, moved.seriesId, moved.terms, moved.amountCents, DUE_BY_LAST_WEEK)
      : issueBill(
          tx,
          series.id,
          termsOf(series),
          scheduledAmount(tx.state, series, tx.state.week),
          DUE_BY_LAST_WEEK,
        );
    deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId } });
  }
}

/**
 * A mishap's one-off bill (an event of the pools or the story): on the scenario's mishap terms
 * when a company is owed; a person or the school charges no late fee. A bill that arrives by
 * text is a request to pay, so a bill e-mail comes too: bills are paid from Email. Returns its id.
 */
export function issueEventBill(tx: Tx, event: EventDetails): number {
  const rules = tx.content.scenario.rules.mishap;
  const owedTo = event.owedTo ?? 'company';
  // A friend who shares the player's name is called by a stand-in, in the bill too.
  const [title, payee] = renamed(tx.content, tx.state, [
    event.billTitle ?? event.subject,
    event.from,
  ] as const);
  const terms: BillTerms = {
    title,
    payee,
    category: 'other',
    isRecurring: false,
    optional: false,
    ...rules,
    ...(owedTo === 'company' ? {} : { owedTo, lateFeeCents: 0 }),
  };
  const billId = issueBill(tx, `event:${event.id}`, terms, event.amountCents, DUE_BY_LAST_WEEK);
  if (event.channel === 'text')
    deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId } });
  return billId;
}

/** issueBill's option: due by the game's last week at the latest (see Bill.dueWeek). */
export const DUE_BY_LAST_WEEK = { dueByLastWeek: true } as const;

/**
 * Adds a bill of a series (recording the series' terms the first time) and, when it is owed,
 * posts it as a liability (an instalment is not: its bill already is). Returns its id. With
 * dueByLastWeek, a bill whose terms would make it due after the game's last week is due in the
 * last week instead (bills the game issues itself; a loan's or the ATO's date is the law's).
 */
export function issueBill(
  tx: Tx,
  seriesId: string,
  terms: BillTerms,
  amountCents: number,
  options: { dueByLastWeek?: boolean } = {},
): number {
  const id = issueId(tx);
  const lastWeek = tx.state.totalWeeks;
  const termsDue = tx.state.week + terms.dueAfterWeeks;
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
    ...(options.dueByLastWeek && termsDue > lastWeek
      ? { dueWeek: Math.max(tx.state.week, lastWeek) }
      : {}),
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
