// The starter scenario: an 18-year-old starting out, assembled from the files beside this one.
import type { Scenario } from '@mc/engine';
import { bonusQuestions } from '../bonus-questions';
import { gameEvents } from '../events';
import { offers } from '../offers';
import { story } from '../story';
import { bankAccountTypes } from './accounts';
import { bills } from './bills';
import { creditCards } from './cards';
import { job } from './job';
import { persona, STARTING_CASH_CENTS, welcomeMessages } from './persona';
import { rules } from './rules';

export const starterScenario: Scenario = {
  id: 'starter-hobart-share-house',
  title: 'Starting out: a share house in Hobart',
  persona,
  startingCashCents: STARTING_CASH_CENTS,
  bankAccountTypes,
  creditCards,
  bills,
  job,
  welcomeMessages,
  // Apps whose modules are not built yet.
  disabledApps: ['Planner', 'MyStuff', 'JobFinder', 'uShop', 'iBuy', 'Shares', 'FinanceWeekly'],
  bonusQuestionIds: bonusQuestions.map((question) => question.id),
  eventIds: gameEvents.map((event) => event.id),
  offerIds: offers.map((offer) => offer.id),
  story,
  rules,
};
