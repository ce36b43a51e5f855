// Where iBuy lives (spec part 2 section 2) and its colour in the title bar. A lot's screens carry
// its iBuyGameItemID in `?id=`.
export const IBUY_PATH = '/app/dashboard/ibuy';
export const IBUY_SELLING_PATH = `${IBUY_PATH}/selling`;
export const IBUY_ACCENT = '#c2410c';

const withId = (path: string) => (id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** A lot: /ibuy/item?id=. */
export const lotPath = withId(`${IBUY_PATH}/item`);
export const placeBidPath = withId(`${IBUY_PATH}/item/bid`);
export const buyLotPath = withId(`${IBUY_PATH}/item/buy`);
export const bidCompletePath = withId(`${IBUY_PATH}/item/complete/bid`);
export const buyCompletePath = withId(`${IBUY_PATH}/item/complete/buy`);

export const MY_STUFF_PATH = '/app/dashboard/my-stuff';

/** What the Selling tab is told by My Stuff's sell form: the title of the thing just listed. */
export interface SellingState {
  listed?: string;
}
