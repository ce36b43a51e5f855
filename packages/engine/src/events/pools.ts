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

export function scenarioEvents(content: GameContent): readonly GameEvent[] {
  return restrict(content.gameEvents, content.scenario.eventIds);
}

export function scenarioOffers(content: GameContent): readonly Offer[] {
  return restrict(content.offers, content.scenario.offerIds);
}

export function scenarioQuestions(content: GameContent): readonly BonusQuestion[] {
  return restrict(content.bonusQuestions, content.scenario.bonusQuestionIds);
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
