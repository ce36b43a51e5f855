// A payment plan and hardship help, offered with a bill's final notice (an email to accept or
// decline). Both do exactly what their words say:
//   - a payment plan splits what is owed into PLAN_INSTALMENTS weekly instalments, one a week
//     from next week, each due in its week; the player pays them (or ticks automatic for a direct
//     debit). While the plan runs, no notice, collector or listing; a missed instalment ends it
//     and the rest is overdue again. Energy retailers must offer one (National Energy Retail Law
//     s 50; National Energy Retail Rules r 72: instalment amounts, frequency and dates stated;
//     the law applies in Tasmania); other billers commonly do.
//   - hardship help (phone and power only) pauses the debt path, and any fee, for HARDSHIP_WEEKS
//     weeks; the bill stays payable. National Energy Retail Law s 43-44 (hardship policies) and
//     National Energy Retail Rules r 73 (late payment fees waived for hardship customers);
//     Telecommunications (Financial Hardship) Industry Standard 2024 (no collection action while
//     an arrangement is in place). Real programs are tailored; 6 weeks is the game's choice.
import { deliver } from '../communications/deliver';
import { reject, type Rejection } from '../game/result';
import { replaceItem, update, type Tx } from '../game/tx';
import { issueBill, replaceBill } from './issue';
import {
  billOwing,
  billTerms,
  isPayable,
  type Bill,
  type BillTerms,
  type PaymentPlan,
} from './types';

export const PLAN_INSTALMENTS = 4;
/** The final notice comes this many weeks before the bill goes to a collector. */
export const FINAL_NOTICE_WEEKS_BEFORE_COLLECTION = 2;

/**
 * The week a final notice's offer is open until, to the end of: the pay-by week the notice
 * gives (its week plus the weeks to the collector then), so the offer lasts as the notice says.
 */
export function debtOfferOpenUntil(terms: BillTerms, noticeWeek: number): number {
  const weeksToCollector = Math.min(
    terms.collectAfterWeeks - 1,
    FINAL_NOTICE_WEEKS_BEFORE_COLLECTION,
  );
  return noticeWeek + Math.max(1, weeksToCollector);
}

export const HARDSHIP_WEEKS = 6;

export type DebtOption = 'plan' | 'hardship';

export interface DebtOptionSource {
  kind: 'debtOption';
  billId: number;
  option: DebtOption;
}

/** The instalments of a plan for what is owed now: equal, the last one takes the cents left. */
export function planInstalments(owingCents: number): number[] {
  const each = Math.floor(owingCents / PLAN_INSTALMENTS);
  return Array.from({ length: PLAN_INSTALMENTS }, (_, i) =>
    i === PLAN_INSTALMENTS - 1 ? owingCents - each * (PLAN_INSTALMENTS - 1) : each,
  );
}

function hasArrangement(tx: Tx, bill: Bill): boolean {
  return (
    bill.heldUntilWeek >= tx.state.week ||
    tx.state.bills.plans.some((p) => p.billId === bill.id && p.status === 'active')
  );
}

/**
 * Once a bill has a plan or hardship help, the final notice's other offer for it closes: a bill
 * takes one arrangement at a time, so its Accept would only be refused (the accepted offer itself
 * is marked answered by the command after this).
 */
function closeOtherDebtOffers(tx: Tx, billId: number): void {
  for (const c of tx.state.communications.list) {
    const source = c.source;
    if (source.kind !== 'debtOption' || source.billId !== billId) continue;
    if (!c.action || c.action.actioned || c.action.cancelled) continue;
    const action = { ...c.action, cancelled: true };
    replaceItem(tx, 'communications', 'list', c.id, (old) => ({ ...old, action }));
  }
}

/** Accepting a payment plan or hardship help; a rejection changes nothing. */
export function acceptDebtOption(tx: Tx, source: DebtOptionSource): Rejection | void {
  const bill = tx.state.bills.list.find((b) => b.id === source.billId);
  if (!bill || !isPayable(bill) || billOwing(bill) <= 0)
    return reject(
      'bills/nothing-to-arrange',
      'This bill is already paid, so there is nothing to arrange.',
    );
  if (hasArrangement(tx, bill))
    return reject(
      'bills/already-arranged',
      'This bill already has a payment plan or hardship help.',
    );
  closeOtherDebtOffers(tx, bill.id);
  const week = tx.state.week;
  if (source.option === 'hardship') {
    replaceBill(tx, bill.id, (b) => ({ ...b, heldUntilWeek: week + HARDSHIP_WEEKS }));
    return;
  }
  const plan: PaymentPlan = {
    billId: bill.id,
    instalmentCents: planInstalments(billOwing(bill))[0]!,
    count: PLAN_INSTALMENTS,
    firstWeek: week + 1,
    issued: 0,
    status: 'active',
  };
  update(tx, 'bills', (slice) => ({ ...slice, plans: [...slice.plans, plan] }));
}

function instalmentTerms(terms: BillTerms, billId: number): BillTerms {
  return {
    ...terms,
    title: `${terms.title}: instalment`,
    isRecurring: true,
    optional: false,
    dueAfterWeeks: 0,
    lateFeeCents: 0,
    instalmentOf: billId,
  };
}

/** Open-week step: each running plan's instalment of the week arrives, due by the week's end. */
export function issueInstalments(tx: Tx): void {
  const week = tx.state.week;
  for (const plan of tx.state.bills.plans) {
    if (plan.status !== 'active' || week < plan.firstWeek || plan.issued >= plan.count) continue;
    const bill = tx.state.bills.list.find((b) => b.id === plan.billId);
    if (!bill) continue;
    const owing = billOwing(bill);
    const last = plan.issued === plan.count - 1;
    const amount = last ? owing : Math.min(owing, plan.instalmentCents);
    if (amount <= 0) continue;
    const terms = instalmentTerms(billTerms(tx.state.bills, bill), bill.id);
    const id = issueBill(tx, `plan:${bill.id}`, terms, amount);
    update(tx, 'bills', (slice) => ({
      ...slice,
      plans: slice.plans.map((p) => (p === plan ? { ...p, issued: p.issued + 1 } : p)),
    }));
    deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId: id } });
  }
}

/**
 * After an instalment is paid: it pays its bill down by the same amount; the last one pays it
 * off and completes the plan. When the bill itself is paid in full, the plan is complete and an
 * instalment still open is no longer owed.
 */
export function afterPlanPayment(tx: Tx, paid: Bill, amountCents: number): void {
  const terms = billTerms(tx.state.bills, paid);
  const billId = terms.instalmentOf ?? paid.id;
  const plan = tx.state.bills.plans.find((p) => p.billId === billId && p.status === 'active');
  if (!plan) return;
  if (terms.instalmentOf !== undefined) {
    replaceBill(tx, billId, (b) => {
      const paidCents = b.paidCents + amountCents;
      return {
        ...b,
        paidCents,
        tag: paidCents >= b.originalCents + b.lateFeesCents + b.feesCents ? 'Paid' : b.tag,
      };
    });
  }
  const bill = tx.state.bills.list.find((b) => b.id === billId)!;
  if (billOwing(bill) > 0) return;
  update(tx, 'bills', (slice) => ({
    ...slice,
    plans: slice.plans.map((p) => (p === plan ? { ...p, status: 'completed' as const } : p)),
  }));
  for (const open of tx.state.bills.list) {
    if (open.seriesId === `plan:${billId}` && open.tag === '')
      replaceBill(tx, open.id, (b) => ({ ...b, tag: 'Expired' }));
  }
}
