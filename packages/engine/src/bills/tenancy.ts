// Rent arrears under the Residential Tenancy Act 1997 (Tas): no late fee, a notice to vacate
// with at least 14 clear days, and the court if the arrears are still unpaid when it takes
// effect. Paying all the arrears before then makes the notice stop having effect (the first and
// second such notice in 12 months), so paying stops the path at any point. The rules follow the
// rent bill's terms (its category), not a persona: a player living at home has no rent bill.
//
// The court then orders possession and the arrears, and the landlord's filing fee is added to
// what the tenant owes; the player moves to a friend's spare room (moving costs; new-home.ts),
// where rent is owed to the friend: a game has at most one eviction.
//
// Sources: Residential Tenancy Act 1997 (Tas) s 42 (notice to vacate for failing to pay rent),
// s 43 (notice periods: 14 days for rent arrears), s 45 (the owner applies to the Magistrates
// Court for an order of possession); Tenants' Union of Tasmania, "Notice to Vacate" fact sheet.
import { deliver } from '../communications/deliver';
import type { Tx } from '../game/tx';
import { DUE_BY_LAST_WEEK, issueBill } from './issue';
import { COURT_FEE_SERIES, hasMovedOut } from './new-home';
import type { GameState } from '../game/state';
import { type Bill, type BillTerms, billOwing, isRent, weekDueOf } from './types';

/** The landlord serves a notice to vacate at the end of the week after the rent's due week. */
export const NOTICE_TO_VACATE_AFTER_WEEKS = 1;
/** 14 clear days (s 43): two game weeks. */
export const NOTICE_TO_VACATE_WEEKS = 2;

/** The week a notice to vacate for this rent bill is served, and the week it takes effect. */
export function tenancyWeeks(terms: BillTerms, bill: Bill): { served: number; effect: number } {
  const served = weekDueOf(terms, bill) + NOTICE_TO_VACATE_AFTER_WEEKS;
  return { served, effect: served + NOTICE_TO_VACATE_WEEKS };
}

/**
 * A notice to vacate served (or the court application after it) on rent still owing: the
 * tenancy may end, so the landlord sends no other news of the lease (a rent rise) meanwhile.
 */
export function tenancyAtRisk(state: GameState): boolean {
  const { series, list } = state.bills;
  return list.some((bill) => {
    const terms = series[bill.seriesId];
    return (
      terms !== undefined &&
      isRent(terms) &&
      billOwing(bill) > 0 &&
      state.week > tenancyWeeks(terms, bill).served
    );
  });
}

/**
 * End of week: the notice to vacate, the landlord's application to the court, then the court's
 * order of possession. Once the player has been moved out, the old tenancy's rent gets no more
 * notices: it stays owed as arrears (and the new home's rent is owed to a friend).
 */
export function serveTenancyNotices(tx: Tx, bill: Bill, terms: BillTerms): void {
  const week = tx.state.week;
  if (hasMovedOut(tx.state.bills)) return;
  const { served, effect } = tenancyWeeks(terms, bill);
  if (week === possessionWeek(terms, bill)) {
    orderPossession(tx, bill, terms);
  } else if (week === served) {
    deliver(tx, {
      type: 'EmailInstance',
      source: { kind: 'billNotice', billId: bill.id, notice: 'vacate' },
    });
  } else if (week === effect) {
    deliver(tx, {
      type: 'EmailInstance',
      source: { kind: 'billNotice', billId: bill.id, notice: 'court' },
    });
  }
}

/** The court hears the application and orders possession two weeks after it (the game's choice). */
export const COURT_HEARING_WEEKS = 2;
/**
 * The landlord's filing fee, which the court orders the tenant to pay back with the arrears:
 * Magistrates Court of Tasmania, "Fees and charges": filing fee for a claim under the
 * Residential Tenancy Act 1997, 40 fee units ($64.80 at the 2019-20 unit of $1.62). At the
 * 2024-25 fee unit of $1.87 (Tasmanian Treasury, "Fee Units"; NRE Tasmania, "Fee Units": "For
 * 1 July 2024 – 30 June 2025, the value of one fee unit is $1.87"), 40 units are $74.80.
 */
export const COURT_FEE_CENTS = 40 * 187;
/**
 * Moving a share-room's things to another room: a day's ute or van hire and a helper for a few
 * hours in Hobart. An ESTIMATE (about $120 hire and $80 help), not a sourced figure.
 */
export const MOVING_COSTS_CENTS = 20_000;
export const MOVING_PAYEE = 'Quickshift Ute & Van Hire';

/** The week possession is ordered for this rent bill if it is still unpaid then. */
export function possessionWeek(terms: BillTerms, bill: Bill): number {
  return tenancyWeeks(terms, bill).effect + COURT_HEARING_WEEKS;
}

/**
 * The order of possession: the player moves out, to a friend's spare room (new-home.ts), who
 * texts. The landlord's court fee and the moving costs arrive as bills (liabilities at once);
 * the arrears stay owed on the rent bills.
 */
function orderPossession(tx: Tx, bill: Bill, terms: BillTerms): void {
  const week = tx.state.week;
  const oneOff = (title: string, payee: string): BillTerms => ({
    title,
    payee,
    category: 'other',
    isRecurring: false,
    optional: false,
    dueAfterWeeks: 2,
    lateFeeCents: 0,
    collectAfterWeeks: 4,
  });
  const feeId = issueBill(
    tx,
    `${COURT_FEE_SERIES}:${week}`,
    oneOff('Court fee (order of possession)', terms.payee),
    COURT_FEE_CENTS,
    DUE_BY_LAST_WEEK,
  );
  const movingId = issueBill(
    tx,
    `moving:${week}`,
    oneOff('Moving costs', MOVING_PAYEE),
    MOVING_COSTS_CENTS,
    DUE_BY_LAST_WEEK,
  );
  deliver(tx, {
    type: 'EmailInstance',
    source: { kind: 'billNotice', billId: bill.id, notice: 'possession' },
  });
  deliver(tx, {
    type: 'TextMessageInstance',
    source: { kind: 'billNotice', billId: movingId, notice: 'newHome' },
  });
  deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId: feeId } });
  deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId: movingId } });
}
