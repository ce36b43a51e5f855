// The bills' part of the week step, in order: direct debits, then overdue bills (late fee and a
// reminder), then the debt path.
//
// No money ever leaves a player's account here except by a direct debit the player set up. In
// Australia a creditor or collector cannot take money from a bank account or wages without a court
// order (ASIC/ACCC Debt collection guideline for collectors and creditors, 2021, part 2 and
// section 21), so an unpaid bill stays owed, and payable by the player, however far it goes:
//   - a biller's bill: late fee and reminder at the end of the due week, a final notice in
//     writing (with a payment plan, and hardship help for phone and power) two weeks before the
//     debt is passed to a collector, who writes, then texts a week later (well inside the
//     guideline's limit of 3 contacts a week and 10 a month, section 8), and adds nothing (the guideline,
//     section 13: only fees the contract or the law allows; the contract's late fee is already
//     on the bill). Phone and power debts can then be listed as a default (credit-report.ts).
//   - power (utilities): a disconnection warning, then disconnection and a reconnection fee
//     (disconnection.ts).
//   - rent: no late fee, a reminder, then a notice to vacate, the court and an order of
//     possession: the player moves (tenancy.ts).
//   - money owed to a person (a friend, family, a housemate) or the school: no late fee (no
//     contract allows one), no final notice, no collector, no default; a reminder from them, and
//     two weeks later a let-down message (the person covers it and is disappointed; the school
//     tells the family). It stays payable, so the player can pay back later (types.ts
//     isOwedToCompany).
import { deliver } from '../communications/deliver';
import { moneyAccount, spendable } from '../game/money-accounts';
import { moveMoney, replaceItem, update, type Tx } from '../game/tx';
import { billerKey, PLAYER_KEYS } from '../ledger/ledger';
import { debtOfferOpenUntil, FINAL_NOTICE_WEEKS_BEFORE_COLLECTION } from './arrangements';
import { listDefaults } from './credit-report';
import { disconnectUnpaidPower } from './disconnection';
import { replaceBill } from './issue';
import { settleBill } from './pay';
import { serveTenancyNotices } from './tenancy';
import {
  billOwing,
  billTerms,
  closingWeekOf,
  isConsumerCredit,
  isOwedToCompany,
  isPayable,
  isRent,
  owedToOf,
  pathStartOf,
  weekDueOf,
  type Bill,
  type BillTerms,
} from './types';

/**
 * Bills of a direct-debit series are paid from their account when it can cover them. When it
 * can't in the bill's due week, the debit is returned unpaid: the biller adds the dishonour fee
 * (the scenario's rule; not on rent or an instalment) and the bill goes overdue.
 */
export function runDirectDebits(tx: Tx): void {
  const automatic = tx.state.bills.automatic;
  for (const { id } of tx.state.bills.list) {
    // Read each bill afresh: paying one (an instalment) can change another (its bill).
    const bill = tx.state.bills.list.find((b) => b.id === id)!;
    const fromId = automatic[bill.seriesId];
    if (fromId === undefined || !isPayable(bill)) continue;
    const source = moneyAccount(tx.state, fromId);
    if (source && spendable(tx.state, source) >= billOwing(bill))
      settleBill(tx, bill, source, true);
    else if (bill.tag === '') dishonour(tx, bill);
  }
}

function dishonour(tx: Tx, bill: Bill): void {
  const terms = billTerms(tx.state.bills, bill);
  if (weekDueOf(terms, bill) !== tx.state.week) return;
  if (isRent(terms) || terms.instalmentOf !== undefined || terms.optional) return;
  if (!isOwedToCompany(terms)) return;
  const fee = tx.content.scenario.rules.dishonourFeeCents;
  if (fee <= 0) return;
  moveMoney(tx, `Dishonour fee: ${terms.title}`, PLAYER_KEYS.bills, billerKey(terms.payee), fee);
  replaceBill(tx, bill.id, (b) => ({ ...b, feesCents: b.feesCents + fee }));
}

/**
 * Unpaid bills past their due week: optional ones expire; a missed instalment ends its payment
 * plan (the bill's debt path starts again from this week); owed ones are overdue, with the
 * contract's late fee (never on rent: tenancy.ts) and a reminder.
 */
export function markOverdueBills(tx: Tx): void {
  const week = tx.state.week;
  for (const bill of tx.state.bills.list) {
    if (bill.tag !== '') continue;
    const details = billTerms(tx.state.bills, bill);
    if (weekDueOf(details, bill) > week) continue;
    if (details.optional) {
      replaceBill(tx, bill.id, (b) => ({ ...b, tag: 'Expired' }));
      continue;
    }
    if (details.instalmentOf !== undefined) {
      endPlan(tx, details.instalmentOf, bill.id);
      continue;
    }
    const fee = isRent(details) || !isOwedToCompany(details) ? 0 : details.lateFeeCents;
    if (fee > 0)
      moveMoney(tx, `Late fee: ${details.title}`, PLAYER_KEYS.bills, billerKey(details.payee), fee);
    replaceBill(tx, bill.id, (b) => ({
      ...b,
      tag: 'Overdue',
      lateFeesCents: b.lateFeesCents + fee,
    }));
    deliver(tx, {
      // A friend or family member asks again by text; a company or the school writes.
      type: owedToOf(details) === 'person' ? 'TextMessageInstance' : 'EmailInstance',
      source: { kind: 'billNotice', billId: bill.id, notice: 'reminder' },
    });
  }
}

