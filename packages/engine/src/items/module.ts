// My Stuff: what the player owns. Each thing is a ledger account holding what it is worth now, so
// the where-I'm-at report and the net position count it; at the end of each week its value moves
// by its kind (items/value.ts). Buying is uShop's and iBuy's, selling is iBuy's.
import { defineModule } from '../game/module';
import { postEntries, type Tx } from '../game/tx';
import { balanceOf, WORLD } from '../ledger/ledger';
import { itemType } from './selectors';
import type { ItemsState } from './types';
import { issueRunningBills } from './use';
import { acquireItem, isItemKey, itemKey, secondHandCents, valueAfter } from './value';

/** End of week: each thing's value moves by its kind, over the weeks the player has had it. */
function revalue(tx: Tx): void {
  for (const item of tx.state.items.owned) {
    const type = itemType(tx.content, item.itemId);
    const key = itemKey(item.id);
    const weeks = tx.state.week - item.sinceWeek + 1;
    const change =
      valueAfter(type, item.acquiredValueCents, weeks) - balanceOf(tx.state.ledger, key);
    if (change === 0) continue;
    postEntries(tx, `${type.title}: ${change < 0 ? 'value lost' : 'value gained'}`, [
      [WORLD.goods, -change],
      [key, change],
    ]);
  }
}

export const itemsModule = defineModule()({
  key: 'items',
  initial: (): ItemsState => ({ owned: [] }),
  // What the player starts with is theirs from week 1, worth what a second-hand one fetches.
  setup(tx) {
    for (const id of tx.content.scenario.startingItemIds) {
      const type = itemType(tx.content, id);
      acquireItem(tx, type, secondHandCents(type), `${type.title}: yours from the start`);
    }
  },
  endOfWeek: { revalue },
  openWeek: { runningBills: issueRunningBills },
  apps: { MyStuff: { updateCount: () => 0 } },
  reportRows: (state) =>
    state.items.owned.map((item) => ({
      title: item.title,
      category: 'Items' as const,
      balanceCents: balanceOf(state.ledger, itemKey(item.id)),
    })),
  ids: (state) => state.items.owned.map((item) => item.id),
  invariants(state) {
    const problems: string[] = [];
    const keys = new Set(state.items.owned.map((item) => itemKey(item.id)));
    for (const item of state.items.owned)
      if (balanceOf(state.ledger, itemKey(item.id)) < 0) problems.push(`item ${item.id} worth < 0`);
    for (const [key, balance] of Object.entries(state.ledger.balances))
      if (isItemKey(key) && balance !== 0 && !keys.has(key))
        problems.push(`${key} holds ${balance} but is not owned`);
    return problems;
  },
});
