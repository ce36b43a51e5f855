// The game's content: schemas, the content pools and the starter scenario.
import type { GameContent } from '@mc/engine';
import { bonusQuestions } from './bonus-questions';
import { gameEvents } from './events';
import { awards } from './jobs/awards';
import { items } from './items/catalogue';
import { companies } from './shares/companies';
import { marketNews } from './shares/news';
import { articles } from './news/articles';
import { diaryQuestions } from './planner/diary';
import { endQuizQuestions } from './survey/end-quiz';
import { LEARNING_ITEMS } from './survey/learning-items';
import { endSurveyQuestions } from './survey/survey';
import { jobPostings } from './jobs/postings';
import { offers } from './offers';
import type { PersonaKey } from './schemas';
import { people } from './people';
import { starterScenario, starterScenarios } from './starter/scenario';

export * from './schemas';
export { bonusQuestions } from './bonus-questions';
export { gameEvents } from './events';
export { offers } from './offers';
export { awards } from './jobs/awards';
export { requirementItems } from './jobs/items';
export { items } from './items/catalogue';
export { companies } from './shares/companies';
export { marketNews } from './shares/news';
export { articles } from './news/articles';
export { glossary } from './news/glossary';
export { curriculum, type CurriculumCode } from './news/curriculum';
export { diaryQuestions } from './planner/diary';
export { endQuizQuestions } from './survey/end-quiz';
export { LEARNING_ITEMS } from './survey/learning-items';
export {
  learningItemSchema,
  QUIZ_TOPIC_LABELS,
  topicLabel,
  type LearningItem,
  type QuizTopic,
} from './survey/schema';
export { endSurveyQuestions, QUIZ_INTRO, SURVEY_INTRO } from './survey/survey';
export { jobPostings } from './jobs/postings';
export { faqs } from './faqs';
export { people } from './people';
export { OWNS_A_BIKE, OWNS_A_CAR, OWNS_A_LAPTOP } from './things';
export { helpMessages, MENTOR_NAME, mentorWelcome, weeklyMentorTips } from './help';
export { starterScenario, starterScenarios } from './starter/scenario';
export { personaForAge, UNFIT_IDS } from './starter/personas';
export { scenarioProblems, scenarioSchema } from './starter/scenario-schema';

/** Everything the engine reads for a game of the starter scenario (the 18-year-old). */
export const starterContent: GameContent = {
  scenario: starterScenario,
  bonusQuestions,
  gameEvents,
  offers,
  jobPostings,
  awards,
  items,
  companies,
  marketNews,
  articles,
  diaryQuestions,
  endOfGame: { quiz: endQuizQuestions, survey: endSurveyQuestions, learning: LEARNING_ITEMS },
  people,
};

/** The starter game's content for each persona; the 18-year-old's is starterContent itself. */
export const starterContents: Record<PersonaKey, GameContent> = {
  '14-15': { ...starterContent, scenario: starterScenarios['14-15'] },
  '16-17': { ...starterContent, scenario: starterScenarios['16-17'] },
  '18': starterContent,
};
