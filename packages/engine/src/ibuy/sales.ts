// Selling on iBuy from My Stuff: the player lists a thing at a price ($1 to $100,000); at the end
// of the week a buyer may take it. The buyer is drawn from the game's seed for that thing and week
// (so two players listing the same thing at the same price in the same week get the same answer),
// and is less willing the further the price is above what the thing is worth: 95% at 80% of its
// worth or less, about 70% at its worth, about 45% at 20% over, none at 60% over. Sold, the price
// arrives where the player's money lands (their first transaction account, else cash); not sold,
// the thing stays in My Stuff. Either way an e-mail says so.
import { ITEM_MESSAGES } from '@mc/contract/apps/items';
import { salePriceProblem } from '@mc/contract/money-rules';
import { deliver } from '../communications/deliver';
import { publicId, refOf } from '../game/ids';
import { defaultIncomingAccount } from '../game/money-accounts';
import { reject, type Rejection } from '../game/result';
import { emit, issueId, update, type Tx } from '../game/tx';
import { itemType } from '../items/selectors';
import { itemValueCents, partWithItem } from '../items/value';
import { WORLD } from '../ledger/ledger';
import { drawsFrom } from '../random/draws';
import type { Sale } from './types';

export const SALE_REJECTIONS = [
  'ibuy/not-owned',
  'ibuy/cannot-sell',
  'ibuy/already-for-sale',
  'ibuy/sale-price',
  'ibuy/no-such-sale',
] as const;

/** The chance a buyer takes a thing at `priceCents` when it is worth `valueCents`. */
export function buyerChance(priceCents: number, valueCents: number): number {
  const ratio = priceCents / Math.max(100, valueCents);
  return Math.min(0.95, Math.max(0, 0.95 - 1.2 * (ratio - 0.8)));
}

export interface ListForSaleCommand {
  itemInstanceId: string;
  priceCents: number;
}

export function listForSale(
  tx: Tx,
  { itemInstanceId, priceCents }: ListForSaleCommand,
): Rejection | void {
  const id = refOf(tx.state, itemInstanceId);
  const item = tx.state.items.owned.find((o) => o.id === id);
  if (!item) return reject('ibuy/not-owned', ITEM_MESSAGES.notOwned);
  if (!itemType(tx.content, item.itemId).resaleable)
    return reject('ibuy/cannot-sell', ITEM_MESSAGES.cannotSell);
  if (tx.state.ibuy.sales.some((s) => s.itemInstanceId === item.id))
    return reject('ibuy/already-for-sale', ITEM_MESSAGES.alreadyForSale);
  const problem = salePriceProblem(priceCents);
  if (problem) return reject('ibuy/sale-price', problem.message);
  const sale: Sale = { id: issueId(tx), itemInstanceId: item.id, priceCents, week: tx.state.week };
  update(tx, 'ibuy', (slice) => ({ ...slice, sales: [...slice.sales, sale] }));
  emit(tx, { type: 'itemListed', saleId: publicId(tx.state, sale.id) });
}

export function cancelSale(tx: Tx, { saleId }: { saleId: string }): Rejection | void {
  const id = refOf(tx.state, saleId);
  if (!tx.state.ibuy.sales.some((s) => s.id === id))
    return reject('ibuy/no-such-sale', ITEM_MESSAGES.notForSale);
  update(tx, 'ibuy', (slice) => ({ ...slice, sales: slice.sales.filter((s) => s.id !== id) }));
  emit(tx, { type: 'saleCancelled', saleId });
}

/** End of week: a buyer takes each listed thing, or not. */
export function settleSales(tx: Tx): void {
  const { week } = tx.state;
  for (const sale of tx.state.ibuy.sales) {
    const item = tx.state.items.owned.find((o) => o.id === sale.itemInstanceId);
    if (!item) continue;
    const value = itemValueCents(tx.state, item);
    const draw = drawsFrom(tx.state.gameSeed, `ibuy|buyer|${week}|${item.itemId}`).float();
    const sold = draw < buyerChance(sale.priceCents, value);
    const base = { kind: 'ibuy' as const, title: item.title, amountCents: sale.priceCents };
    if (sold) {
      const to = defaultIncomingAccount(tx.state);
      partWithItem(tx, item, `iBuy: sold ${item.title}`, {
        fromKey: WORLD.market,
        toKey: to.key,
        amountCents: sale.priceCents,
      });
      deliver(tx, {
        type: 'iBuyItemForSaleEmailInstance',
        source: { ...base, event: 'sold', accountTitle: to.title },
      });
    } else {
      deliver(tx, { type: 'iBuyItemForSaleEmailInstance', source: { ...base, event: 'unsold' } });
    }
  }
  if (tx.state.ibuy.sales.length > 0) update(tx, 'ibuy', (slice) => ({ ...slice, sales: [] }));
}
