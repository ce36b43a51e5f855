// The world's schedule: which random event and which offer (genuine or a scam) arrive in which
// week. It is drawn once per game from the game's seed alone, so every player of a game meets the
// same happenings in the same weeks, whatever they did: only their choices, and what an event does
// to their money (which account a windfall lands in, what a scam can take), differ. No event or
// offer comes twice in a game.
//
// Every game's world is dealt from a balanced deck, so one class's luck is close to another's:
// - a game has a set number of event weeks and offer weeks (the weekly chance times the weeks that
//   can have one), in weeks drawn from the seed;
// - those weeks are shared among the kinds (windfall, mishap, notice; scam, genuine offer) in
//   proportion to the kinds' weights in the pool;
// - each kind's pool is cut into bands by amount, and each band gives about as many of the kind's
//   happenings as every other, so one game does not get all the big scams and another the small.
// Which happening of a band comes, and in which of the chosen weeks, is the seed's draw.
import type { GameContent, GameEvent, Offer } from '../game/content';
import { drawnPerGame } from '../game/per-game';
import { drawsFrom, shuffled } from '../random/draws';
import type { RngState } from '../random/prng';
import { eligible, scenarioEvents, scenarioOffers } from './pools';

/** Random events and offers start in week 2: week 1 is for opening a bank account. */
export const FIRST_EVENT_WEEK = 2;

/** The longest game: the schedule never runs past it. */
const MAX_WEEKS = 27;

export interface WorldWeek {
  week: number;
  event: GameEvent | null;
  offer: Offer | null;
}

interface Happening {
  id: string;
  earliestWeek: number;
  latestWeek: number;
  weight: number;
}

/**
 * Shares `total` among the kinds in proportion to their weights, rounding by the largest
 * remainders, so the shares add up to `total`.
 */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let left = total - shares.reduce((a, b) => a + b, 0), k = 0; left > 0; left--, k++)
    shares[order[k % order.length]!.index]! += 1;
  return shares;
}

/**
 * The deck for one pool: the weeks that have a happening from it, and for each of those weeks (in
 * order) which kind and which amount band it is drawn from. `kindOf` sorts a happening into its
 * kind; `amountOf` orders a kind's happenings into bands.
 */
function dealPool<T extends Happening>(
  pool: readonly T[],
  chance: number,
  kindOf: (item: T) => string,
  amountOf: (item: T) => number,
  gameSeed: Readonly<RngState>,
  label: string,
): Map<number, T | null> {
  const dealt = new Map<number, T | null>();
  if (pool.length === 0 || chance <= 0) return dealt;
  const lastWeek = Math.min(MAX_WEEKS, Math.max(...pool.map((item) => item.latestWeek)));
  const weeks = Array.from(
    { length: Math.max(0, lastWeek - FIRST_EVENT_WEEK + 1) },
    (_, i) => FIRST_EVENT_WEEK + i,
  );
  const count = Math.min(weeks.length, Math.round(chance * weeks.length));
  const chosenWeeks = shuffled(weeks, drawsFrom(gameSeed, `world|${label}|weeks`))
    .slice(0, count)
    .sort((a, b) => a - b);

  // The kinds, each with its items sorted by amount, and its share of the weeks.
  const kinds = [...new Set(pool.map(kindOf))].sort();
  const itemsOf = new Map(
    kinds.map((kind) => [
      kind,
      pool
        .filter((item) => kindOf(item) === kind)
        .sort((a, b) => amountOf(a) - amountOf(b) || a.id.localeCompare(b.id)),
    ]),
  );
  const weightOf = (kind: string) =>
    itemsOf.get(kind)!.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  const shares = apportion(count, kinds.map(weightOf));
  const arrange = drawsFrom(gameSeed, `world|${label}|deck`);
  // Each kind's slots: its bands, each as often as the others, in an order of the seed's.
  const slots = kinds.flatMap((kind, k) => {
    const items = itemsOf.get(kind)!;
    const share = shares[k]!;
    const bands = Math.max(1, Math.min(share, items.length));
    const order = shuffled(
      Array.from({ length: bands }, (_, band) => band),
      arrange,
    );
    return Array.from({ length: share }, (_, slot) => ({
      kind,
      band: order[slot % bands]!,
      bands,
    }));
  });
  const deck = shuffled(slots, arrange);

  const used: string[] = [];
  chosenWeeks.forEach((week, index) => {
    const slot = deck[index]!;
    const items = itemsOf.get(slot.kind)!;
    const from = Math.floor((slot.band * items.length) / slot.bands);
    const to = Math.floor(((slot.band + 1) * items.length) / slot.bands);
    const draws = drawsFrom(gameSeed, `world|${label}|${week}`);
    // The slot's band; if none of it can come this week, any of its kind; then anything.
    const item =
      draws.weighted(eligible(items.slice(from, to), week, used)) ??
      draws.weighted(eligible(items, week, used)) ??
      draws.weighted(eligible(pool, week, used));
    if (item) used.push(item.id);
    dealt.set(week, item);
  });
  return dealt;
}

/** The world's happenings of weeks 1 to `lastWeek`, in order. */
export function worldSchedule(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  lastWeek: number,
): WorldWeek[] {
  const { weeklyEventChance, weeklyOfferChance } = content.scenario.rules;
  const events = dealPool(
    scenarioEvents(content),
    weeklyEventChance,
    (event) => event.kind,
    (event) => event.amountCents,
    gameSeed,
    'events',
  );
  const offers = dealPool(
    scenarioOffers(content),
    weeklyOfferChance,
    (offer) => (offer.isScam ? 'scam' : 'genuine'),
    (offer) => offer.acceptAmountCents,
    gameSeed,
    'offers',
  );
  return Array.from({ length: Math.min(lastWeek, MAX_WEEKS) }, (_, i) => ({
    week: i + 1,
    event: events.get(i + 1) ?? null,
    offer: offers.get(i + 1) ?? null,
  }));
}

/**
 * Whole schedules already drawn: a game's world is drawn once per process (about 0.3 ms), not at
 * every week's opening.
 */
const scheduleOf = drawnPerGame((content, gameSeed): readonly WorldWeek[] =>
  worldSchedule(content, gameSeed, MAX_WEEKS),
);

/** What the world brings in one week. */
export function worldWeek(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  week: number,
): WorldWeek {
  return scheduleOf(content, gameSeed)[week - 1] ?? { week, event: null, offer: null };
}
