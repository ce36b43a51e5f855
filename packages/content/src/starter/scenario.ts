// The starter scenarios: one per persona (14-15, 16-17, 18), assembled from the files beside
// this one. What every persona shares (the bank's products, the cards, the rules, the apps) is
// named once here; each persona brings only what differs: who they are, their job, their bills
// and spending, their welcome and their story. The event and offer pools are cut to what fits
// the persona (fitsPersona), so everyone of one persona in a game meets the same world.
import type {
  BillSeries,
  EverydayLender,
  EverydaySpending,
  Job,
  Persona,
  Scenario,
  ScenarioRules,
  WelcomeMessage,
} from '@mc/engine';
import { bonusQuestions } from '../bonus-questions';
import { items } from '../items/catalogue';
import { companies } from '../shares/companies';
import { startingItemIds } from '../jobs/items';
import { jobPostings } from '../jobs/postings';
import { gameEvents } from '../events';
import { offers } from '../offers';
import { fitsPersona, type PersonaKey, type StoryBeat } from '../schemas';
import { story } from '../story';
import { story1415, story1617 } from '../story-at-home';
import { bankAccountTypes } from './accounts';
import {
  atHomeBills,
  atHomeEveryday,
  atHomeLender,
  atHomeSpending,
  job1415,
  job1617,
  persona1415,
  persona1617,
  STARTING_CASH_14_15,
  STARTING_CASH_16_17,
  welcome1415,
  welcome1617,
} from './at-home';
import { bills } from './bills';
import { creditCards } from './cards';
import { everydayLender, everydaySpending } from './everyday';
import { job } from './job';
import {
  EARLIER_INCOME_18,
  persona,
  rolePlayIntro,
  STARTING_CASH_CENTS,
  welcomeMessages,
} from './persona';
import { rules } from './rules';

/** What one persona brings to its scenario. */
interface PersonaParts {
  id: string;
  title: string;
  persona: Persona;
  startingCashCents: number;
  bills: BillSeries[];
  everydaySpending: EverydaySpending[];
  everydayLender: EverydayLender;
  job: Job;
  welcomeMessages: WelcomeMessage[];
  /** For a player older than the persona, who plays it as a role (a family's adult). */
  rolePlayIntro?: WelcomeMessage;
  story: StoryBeat[];
  /** Pay earned in the income year before the game, for the tax return. */
  earlierIncome: ScenarioRules['tax']['earlierIncome'];
  /** The most hours a week they may work, and why, when it is not the rules' (school students). */
  hoursLimit?: Pick<ScenarioRules['jobs'], 'maxWeeklyHours' | 'maxWeeklyHoursReason'>;
}

/**
 * School students' hours. Tasmania sets no weekly limit (it forbids work in school hours: Education
 * Act 2016 (Tas); YLA Tasmania, "When can I start working?"); the game keeps a Year 10 student to 12
 * hours a week (Victoria's limit for under-15s in term time, Child Employment Act 2003 (Vic) s 12)
 * and a Year 11 student to 15, so work fits around school (docs/economy.md).
 */
// Queensland's Child Employment Regulation 2016 r 9: at most 12 hours in a school week for a
// school-aged child (under 16); Tasmania sets no figure. 15 at 16 is the game's own, a little more
// (docs/economy.md, Job Finder).
const SCHOOL_HOURS_REASON = 'what fits around school';

/** Apps a scenario turns off: none (every app has its module); the same for every persona. */
const DISABLED_APPS: Scenario['disabledApps'] = [];

function scenarioFor(
  key: PersonaKey,
  { earlierIncome, hoursLimit, ...parts }: PersonaParts,
): Scenario {
  return {
    ...parts,
    jobPostingIds: jobPostings
      .filter((posting) => fitsPersona(posting, key))
      .filter((posting) => posting.minimumAgeYears <= parts.persona.ageYears)
      .map((posting) => posting.id),
    startingItemIds: startingItemIds[key],
    shopItemIds: items.filter((item) => fitsPersona(item, key)).map((item) => item.id),
    companyCodes: companies.map((company) => company.code),
    bankAccountTypes,
    creditCards,
    disabledApps: DISABLED_APPS,
    bonusQuestionIds: bonusQuestions.map((question) => question.id),
    eventIds: gameEvents.filter((event) => fitsPersona(event, key)).map((event) => event.id),
    offerIds: offers.filter((offer) => fitsPersona(offer, key)).map((offer) => offer.id),
    rules: {
      ...rules,
      tax: { ...rules.tax, earlierIncome },
      jobs: { ...rules.jobs, ...hoursLimit },
    },
  };
}

/** The 18-year-old starting out in a Hobart share house: the game's first scenario. */
export const starterScenario: Scenario = scenarioFor('18', {
  id: 'starter-hobart-share-house',
  title: 'Starting out: a share house in Hobart',
  persona,
  startingCashCents: STARTING_CASH_CENTS,
  bills,
  everydaySpending,
  everydayLender,
  job,
  welcomeMessages,
  rolePlayIntro,
  story,
  earlierIncome: EARLIER_INCOME_18,
});

export const starterScenarios: Record<PersonaKey, Scenario> = {
  '14-15': scenarioFor('14-15', {
    id: 'starter-hobart-home-14-15',
    title: 'A first job: Year 10, living at home in Hobart',
    persona: persona1415,
    startingCashCents: STARTING_CASH_14_15,
    bills: atHomeBills,
    everydaySpending: atHomeEveryday(atHomeSpending['14-15']),
    everydayLender: atHomeLender,
    job: job1415,
    welcomeMessages: welcome1415,
    story: story1415,
    // Still at school, no job before this one.
    earlierIncome: { wagesCents: 0, withheldCents: 0 },
    hoursLimit: { maxWeeklyHours: 12, maxWeeklyHoursReason: SCHOOL_HOURS_REASON },
  }),
  '16-17': scenarioFor('16-17', {
    id: 'starter-hobart-home-16-17',
    title: 'More shifts: Year 11, living at home in Hobart',
    persona: persona1617,
    startingCashCents: STARTING_CASH_16_17,
    bills: atHomeBills,
    everydaySpending: atHomeEveryday(atHomeSpending['16-17']),
    everydayLender: atHomeLender,
    job: job1617,
    welcomeMessages: welcome1617,
    story: story1617,
    // At school, no job before this one.
    earlierIncome: { wagesCents: 0, withheldCents: 0 },
    hoursLimit: { maxWeeklyHours: 15, maxWeeklyHoursReason: SCHOOL_HOURS_REASON },
  }),
  '18': starterScenario,
};
