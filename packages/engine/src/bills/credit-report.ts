// Defaults on the player's credit report. A phone or power/internet debt may be listed when
// (Privacy Act 1988 s 6Q): it is overdue 60 days or more, it is $150 or more, and the player was
// told in writing that it is overdue and that it may be reported (the final notice, at least 14
// days before listing: s 21D(3)(d)). A listing stays 5 years (s 20W); paying marks it paid, and
// it stays listed. A game week is a week, so 60 days is the ninth week after the due week.
//
// Never for a player under 18: a credit reporting body must not collect credit information about
// a person it knows or reasonably believes is under 18 (Privacy Act 1988 Part IIIA Division 2,
// s 20C, and the Privacy (Credit Reporting) Code 2014; docs/economy.md, "Credit report"), so no
// default is listed; and lenders do not contract with minors, so no small loan is offered.
import { deliver } from '../communications/deliver';
import { update, type Tx } from '../game/tx';
import type { GameState } from '../game/state';
import { billOwing, billTerms, isConsumerCredit, weekDueOf, type CreditDefault } from './types';

/** 60 days overdue: the end of the ninth week after the due week (63 days). */
export const DEFAULT_OVERDUE_WEEKS = 9;
/** s 6Q(1): the overdue amount is $150 or more. */
export const DEFAULT_MINIMUM_CENTS = 15_000;
export const CREDIT_REPORTING_BODY = 'ClearView Credit Reporting';

/** What the player owes a payee on overdue phone or power bills, and the oldest due week. */
function overdueWith(state: GameState, payee: string): { owingCents: number; oldestDue: number } {
  let owingCents = 0;
  let oldestDue = Infinity;
  for (const bill of state.bills.list) {
    if (bill.tag !== 'Overdue' && bill.tag !== 'Collected') continue;
    const terms = billTerms(state.bills, bill);
    if (terms.payee !== payee || !isConsumerCredit(terms)) continue;
    if (billOwing(bill) <= 0 || bill.heldUntilWeek >= state.week) continue;
    if (state.bills.plans.some((p) => p.billId === bill.id && p.status === 'active')) continue;
    owingCents += billOwing(bill);
    oldestDue = Math.min(oldestDue, weekDueOf(terms, bill));
  }
  return { owingCents, oldestDue };
}

function consumerCreditPayees(state: GameState): string[] {
  const payees = new Set<string>();
  for (const terms of Object.values(state.bills.series)) {
    if (isConsumerCredit(terms) && terms.instalmentOf === undefined) payees.add(terms.payee);
  }
  return [...payees];
}

/** The law on credit reporting and lending applies to adults only (see the header). */
export const CREDIT_REPORTING_MINIMUM_AGE = 18;

export function isCreditReportable(state: GameState): boolean {
  return state.player.ageYears >= CREDIT_REPORTING_MINIMUM_AGE;
}

/** End of week: list the defaults the rule allows (once per payee; never under 18). */
export function listDefaults(tx: Tx): void {
  if (!isCreditReportable(tx.state)) return;
  const week = tx.state.week;
  for (const payee of consumerCreditPayees(tx.state)) {
    if (tx.state.bills.defaults.some((d) => d.payee === payee)) continue;
    const { owingCents, oldestDue } = overdueWith(tx.state, payee);
    if (owingCents < DEFAULT_MINIMUM_CENTS || week - oldestDue < DEFAULT_OVERDUE_WEEKS) continue;
    const listed: CreditDefault = {
      payee,
      listedWeek: week,
      amountCents: owingCents,
      paidWeek: null,
    };
    update(tx, 'bills', (slice) => ({ ...slice, defaults: [...slice.defaults, listed] }));
    deliver(tx, { type: 'EmailInstance', source: { kind: 'creditReport', payee } });
  }
}

/** After a payment: a listed default whose payee is owed nothing overdue any more is paid. */
export function markDefaultsPaid(tx: Tx, payee: string): void {
  const listed = tx.state.bills.defaults.find((d) => d.payee === payee && d.paidWeek === null);
  if (!listed) return;
  const stillOwed = tx.state.bills.list.some((bill) => {
    if (bill.tag !== 'Overdue' && bill.tag !== 'Collected') return false;
    const terms = billTerms(tx.state.bills, bill);
    return terms.payee === payee && terms.instalmentOf === undefined && billOwing(bill) > 0;
  });
  if (stillOwed) return;
  const week = tx.state.week;
  update(tx, 'bills', (slice) => ({
    ...slice,
    defaults: slice.defaults.map((d) => (d === listed ? { ...d, paidWeek: week } : d)),
  }));
}

/** The defaults on the player's credit report, oldest first. */
export function selectCreditDefaults(state: GameState): readonly CreditDefault[] {
  return state.bills.defaults;
}