/** A missed instalment: the plan ends and what is left of the bill is overdue again. */
function endPlan(tx: Tx, billId: number, instalmentId: number): void {
  const week = tx.state.week;
  replaceBill(tx, instalmentId, (b) => ({ ...b, tag: 'Expired' }));
  update(tx, 'bills', (slice) => ({
    ...slice,
    plans: slice.plans.map((p) =>
      p.billId === billId && p.status === 'active' ? { ...p, status: 'ended' as const } : p,
    ),
  }));
  replaceBill(tx, billId, (b) => ({ ...b, heldUntilWeek: week }));
  deliver(tx, {
    type: 'EmailInstance',
    source: { kind: 'billNotice', billId, notice: 'planEnded' },
  });
}

/** Is the bill's debt path held this week (a plan or a hardship pause)? */
function isHeld(tx: Tx, bill: Bill): boolean {
  if (bill.heldUntilWeek >= tx.state.week) return true;
  return tx.state.bills.plans.some((p) => p.billId === bill.id && p.status === 'active');
}

/**
 * The debt path of every owed, unpaid bill, at the end of the week: final notices and offers,
 * collectors' letters and texts, tenancy notices, and defaults listed on the credit report.
 */
export function followDebts(tx: Tx): void {
  const week = tx.state.week;
  for (const bill of tx.state.bills.list) {
    if (bill.tag !== 'Overdue' && bill.tag !== 'Collected') continue;
    if (billOwing(bill) <= 0 || isHeld(tx, bill)) continue;
    const terms = billTerms(tx.state.bills, bill);
    if (!isOwedToCompany(terms)) {
      if (week === pathStartOf(terms, bill) + LET_DOWN_AFTER_WEEKS) sendLetDown(tx, bill, terms);
      continue;
    }
    if (isRent(terms)) {
      serveTenancyNotices(tx, bill, terms);
      continue;
    }
    const start = pathStartOf(terms, bill);
    const closing = closingWeekOf(terms, bill);
    if (bill.tag === 'Overdue' && week === finalNoticeWeek(start, closing)) {
      sendFinalNotice(tx, bill, isConsumerCredit(terms));
    }
    if (bill.tag === 'Overdue' && week >= closing) {
      replaceBill(tx, bill.id, (b) => ({ ...b, tag: 'Collected' }));
      deliver(tx, {
        type: 'DebtCollectorEmailInstance',
        source: { kind: 'collector', billId: bill.id, contact: 'letter' },
      });
    } else if (bill.tag === 'Collected' && week === closing + 1) {
      deliver(tx, {
        type: 'TextMessageInstance',
        source: { kind: 'collector', billId: bill.id, contact: 'text' },
      });
    }
  }
  disconnectUnpaidPower(tx);
  listDefaults(tx);
  closeDebtOffers(tx);
}

/** A person or the school is let down this many weeks after the due week (the reminder's). */
export const LET_DOWN_AFTER_WEEKS = 2;

/** The person texts that they covered it and are let down; the school tells the family. */
function sendLetDown(tx: Tx, bill: Bill, terms: BillTerms): void {
  deliver(tx, {
    type: owedToOf(terms) === 'person' ? 'TextMessageInstance' : 'EmailInstance',
    source: { kind: 'billNotice', billId: bill.id, notice: 'letDown' },
  });
}

/**
 * End of week: a final notice's plan or hardship offer not taken by the end of its pay-by week is
 * closed (the offers' two-week lifetime does not apply to them: events/offers.ts).
 */
function closeDebtOffers(tx: Tx): void {
  const week = tx.state.week;
  for (const c of tx.state.communications.list) {
    const source = c.source;
    if (source.kind !== 'debtOption' || !c.action || c.action.actioned || c.action.cancelled)
      continue;
    const bill = tx.state.bills.list.find((b) => b.id === source.billId);
    if (bill && week < debtOfferOpenUntil(billTerms(tx.state.bills, bill), c.week)) continue;
    const action = { ...c.action, cancelled: true };
    replaceItem(tx, 'communications', 'list', c.id, (old) => ({ ...old, action }));
  }
}

/**
 * The final notice's week: two weeks before collection, and never in the week the path starts
 * (the reminder's week), so a player always has a week's warning (content keeps
 * collectAfterWeeks at 2 or more).
 */
export function finalNoticeWeek(start: number, closing: number): number {
  return Math.max(start + 1, closing - FINAL_NOTICE_WEEKS_BEFORE_COLLECTION);
}

/**
 * The final notice in writing, which offers a payment plan to accept (one message, to keep the
 * inbox short), and for phone and power a separate offer of hardship help.
 */
function sendFinalNotice(tx: Tx, bill: Bill, consumerCredit: boolean): void {
  deliver(tx, {
    type: 'EmailInstance',
    source: { kind: 'debtOption', billId: bill.id, option: 'plan' },
    actionable: true,
  });
  if (consumerCredit) {
    deliver(tx, {
      type: 'EmailInstance',
      source: { kind: 'debtOption', billId: bill.id, option: 'hardship' },
      actionable: true,
    });
  }
}
