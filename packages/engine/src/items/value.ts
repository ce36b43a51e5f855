// What a thing is worth: what a good second-hand one would fetch. The moment a new thing is the
// player's it is second-hand (worth its price less the used discount); from then its value moves
// by its kind's yearly rate, compounded week by week (a phone loses about 35% a year, a guitar
// 10%, a licence nothing). Every figure is in the catalogue with its source.
import { issueId, postEntries, update, type Tx } from '../game/tx';
import type { GameState } from '../game/state';
import { balanceOf, WORLD, type Entry } from '../ledger/ledger';
import type { ItemType } from './content';
import type { OwnedItem } from './types';

const WEEKS_A_YEAR = 52;

/** The ledger account of one thing the player owns: it holds what the thing is worth now. */
export function itemKey(id: number): string {
  return `item:${id}`;
}

export function isItemKey(key: string): boolean {
  return key.startsWith('item:');
}

/**
 * What a thing is worth the moment it is the player's: what a good second-hand one sells for (the
 * price less the used discount). A ticket is an experience, not a thing to keep: it is worth
 * nothing once bought (it cannot be resold either).
 */
export function secondHandCents(type: ItemType): number {
  if (type.kind === 'tickets') return 0;
  return Math.round(type.priceCents * (1 - type.usedDiscount));
}

/** A thing's value `weeks` after it became the player's, from what it was worth then. */
export function valueAfter(type: ItemType, acquiredValueCents: number, weeks: number): number {
  if (type.valueChangePerYear === 0 || weeks <= 0) return acquiredValueCents;
  const factor = (1 + type.valueChangePerYear) ** (weeks / WEEKS_A_YEAR);
  return Math.max(0, Math.round(acquiredValueCents * factor));
}

/** What an owned thing is worth now (its ledger balance). */
export function itemValueCents(state: GameState, item: OwnedItem): number {
  return balanceOf(state.ledger, itemKey(item.id));
}

/**
 * Makes a thing the player's, worth `valueCents` from now: one posting moves its value into the
 * net position from the world's goods and, when it was bought, the price from `payment`'s source
 * to the seller, so the week's summary shows what buying it did to the net position (its value
 * less its price) under "Things you own".
 */
export function acquireItem(
  tx: Tx,
  type: ItemType,
  valueCents: number,
  description: string,
  payment?: { fromKey: string; toKey: string; amountCents: number },
): OwnedItem {
  const item: OwnedItem = {
    id: issueId(tx),
    itemId: type.id,
    title: type.title,
    sinceWeek: tx.state.week,
    pricePaidCents: payment?.amountCents ?? 0,
    acquiredValueCents: valueCents,
  };
  const paid = payment?.amountCents ?? 0;
  postEntries(tx, description, [
    [WORLD.goods, -valueCents],
    [itemKey(item.id), valueCents],
    ...(payment ? [[payment.fromKey, -paid] as Entry, [payment.toKey, paid] as Entry] : []),
  ]);
  update(tx, 'items', (slice) => ({ owned: [...slice.owned, item] }));
  return item;
}

/**
 * The thing is no longer the player's (sold): its value leaves the net position and the price is
 * paid from the buyer into `toKey`, less any fee (paid to `fee.key`), in one posting.
 */
export function partWithItem(
  tx: Tx,
  item: OwnedItem,
  description: string,
  sale: {
    fromKey: string;
    toKey: string;
    amountCents: number;
    fee?: { key: string; amountCents: number };
  },
): void {
  const value = itemValueCents(tx.state, item);
  const fee = sale.fee?.amountCents ?? 0;
  postEntries(tx, description, [
    [WORLD.goods, value],
    [itemKey(item.id), -value],
    [sale.fromKey, -sale.amountCents],
    [sale.toKey, sale.amountCents - fee],
    ...(sale.fee && fee !== 0 ? [[sale.fee.key, fee] as Entry] : []),
  ]);
  update(tx, 'items', (slice) => ({ owned: slice.owned.filter((o) => o.id !== item.id) }));
}
