// iBuy's auction lots: second-hand things other people sell, drawn once per game from the game's
// seed, with the other bidders' bids also drawn from it, so every player of a game meets the same
// lots and the same competition. LOTS_PER_WEEK lots open each week and close at the end of the
// next (LOT_WEEKS). A lot's worth is what a good second-hand one fetches, in the condition the seed
// draws; the other bidders start low and reach about half to three quarters of its worth by the
// closing week. Each of the 3 to 5 keen ones will go to a limit drawn between 85% and 110% of its
// worth, as buyers of a listed thing will (sales.ts); the keenest one's limit is the lot's (hidden,
// like a real proxy bid, and usually a little over its worth: bidding low seldom wins, and a win
// is rarely a bargain). Buy-now costs 10% to 25% over its worth and over that limit: convenience
// costs, so buying now and selling again always loses.
import type { GameContent } from '../game/content';
import { drawnPerGame } from '../game/per-game';
import type { ItemType } from '../items/content';
import { secondHandCents } from '../items/value';
import { drawsFrom, shuffled, type Draws } from '../random/draws';
import { BUYER_TOP_PRICE } from './sales';
import type { RngState } from '../random/prng';

const MAX_WEEKS = 27;
export const LOTS_PER_WEEK = 4;
export const LOT_WEEKS = 2;

export interface Lot {
  id: string;
  type: ItemType;
  openWeek: number;
  /** Bidding closes at the end of this week. */
  closeWeek: number;
  /** What this one is worth (its condition drawn by the seed). */
  valueCents: number;
  /** The other bidders' bid and number of bids in each week it is open (index 0: openWeek). */
  bids: { currentCents: number; count: number }[];
  /** The keenest other bidder's limit: a bid above it wins. */
  competitorMaxCents: number;
  /** Buy it now for this. */
  buyNowCents: number;
}

const dollars = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);
const between = (draws: Draws, low: number, high: number) => low + draws.float() * (high - low);

/** The things this scenario's market can have lots of: those that can be resold. */
export function marketItems(content: GameContent): ItemType[] {
  const ids = new Set(content.scenario.shopItemIds);
  return content.items.filter((item) => ids.has(item.id) && item.resaleable);
}

/** How many keen bidders a lot has besides the player, each with a limit of their own. */
export const KEEN_BIDDERS = { least: 3, most: 5 } as const;

/**
 * The keenest other bidder's limit, as a share of the lot's worth: the highest of 3 to 5 limits,
 * each drawn like a buyer's top price. The first comes from the lots' own draws (where the old
 * 80-105% limit was drawn, so the lots of a game stay the same things), the rest from the lot's.
 */
function keenestLimit(id: string, first: number, gameSeed: Readonly<RngState>): number {
  const { low, high } = BUYER_TOP_PRICE;
  const own = drawsFrom(gameSeed, `ibuy|rivals|${id}`);
  const bidders = KEEN_BIDDERS.least + own.int(KEEN_BIDDERS.most - KEEN_BIDDERS.least + 1);
  let best = first;
  for (let n = 1; n < bidders; n++) best = Math.max(best, own.float());
  return low + best * (high - low);
}

function drawLot(
  type: ItemType,
  id: string,
  openWeek: number,
  draws: Draws,
  gameSeed: Readonly<RngState>,
): Lot {
  const valueCents = dollars(secondHandCents(type) * between(draws, 0.8, 1));
  const startCents = Math.max(500, dollars(valueCents * between(draws, 0.25, 0.45)));
  const competitorMaxCents = dollars(valueCents * keenestLimit(id, draws.float(), gameSeed));
  const closingCents = Math.max(
    startCents,
    Math.min(competitorMaxCents - 500, dollars(valueCents * between(draws, 0.5, 0.75))),
  );
  const openingBids = 1 + draws.int(4);
  const bids = Array.from({ length: LOT_WEEKS }, (_, i) => {
    const share = i / Math.max(1, LOT_WEEKS - 1);
    return {
      currentCents: dollars(startCents + (closingCents - startCents) * share),
      count: openingBids + i * (2 + draws.int(5)),
    };
  });
  return {
    id,
    type,
    openWeek,
    closeWeek: openWeek + LOT_WEEKS - 1,
    valueCents,
    bids,
    competitorMaxCents,
    buyNowCents: Math.max(
      competitorMaxCents + 1000,
      dollars(valueCents * between(draws, 1.1, 1.25)),
    ),
  };
}

const lotsOfGame = drawnPerGame((content, gameSeed): Lot[] => {
  const draws = drawsFrom(gameSeed, 'ibuy|lots');
  const pool = marketItems(content);
  if (pool.length === 0) return [];
  let deal = shuffled(pool, draws);
  const lots: Lot[] = [];
  for (let week = 1; week <= MAX_WEEKS; week++)
    for (let n = 0; n < LOTS_PER_WEEK; n++) {
      if (deal.length === 0) deal = shuffled(pool, draws);
      lots.push(drawLot(deal.shift()!, `lot-${week}-${n + 1}`, week, draws, gameSeed));
    }
  return lots;
});

/** The lots open for bids in a week, in a game of `totalWeeks` (none closes after the game). */
export function lotsOpenIn(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  week: number,
  totalWeeks: number,
): Lot[] {
  return lotsOfGame(content, gameSeed).filter(
    (lot) => lot.openWeek <= week && week <= lot.closeWeek && lot.closeWeek <= totalWeeks,
  );
}

export function lotById(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  id: string,
): Lot | undefined {
  return lotsOfGame(content, gameSeed).find((lot) => lot.id === id);
}

/** The other bidders' current bid and count in a week the lot is open. */
export function othersBidsIn(lot: Lot, week: number): { currentCents: number; count: number } {
  return lot.bids[Math.min(lot.bids.length - 1, Math.max(0, week - lot.openWeek))]!;
}
