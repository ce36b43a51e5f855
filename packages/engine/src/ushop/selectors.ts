import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import type { ItemType } from '../items/content';
import { secondHandCents } from '../items/value';
import { advertsIn } from '../jobs/market';
import { stockIn } from './stock';

export interface ShopItemView {
  type: ItemType;
  quantity: number;
  quantityLeft: number;
  /** What it would be worth once it is the player's. */
  secondHandCents: number;
  /** How many the player owns now. */
  owned: number;
  /** Titles of this week's job postings that ask for it. */
  neededForJobs: string[];
}

/** How many of a thing the player has bought this week. */
export function boughtThisWeek(state: GameState, itemId: string): number {
  return state.ushop.week === state.week ? (state.ushop.bought[itemId] ?? 0) : 0;
}

/** "This week's hot items", with what is left for this player. */
export function selectShop(state: GameState, content: GameContent): ShopItemView[] {
  const adverts = advertsIn(content, state.gameSeed, state.week);
  return stockIn(content, state.gameSeed, state.week).map(({ type, quantity }) => ({
    type,
    quantity,
    quantityLeft: Math.max(0, quantity - boughtThisWeek(state, type.id)),
    secondHandCents: secondHandCents(type),
    owned: state.items.owned.filter((item) => item.itemId === type.id).length,
    neededForJobs: [
      ...new Set(
        adverts
          .filter((advert) => advert.posting.itemRequirements.includes(type.id))
          .map((advert) => advert.posting.title),
      ),
    ],
  }));
}
