// The bills' part of the week step, in order: direct debits, then overdue bills and late fees,
// then debt collection.
//
// Debt collection: at the end of a bill's closing week a debt collector takes it over, adds its
// fee and takes what is owed from the player's transaction accounts, then savings, then cash
// (never term deposits or super, which are locked). What it cannot take stays owed as a
// liability, and it comes back for the rest at the end of every later week.
import { deliver } from '../communications/deliver';
import { everydaySources, moneyAccount, spend, spendable } from '../game/money-accounts';
import { moveMoney, type Tx } from '../game/tx';
import { billerKey, PLAYER_KEYS, WORLD } from '../ledger/ledger';
import { replaceBill } from './issue';
import { settleBill } from './pay';
import { billOwing, billTerms, closingWeekOf, isPayable, weekDueOf, type Bill } from './types';

function currentBill(tx: Tx, id: number): Bill {
  const bill = tx.state.bills.list.find((b) => b.id === id);
  if (!bill) throw new Error(`bill vanished: ${id}`);
  return bill;
}

/** Bills of a direct-debit series are paid from their account when it can cover them. */
export function runDirectDebits(tx: Tx): void {
  const automatic = tx.state.bills.automatic;
  for (const bill of tx.state.bills.list) {
    const fromId = automatic[bill.seriesId];
    if (fromId === undefined || !isPayable(bill)) continue;
    const source = moneyAccount(tx.state, fromId);
    if (source && spendable(tx.state, source) >= billOwing(bill))
      settleBill(tx, bill, source, true);
  }
}

/** Unpaid bills past their due week: optional ones expire, owed ones are overdue with a late fee. */
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
    const fee = details.lateFeeCents;
    moveMoney(tx, `Late fee: ${details.title}`, PLAYER_KEYS.bills, billerKey(details.payee), fee);
    replaceBill(tx, bill.id, (b) => ({
      ...b,
      tag: 'Overdue',
      lateFeesCents: b.lateFeesCents + fee,
    }));
  }
}

/** Overdue bills past their closing week go to the debt collector, who collects what it can. */
export function collectDebts(tx: Tx): void {
  const week = tx.state.week;
  for (const listed of tx.state.bills.list) {
    if (listed.tag !== 'Overdue' && listed.tag !== 'Collected') continue;
    const details = billTerms(tx.state.bills, listed);
    const takeover = listed.tag === 'Overdue' && closingWeekOf(details, listed) <= week;
    const continuing = listed.tag === 'Collected' && billOwing(listed) > 0;
    if (!takeover && !continuing) continue;
    let fee = 0;
    if (takeover) {
      fee = details.collectorFeeCents;
      moveMoney(
        tx,
        `Debt collector fee: ${details.title}`,
        PLAYER_KEYS.bills,
        WORLD.collector,
        fee,
      );
      replaceBill(tx, listed.id, (b) => ({ ...b, tag: 'Collected', feesCents: b.feesCents + fee }));
    }
    const collected = collectFromPlayer(tx, currentBill(tx, listed.id), details.title);
    if (takeover || collected > 0) {
      deliver(tx, {
        type: 'DebtCollectorEmailInstance',
        source: { kind: 'collector', billId: listed.id, collectedCents: collected, feeCents: fee },
      });
    }
  }
}

/** Takes what it can of a bill's debt: transaction accounts, then savings, then cash. */
function collectFromPlayer(tx: Tx, bill: Bill, title: string): number {
  let collected = 0;
  for (const { id } of everydaySources(tx.state, false)) {
    const owing = billOwing(bill) - collected;
    if (owing <= 0) break;
    const source = moneyAccount(tx.state, id)!;
    const take = Math.min(owing, Math.max(0, spendable(tx.state, source)));
    if (take <= 0) continue;
    spend(tx, source, PLAYER_KEYS.bills, take, `Debt collector: ${title}`);
    collected += take;
  }
  if (collected > 0)
    replaceBill(tx, bill.id, (b) => ({ ...b, paidCents: b.paidCents + collected }));
  return collected;
}
