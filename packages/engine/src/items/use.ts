// What owning a thing costs and saves while it is the player's: a car brings registration and
// insurance bills and fuel each week, and takes the place of bus fares; a bike saves half the
// fares. The figures and their sources are in the content (the catalogue's `use`).
import { deliver } from '../communications/deliver';
import { issueBill } from '../bills/issue';
import type { EverydaySpending, GameContent } from '../game/content';
import type { GameState } from '../game/state';
import type { Tx } from '../game/tx';
import { itemType } from './selectors';

/** The share of the week's fares the player's things save (the best of them), 0 to 1. */
export function travelSaving(state: GameState, content: GameContent): number {
  let best = 0;
  for (const item of state.items.owned)
    best = Math.max(best, itemType(content, item.itemId).use?.travelSaving ?? 0);
  return Math.min(1, best);
}

/** The everyday spending the player's things bring (a car's fuel), from the week each was got. */
export function itemSpending(state: GameState, content: GameContent): EverydaySpending[] {
  return state.items.owned.flatMap((item) =>
    (itemType(content, item.itemId).use?.spending ?? []).map((line) => ({
      id: `${line.id}#${item.id}`,
      title: line.title,
      payee: line.payee,
      category: line.category,
      amountCents: line.amountCents,
      everyWeeks: line.everyWeeks,
      firstWeek: item.sinceWeek,
      cancellable: false,
    })),
  );
}

/**
 * Opening step: the bills the player's things bring, from the week after each was got (a car
 * bought in week 5 has its first registration and insurance bills as week 6 opens).
 */
export function issueRunningBills(tx: Tx): void {
  const { week } = tx.state;
  for (const item of tx.state.items.owned) {
    for (const bill of itemType(tx.content, item.itemId).use?.bills ?? []) {
      const since = week - item.sinceWeek - 1;
      if (since < 0 || since % Math.max(1, bill.everyWeeks) !== 0) continue;
      const billId = issueBill(
        tx,
        `${bill.id}#${item.id}`,
        {
          title: bill.title,
          payee: bill.payee,
          category: bill.category,
          isRecurring: true,
          optional: false,
          dueAfterWeeks: bill.dueAfterWeeks,
          lateFeeCents: bill.lateFeeCents,
          collectAfterWeeks: tx.content.scenario.rules.mishap.collectAfterWeeks,
        },
        bill.amountCents,
      );
      deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId } });
    }
  }
}
