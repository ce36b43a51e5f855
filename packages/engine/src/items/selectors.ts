import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { publicId } from '../game/ids';
import { postingById } from '../jobs/market';
import type { ItemType } from './content';
import type { OwnedItem } from './types';
import { itemValueCents } from './value';

export function ownsItem(state: GameState, itemId: string): boolean {
  return state.items.owned.some((item) => item.itemId === itemId);
}

export function itemType(content: GameContent, itemId: string): ItemType {
  const item = content.items.find((i) => i.id === itemId);
  if (!item) throw new Error(`no item ${itemId} in the content`);
  return item;
}

export interface OwnedItemView {
  item: OwnedItem;
  /** Its ItemInstanceID. */
  instanceId: string;
  type: ItemType;
  valueCents: number;
  /** Listed on iBuy: the listing's id (its iBuyItemForSaleID) and asking price. */
  sale: { id: string; priceCents: number } | null;
  /** Titles of the player's jobs that asked for it. */
  neededByJobs: string[];
}

/** My Stuff: each thing the player owns, what it is worth now and whether it is on iBuy. */
export function selectMyStuff(state: GameState, content: GameContent): OwnedItemView[] {
  return state.items.owned.map((item) => {
    const sale = state.ibuy.sales.find((s) => s.itemInstanceId === item.id);
    return {
      item,
      instanceId: publicId(state, item.id),
      type: itemType(content, item.itemId),
      valueCents: itemValueCents(state, item),
      sale: sale ? { id: publicId(state, sale.id), priceCents: sale.priceCents } : null,
      neededByJobs: state.jobs.current
        .filter((job) => postingById(content, job.id)?.itemRequirements.includes(item.itemId))
        .map((job) => job.occupation),
    };
  });
}
