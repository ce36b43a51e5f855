// The whole state of one game instance: plain JSON (no classes, Maps or Dates) so the server
// stores it as text. The core keeps the game's clock, seeds, ids and ledger; each module owns one
// slice under its key (see modules.ts).
import type { EndSurveyKind } from '@mc/contract/apps/survey';
import type { LedgerState } from '../ledger/ledger';
import type { IdState } from '../random/ids';
import type { RngState } from '../random/prng';
import type { ModuleSlices } from './slices';

/**
 * 2: messages older than a few weeks live in the communications archive.
 * 3: the world is drawn from the game's seed and each bonus question from a stream of its own, so
 * the instance keeps its seed (not a generator's position); the bonus question keeps the server's
 * time it was first sent; bills keep the changes to their amounts (a rent rise, a cheaper plan).
 * 4: interest earned and not yet paid is in the ledger; bonus savers, fee waivers, term deposits
 * reinvested at maturity.
 * 5: the income year's pay and the tax return (income: year, taxReturn); everyday spending
 * (groceries, fares, subscriptions) leaves a source the player nominates, a lender covering a
 * shortfall, owed back; debts as they really go: bills keep the week their debt path is held
 * until (a payment plan, hardship help), the bills slice keeps payment plans and defaults on the
 * credit report, and bill terms lose the collector's fee (a collector adds none).
 * 6: Job Finder: the jobs slice holds the player's jobs (income's one job moved there, with its
 * working days and the weeks its pays cover), applications and experience; the items slice holds
 * what the player owns.
 * 7: My Stuff, uShop and iBuy: each thing owned has an id and a ledger account worth what it would
 * fetch second-hand; the ushop slice counts this week's purchases, the ibuy slice holds live bids
 * (their money in hold accounts), the lots bid on or bought and the things listed for sale.
 * 8: Shares: the shares slice holds the player's holdings (each a ledger account worth this
 * week's price) and the gains and losses realised by selling.
 * 9: Finance Weekly: the game's settings (which weeks' quizzes are required) and the news slice
 * with each week's quiz as the player takes it.
 * 10: Weekly Planner: the planner slice with each week's plan and the diary's answers.
 * 11: the end of the game: the settings say whether it has an end quiz or survey and whether it
 * is optional; the survey slice holds its questions and answers.
 * 12: the bonus question's timer can be turned off (timerOff), and an answer after the time has
 * run out pays nothing (outOfTime).
 * 13: a required Finance Weekly quiz counts only once its questions are answered: a quiz keeps how
 * many were answered when it was ended early (endedAt), and the settings the first week that rule
 * holds (quizAnswersFromWeek; a game stored before keeps the old rule for the weeks it had begun).
 * 14: badges for lessons learned: the badges slice with the badges earned and what their checks
 * remember from week to week.
 * 15: who is owed decides a bill's path: a bill's terms may say a person or the school is owed
 * (owedTo), and a bill may be due earlier than its terms give (dueWeek: never after the game's
 * last week). Older games have neither: every bill was a company's, due by its terms.
 * 16: a job that would replace another is offered first (jobs.offers).
 * 17: a card statement keeps the missed minimum and the amount over the limit its minimum
 * repayment includes (overdueCents, overLimitCents).
 * 18: the learning check before week 1: the pretest slice holds its answers (settings.pretest
 * says whether the game asks for it; older games do not).
 */
export const STATE_VERSION = 18;

/**
 * Which weeks' Finance Weekly quizzes must be done before the week can end: the scenario's
 * weeks ('some'), every week, or none.
 */
export type QuizRequired = 'some' | 'all' | 'none';

/** What whoever set the game up chose for it (the same for every player of the game). */
export interface GameSettings {
  quizRequired: QuizRequired;
  /** What follows the last week: the end quiz then the survey, the survey alone, or nothing. */
  endSurvey: EndSurveyKind;
  /** Whether the player may skip it and still reach the end of the game and the certificate. */
  endSurveyOptional: boolean;
  /**
   * The first week whose required quiz counts as done only once its questions are answered (1 for
   * a game begun now). Before it, ending the quiz early was enough: a game stored before the rule
   * keeps the old one for the weeks it had begun, so its command log replays the same.
   */
  quizAnswersFromWeek: number;
  /**
   * The player is older than the persona and plays it as a role (a family's adult playing the
   * young adult starting out): the game opens by saying so. Absent: false.
   */
  rolePlay?: boolean | undefined;
  /**
   * The learning check comes before week 1 (issue 33): the game's link asks for it. Absent:
   * false (games begun before it, and links that keep the spec's own flow).
   */
  pretest?: boolean | undefined;
}

/** 'playing': the week is open for commands; 'ended': the week step ran, bonus and summary time. */
export type WeekPhase = 'playing' | 'ended';

export interface CoreState {
  version: typeof STATE_VERSION;
  scenarioId: string;
  player: { name: string; ageYears: number };
  totalWeeks: 26 | 27;
  settings: GameSettings;
  week: number;
  phase: WeekPhase;
  isGameComplete: boolean;
  /**
   * The game's seed, shared by every player of the game: the world (events, offers and scams and
   * their weeks, market returns) is drawn from it, so classmates meet the same world.
   */
  gameSeed: RngState;
  /** The instance's own seed: it decides only which bonus question comes when. */
  instanceSeed: RngState;
  ids: IdState;
  ledger: LedgerState;
}

export type GameState = CoreState & ModuleSlices;
