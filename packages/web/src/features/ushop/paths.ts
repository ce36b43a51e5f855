// Where uShop lives (spec part 2 section 2) and its colour in the title bar. A thing bought goes
// to My Stuff, which names it at the top.
export const USHOP_PATH = '/app/dashboard/ushop';
export const USHOP_ACCENT = '#e11d48';

/** One thing in the shop: /app/dashboard/ushop/item?id=<ShopItem.ID>. */
export const shopItemPath = (id: string) => `${USHOP_PATH}/item?id=${encodeURIComponent(id)}`;

/** Buying it: /app/dashboard/ushop/item/buy?id=<ShopItem.ID>. */
export const buyShopItemPath = (id: string) =>
  `${USHOP_PATH}/item/buy?id=${encodeURIComponent(id)}`;

export const MY_STUFF_PATH = '/app/dashboard/my-stuff';
