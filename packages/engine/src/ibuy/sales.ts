// Selling on iBuy from My Stuff: the player lists a thing at a price ($1 to $100,000); at the end
// of the week a buyer may take it. The buyer is drawn from the game's seed for that thing and week
// (so two players listing the same thing at the same price in the same week get the same answer),
// and will pay at most a price drawn between 85% and 110% of what the thing is worth (what a good
// second-hand one fetches): about 40% of listings at its worth sell, one at 10% over never does.
// Sold, iBuy keeps its success fee (13.4% of the price, like eBay Australia's final value fee) and
// the rest arrives where the player's money lands (their first transaction account, else cash);
// not sold, the thing stays in My Stuff. Either way an e-mail says so. So selling at worth leaves
// the net position where it was, less the fee: no price makes money from nothing.
import { iBuySaleFeeCents, ITEM_MESSAGES } from '@mc/contract/apps/items';
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
import type { RngState } from '../random/prng';
import type { Sale } from './types';

export const SALE_REJECTIONS = [
  'ibuy/not-owned',
  'ibuy/cannot-sell',
  'ibuy/already-for-sale',
  'ibuy/sale-price',
  'ibuy/no-such-sale',
] as const;

/** A buyer's top price, as a share of the thing's worth: drawn evenly between these. */
export const BUYER_TOP_PRICE = { low: 0.85, high: 1.1 } as const;

/**
 * The most this week's buyer of a thing will pay for it, when it is worth `valueCents`: drawn
 * from the game's seed for that thing and week, the same for every player of the game.
 */
export function buyerTopCents(
  gameSeed: Readonly<RngState>,
  week: number,
  itemId: string,
  valueCents: number,
): number {
  const draw = drawsFrom(gameSeed, `ibuy|buyer|${week}|${itemId}`).float();
  const { low, high } = BUYER_TOP_PRICE;
  return Math.round(valueCents * (low + draw * (high - low)));
}

/** The chance a buyer takes a thing at `priceCents` when it is worth `valueCents` (for the docs). */
export function buyerChance(priceCents: number, valueCents: number): number {
  const { low, high } = BUYER_TOP_PRICE;
  const ratio = priceCents / Math.max(1, valueCents);
  return Math.min(1, Math.max(0, (high - ratio) / (high - low)));
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
    const sold = sale.priceCents <= buyerTopCents(tx.state.gameSeed, week, item.itemId, value);
    const base = { kind: 'ibuy' as const, title: item.title, amountCents: sale.priceCents };
    if (sold) {
      const to = defaultIncomingAccount(tx.state);
      const feeCents = iBuySaleFeeCents(sale.priceCents);
      partWithItem(tx, item, `iBuy: sold ${item.title}`, {
        fromKey: WORLD.market,
        toKey: to.key,
        amountCents: sale.priceCents,
        fee: { key: WORLD.marketFees, amountCents: feeCents },
      });
      deliver(tx, {
        type: 'iBuyItemForSaleEmailInstance',
        source: { ...base, event: 'sold', accountTitle: to.title, feeCents },
      });
    } else {
      deliver(tx, { type: 'iBuyItemForSaleEmailInstance', source: { ...base, event: 'unsold' } });
    }
  }
  if (tx.state.ibuy.sales.length > 0) update(tx, 'ibuy', (slice) => ({ ...slice, sales: [] }));
}
