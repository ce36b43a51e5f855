import type { IBuyItem } from '@mc/contract';

// A lot's facts in the words every iBuy screen uses.

export const bidsText = (count: number) => (count === 1 ? '1 bid' : `${count} bids`);

export const closesText = (week: number) => `Closes end of week ${week}`;

/** Why a lot cannot be opened: the player bought it, or bids on it (spec part 2 sections 2, 4). */
export function lotBlock(lot: IBuyItem): 'Sold' | 'You’re bidding' | null {
  if (lot.SoldOut) return 'Sold';
  if (lot.UserBidding) return 'You’re bidding';
  return null;
}

/** The amount a money input starts at: 130 -> '130', 12.5 -> '12.50'. */
export const inputDollars = (dollars: number) =>
  Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
