// The part of each content pool a scenario uses (all of it when the scenario lists no ids).
import type {
  BonusQuestion,
  EventDetails,
  GameContent,
  GameEvent,
  Offer,
  OfferDetails,
} from '../game/content';

function restrict<T extends { id: string }>(
  items: readonly T[],
  ids: readonly string[],
): readonly T[] {
  if (ids.length === 0) return items;
  const wanted = new Set(ids);
  return items.filter((item) => wanted.has(item.id));
}

interface Pools {
  events: readonly GameEvent[];
  offers: readonly Offer[];
  questions: readonly BonusQuestion[];
  /** Every event and offer a message may name, from the pools and the story, by id. */
  eventsById: ReadonlyMap<string, EventDetails>;
  offersById: ReadonlyMap<string, OfferDetails>;
}

/** The pools of a content object, worked out once: content does not change while a server runs. */
const poolsOf = new WeakMap<GameContent, Pools>();

function pools(content: GameContent): Pools {
  let found = poolsOf.get(content);
  if (!found) {
    const story = content.scenario.story;
    found = {
      events: restrict(content.gameEvents, content.scenario.eventIds),
      offers: restrict(content.offers, content.scenario.offerIds),
      questions: restrict(content.bonusQuestions, content.scenario.bonusQuestionIds),
      eventsById: new Map<string, EventDetails>([
        ...content.gameEvents.map((event) => [event.id, event] as const),
        ...story.flatMap((beat) => (beat.type === 'event' ? [[beat.id, beat] as const] : [])),
      ]),
      offersById: new Map<string, OfferDetails>([
        ...content.offers.map((offer) => [offer.id, offer] as const),
        ...story.flatMap((beat) => (beat.type === 'offer' ? [[beat.id, beat] as const] : [])),
      ]),
    };
    poolsOf.set(content, found);
  }
  return found;
}

export function scenarioEvents(content: GameContent): readonly GameEvent[] {
  return pools(content).events;
}

export function scenarioOffers(content: GameContent): readonly Offer[] {
  return pools(content).offers;
}

/** The event a message names, from a pool or the story. */
export function findEvent(content: GameContent, eventId: string): EventDetails | undefined {
  return pools(content).eventsById.get(eventId);
}

/** The offer a message names, from a pool or the story. */
export function findOffer(content: GameContent, offerId: string): OfferDetails | undefined {
  return pools(content).offersById.get(offerId);
}

export function scenarioQuestions(content: GameContent): readonly BonusQuestion[] {
  return pools(content).questions;
}

/** Items whose week window includes `week` and that this player has not had yet. */
export function eligible<T extends { id: string; earliestWeek: number; latestWeek: number }>(
  items: readonly T[],
  week: number,
  used: readonly string[],
): T[] {
  const seen = new Set(used);
  return items.filter(
    (item) => item.earliestWeek <= week && week <= item.latestWeek && !seen.has(item.id),
  );
}
