// The items slice: the things the player owns (My Stuff). For now what they start with; the shop
// and the auction market add to it.

export interface OwnedItem {
  /** The catalogue's id (items/content.ts). */
  itemId: string;
  /** The week it became the player's (1 for what they start with). */
  sinceWeek: number;
}

export interface ItemsState {
  owned: OwnedItem[];
}
