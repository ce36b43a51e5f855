// The items slice: the things the player owns (My Stuff). Each is a ledger account of its own
// (itemKey) holding what it is worth now, so the net position counts it.

export interface OwnedItem {
  /** The id number of this one thing (its ItemInstanceID is the public form). */
  id: number;
  /** The catalogue's id (items/content.ts). */
  itemId: string;
  /** Its title, kept for the where-I'm-at report. */
  title: string;
  /** The week it became the player's (1 for what they start with). */
  sinceWeek: number;
  /** What the player paid for it (0 for what they started with). */
  pricePaidCents: number;
  /** What it was worth when it became theirs: its value since moves from here. */
  acquiredValueCents: number;
}

export interface ItemsState {
  owned: OwnedItem[];
}
