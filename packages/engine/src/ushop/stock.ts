// uShop's stock: "This week's hot items", drawn once per game from the game's seed, so every
// player of a game finds the same things in the same weeks. Each week shows SHOP_ITEMS_PER_WEEK
// things: the things jobs ask for come round every JOB_ITEM_EVERY weeks each (at an offset the seed
// draws), so a job's requirement can always be bought within a few weeks; the rest of the week is
// filled from a shuffled deal of the other things, taken in turn so each comes round as often.
// How many one player may buy of each is the shop's limit per customer (QUANTITY_*).
import type { GameContent } from '../game/content';
import { drawnPerGame } from '../game/per-game';
import type { ItemType } from '../items/content';
import { drawsFrom, shuffled } from '../random/draws';

/** The longest game: no stock is drawn beyond it. */
const MAX_WEEKS = 27;
export const SHOP_ITEMS_PER_WEEK = 8;
const JOB_ITEM_EVERY = 3;
/** Dear things are one per customer; cheaper ones two. */
const QUANTITY_DEAR = 1;
const QUANTITY_CHEAP = 2;
const DEAR_CENTS = 20_000;

export interface StockLine {
  type: ItemType;
  /** How many one player may buy this week. */
  quantity: number;
}

/** The things this scenario's shop can stock. */
export function shopItems(content: GameContent): ItemType[] {
  const ids = new Set(content.scenario.shopItemIds);
  return content.items.filter((item) => ids.has(item.id));
}

const stockByWeek = drawnPerGame((content, gameSeed): StockLine[][] => {
  const draws = drawsFrom(gameSeed, 'ushop|stock');
  const pool = shopItems(content);
  const jobItems = pool.filter((item) => item.purpose === 'job');
  const offsets = new Map(jobItems.map((item) => [item.id, draws.int(JOB_ITEM_EVERY)]));
  const others = shuffled(
    pool.filter((item) => item.purpose !== 'job'),
    draws,
  );
  let next = 0;
  const weeks: StockLine[][] = [];
  for (let week = 1; week <= MAX_WEEKS; week++) {
    const lines = jobItems
      .filter((item) => (week + offsets.get(item.id)!) % JOB_ITEM_EVERY === 0)
      .slice(0, SHOP_ITEMS_PER_WEEK);
    while (lines.length < SHOP_ITEMS_PER_WEEK && others.length > 0) {
      const type = others[next % others.length]!;
      next++;
      if (!lines.includes(type)) lines.push(type);
      if (next > others.length * 2 + SHOP_ITEMS_PER_WEEK) break;
    }
    weeks.push(
      lines.map((type) => ({
        type,
        quantity: type.priceCents >= DEAR_CENTS ? QUANTITY_DEAR : QUANTITY_CHEAP,
      })),
    );
  }
  return weeks;
});

/** The shop's stock in a week: the same for every player of the game. */
export function stockIn(
  content: GameContent,
  gameSeed: Parameters<typeof stockByWeek>[1],
  week: number,
): StockLine[] {
  return stockByWeek(content, gameSeed)[week - 1] ?? [];
}
