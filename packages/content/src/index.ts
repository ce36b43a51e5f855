// The game's content: schemas, the content pools and the starter scenario.
import type { GameContent } from '@mc/engine';
import { bonusQuestions } from './bonus-questions';
import { gameEvents } from './events';
import { offers } from './offers';
import { starterScenario } from './starter/scenario';

export * from './schemas';
export { bonusQuestions } from './bonus-questions';
export { gameEvents } from './events';
export { offers } from './offers';
export { faqs } from './faqs';
export { helpMessages, MENTOR_NAME, mentorWelcome, weeklyMentorTips } from './help';
export { starterScenario } from './starter/scenario';
export { scenarioProblems, scenarioSchema } from './starter/scenario-schema';

/** Everything the engine reads for a game of the starter scenario. */
export const starterContent: GameContent = {
  scenario: starterScenario,
  bonusQuestions,
  gameEvents,
  offers,
};
