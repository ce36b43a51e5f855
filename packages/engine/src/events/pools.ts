// The part of each content pool a scenario uses (all of it when the scenario lists no ids).
import type { BonusQuestion, GameContent, GameEvent, Offer } from '../game/content';

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
}

/** The pools of a content object, worked out once: content does not change while a server runs. */
const poolsOf = new WeakMap<GameContent, Pools>();

function pools(content: GameContent): Pools {
  let found = poolsOf.get(content);
  if (!found) {
    found = {
      events: restrict(content.gameEvents, content.scenario.eventIds),
      offers: restrict(content.offers, content.scenario.offerIds),
      questions: restrict(content.bonusQuestions, content.scenario.bonusQuestionIds),
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
