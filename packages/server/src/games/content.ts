import type { GameContent } from '@mc/engine';
import { personaForAge, starterContents, type PersonaKey } from '@mc/content';

// A game (GameID) is built on a scenario family, by the key stored with the game; each player's
// instance plays the family's scenario for their persona, and keeps its id (state.scenarioId).

/** The scenario families a game can be built on, with a scenario for each persona. */
const GAMES: Record<string, Record<PersonaKey, GameContent>> = {
  starter: starterContents,
};

/** Every scenario of every family, by its id. */
const BY_SCENARIO_ID = new Map<string, GameContent>(
  Object.values(GAMES).flatMap((family) =>
    Object.values(family).map((content) => [content.scenario.id, content] as const),
  ),
);

/**
 * Every scenario a player can play, by its id: adding a family (or a persona to one) adds its
 * scenarios to `npm run balance` (scripts/balance.ts) too.
 */
export const SCENARIOS: Readonly<Record<string, GameContent>> = Object.fromEntries(BY_SCENARIO_ID);

function familyOf(scenarioKey: string): Record<PersonaKey, GameContent> {
  const family = GAMES[scenarioKey];
  if (!family) throw new Error(`Unknown scenario "${scenarioKey}"`);
  return family;
}

/**
 * What a game lists for all its players (bank products, cards, apps): the same for every
 * persona of a family (content's personas test checks it), so the 18-year-old's scenario.
 */
export function contentFor(scenarioKey: string): GameContent {
  return familyOf(scenarioKey)['18'];
}

/**
 * The content a new instance of the game plays: the link's persona for a class (one world for
 * every student, whatever their age), else the one for the player's age (a family member's band;
 * undefined: 18).
 */
export function contentForPlayer(
  scenarioKey: string,
  ageYears: number | undefined,
  linkPersona?: PersonaKey | null,
): GameContent {
  return familyOf(scenarioKey)[linkPersona ?? personaForAge(ageYears)];
}

/** The content an instance plays, by the scenario id its state keeps. */
export function contentForScenario(scenarioId: string): GameContent {
  const content = BY_SCENARIO_ID.get(scenarioId);
  if (!content) throw new Error(`Unknown scenario id "${scenarioId}"`);
  return content;
}
