import type { GameContent } from '@mc/engine';
import { starterContent } from '@mc/content';

/** The scenarios a game (GameID) can be built on, by the key stored with the game. */
const SCENARIOS: Record<string, GameContent> = {
  starter: starterContent,
};

export function contentFor(scenarioKey: string): GameContent {
  const content = SCENARIOS[scenarioKey];
  if (!content) throw new Error(`Unknown scenario "${scenarioKey}"`);
  return content;
}
