// The world's schedule: which random event and which offer (genuine or a scam) arrive in which
// week. It is drawn from the game's seed alone, week by week, each week from a stream of its own
// (the seed and the week), so every player of a game meets the same happenings in the same weeks,
// whatever they did: only their choices, and what an event does to their money (which account a
// windfall lands in, what a scam can take), differ. No event or offer comes twice in a game.
import type { GameContent, GameEvent, Offer } from '../game/content';
import { drawsFrom } from '../random/draws';
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

/**
 * The world's happenings of weeks 1 to `lastWeek`, in order. Each week draws from its own stream
 * (a chance of an event, which one, a chance of an offer, which one), so the draws of one week
 * never shift another's; only what earlier weeks drew is left out of the pools.
 */
export function worldSchedule(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  lastWeek: number,
): WorldWeek[] {
  const { weeklyEventChance, weeklyOfferChance } = content.scenario.rules;
  const usedEvents: string[] = [];
  const usedOffers: string[] = [];
  const schedule: WorldWeek[] = [];
  for (let week = 1; week <= Math.min(lastWeek, MAX_WEEKS); week++) {
    if (week < FIRST_EVENT_WEEK) {
      schedule.push({ week, event: null, offer: null });
      continue;
    }
    const draws = drawsFrom(gameSeed, `world|${week}`);
    const event =
      draws.float() < weeklyEventChance
        ? draws.weighted(eligible(scenarioEvents(content), week, usedEvents))
        : null;
    const offer =
      draws.float() < weeklyOfferChance
        ? draws.weighted(eligible(scenarioOffers(content), week, usedOffers))
        : null;
    if (event) usedEvents.push(event.id);
    if (offer) usedOffers.push(offer.id);
    schedule.push({ week, event, offer });
  }
  return schedule;
}

/**
 * Whole schedules already drawn, by content and game seed: a game's world is drawn once per
 * process (about 0.3 ms), not at every week's opening. Content does not change while a server
 * runs; a process serving many games keeps the latest MAX_CACHED_WORLDS of them.
 */
const drawn = new WeakMap<GameContent, Map<string, readonly WorldWeek[]>>();
const MAX_CACHED_WORLDS = 1024;

function scheduleOf(content: GameContent, gameSeed: Readonly<RngState>): readonly WorldWeek[] {
  let byGame = drawn.get(content);
  if (!byGame) {
    byGame = new Map();
    drawn.set(content, byGame);
  }
  const key = gameSeed.join('.');
  let schedule = byGame.get(key);
  if (!schedule) {
    schedule = worldSchedule(content, gameSeed, MAX_WEEKS);
    if (byGame.size >= MAX_CACHED_WORLDS) byGame.delete(byGame.keys().next().value!);
    byGame.set(key, schedule);
  }
  return schedule;
}

/** What the world brings in one week. */
export function worldWeek(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  week: number,
): WorldWeek {
  return scheduleOf(content, gameSeed)[week - 1] ?? { week, event: null, offer: null };
}
