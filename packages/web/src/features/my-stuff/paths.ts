// Where My Stuff lives (spec part 2 section 2) and its colour in the title bar. The one thing a
// player does here, selling, ends on iBuy's Selling tab, and an empty My Stuff points to uShop.
export const MY_STUFF_PATH = '/app/dashboard/my-stuff';
export const MY_STUFF_ACCENT = '#0e7490';

/** Selling one thing on iBuy: /app/dashboard/my-stuff/sell?id=<ItemInstanceID>. */
export const sellItemPath = (itemInstanceId: string) =>
  `${MY_STUFF_PATH}/sell?id=${encodeURIComponent(itemInstanceId)}`;

export const USHOP_PATH = '/app/dashboard/ushop';
export const IBUY_SELLING_PATH = '/app/dashboard/ibuy/selling';

/** What My Stuff is told by the screen that sent the player here. */
export interface MyStuffState {
  /** The title of the thing just bought in uShop. */
  bought?: string;
}
