// The engine's public API: create a game, apply commands, replay, and read what the API answers.
// Amounts are integer cents throughout; the server converts to and from dollars.

import { ENGINE } from './game/modules';
import { replayToWeekEndWith, selectConcernsWith } from './class-view';
import type { Command } from './game/commands';
import type { GameContent } from './game/content';
import type { ReplayInit } from './game/replay';
import type { GameState } from './game/state';
import { playCarefulGame as playCarefulGameWith, type World } from './par/careful-player';

/** A new game, week 1 open. */
export const createGame = ENGINE.createGame;
/** The one entry point that changes a game: a new state and events, or a rejection. */
export const applyCommand = ENGINE.applyCommand;
/** The same seeds and commands give the same game. */
export const replay = ENGINE.replay;
/** Problems with a state (empty when sound). */
export const checkInvariants = ENGINE.checkInvariants;
/** Where I'm at: every module's rows and the net position. */
export const selectProgress = ENGINE.selectProgress;
/** The dashboard's apps with their badges and blocked state. */
export const selectApps = ENGINE.selectApps;
/** Why a student may need their teacher (issue 19). */
export const selectConcerns = (state: GameState, content: GameContent) =>
  selectConcernsWith(ENGINE, state, content);
/** A game replayed from its log to the end of a week, and that week's actions in words. */
export const replayToWeekEnd = (init: ReplayInit, commands: readonly Command[], week: number) =>
  replayToWeekEndWith(ENGINE, init, commands, week);
export { WEEK_BLOCKING_CONCERNS } from './class-view';
export type { Concern, ConcernCode, WeekReplay } from './class-view';

export { ENGINE, MODULES, WEEK_ORDER } from './game/modules';
export { defineEngine, type Engine, type WeekOrder } from './game/engine';
export { defineModule, command, type ModuleShape } from './game/module';
export { migrateState } from './game/migrate';
export { liveState, sealedPages, withSealedPages } from './game/sealed';
export type { CreateGameInput } from './game/create';
export type { ReplayInit, ReplayResult } from './game/replay';
export type { Command, CommandType } from './game/commands';
export type { Accepted, CommandResult, Rejection, RejectionCode } from './game/result';
export type { EngineEvent } from './game/events';
export type { GameSettings, GameState, QuizRequired, WeekPhase } from './game/state';
export type { EndSurveyKind } from '@mc/contract/apps/survey';
export { STATE_VERSION } from './game/state';
export type {
  BankAccountKind,
  BankAccountType,
  BillCategory,
  OwedTo,
  BillChange,
  BillSeries,
  EverydayLender,
  EverydaySpending,
  BonusQuestion,
  CreditCardType,
  EventDetails,
  GameContent,
  GameEvent,
  Job,
  JobRules,
  Offer,
  OfferDetails,
  Persona,
  Scenario,
  ScenarioRules,
  TaxRules,
  StoryBeat,
  StoryEvent,
  StoryOffer,
  WelcomeMessage,
} from './game/content';
export type { EndWeekCheck } from './game/module';
export type { Award, JobCategory, JobPosting, WorkDay } from './jobs/content';
export type { ItemPurpose, ItemType } from './items/content';
export type { Employment, JobsState } from './jobs/types';

// Selectors
export { selectCurrentJobs, selectJobPosting, selectJobPostings } from './jobs/selectors';
export type { CurrentJobView, JobPostingView } from './jobs/selectors';
export { advertsIn, drawMarket } from './jobs/market';
export { selectMyStuff } from './items/selectors';
export type { OwnedItemView } from './items/selectors';
export type { OwnedItem } from './items/types';
export { secondHandCents } from './items/value';
export { selectShop } from './ushop/selectors';
export type { ShopItemView } from './ushop/selectors';
export { stockIn } from './ushop/stock';
export { selectBids, selectLots, selectSales } from './ibuy/selectors';
export type { BidView, LotView, SaleView } from './ibuy/selectors';
export { lotsOpenIn } from './ibuy/lots';
export type { Lot } from './ibuy/lots';
export { buyerChance } from './ibuy/sales';
export { selectShares } from './shares/selectors';
export {
  selectArchive,
  selectArticle,
  selectQuiz,
  selectQuizRequirement,
  type ArticleView,
  type QuestionView,
  type QuizView,
} from './news/selectors';
export type { Article, GlossaryTerm, QuizQuestion } from './news/content';
export type { QuizRecord, QuizStatus } from './news/types';
export { articleOf, NEWS_MESSAGES, quizOfWeek } from './news/quiz';
export type {
  EndOfGameContent,
  EndQuizQuestion,
  LearningItem,
  SurveyQuestion,
} from './survey/content';
export type { PretestAnswer, PretestState } from './pretest/types';
export {
  currentPretestItem,
  hasPretest,
  isPretestDone,
  learningRows,
  learningScores,
  pretestItems,
  pretestItemsOfGame,
  type LearningRow,
} from './pretest/check';
export { learningInPlay, type PlayMeasure } from './pretest/in-play';
export type { SurveyAnswer, SurveyState } from './survey/types';
export {
  END_QUIZ,
  endQuestionOf,
  optionId,
  SURVEY_KEY,
  type EndQuestion,
} from './survey/questions';
export {
  selectEndQuizScore,
  selectLastSurveyAnswer,
  selectSurveyQuestion,
  selectSurveyStatus,
  type EndQuizScore,
  type SurveyQuestionView,
  type SurveyStatus,
} from './survey/selectors';
export type { DiaryQuestion, DiaryReply, DiarySituation } from './planner/content';
export type { PlanAmounts, PlannerState } from './planner/types';
export {
  EXPENSE_KINDS,
  EXPENSE_TITLES,
  selectBudget,
  type Budget,
  type ExpenseKind,
} from './planner/budget';
export {
  planAmounts,
  planOfWeek,
  planStatus,
  planStatusText,
  planTotal,
  type PlanStatus,
} from './planner/plan';
export { actualOfWeek, selectPlanComparison, type PlanComparisonView } from './planner/actual';
export {
  diaryReply,
  diarySituations,
  selectDiaryQuestion,
  selectPastDiaryQuestions,
  type DiaryQuestionView,
} from './planner/diary';
export type { ShareView } from './shares/selectors';
export type { Company, MarketNewsContent, RiskClass } from './shares/content';
export { marketNewsText, marketNewsTo, type MarketNews } from './shares/prices';
export { hourlyRateCents, juniorShare } from './jobs/pay-rate';
export { selectGame, selectNetPosition, selectPaymentSources } from './game/selectors';
export type { GameView, PaymentSourceView } from './game/selectors';
export {
  selectAccountStatement,
  selectBankAccounts,
  selectBankAccountTypes,
  selectInvestments,
  selectInvestmentTypes,
} from './banking/selectors';
export type { AccountStatementView, BankAccountView } from './banking/selectors';
export { selectCash, type CashView } from './cashbox/selectors';
export {
  selectCreditCard,
  selectCreditCardTypes,
  selectCardAgeRefusal,
  type CreditCardView,
} from './credit-card/selectors';
export { selectBill, selectBills, type BillView } from './bills/selectors';
export { selectEveryday, type EverydayItemView, type EverydayView } from './everyday/selectors';
export {
  selectCommunication,
  selectEmails,
  selectTextThreads,
  type TextThreadView,
} from './communications/selectors';
export type { CommunicationView } from './communications/render';
export type { PaySlipView } from './income/messages';
export type { AppView } from './apps/selectors';
export { APP_DISPLAY_NAMES, APP_NAMES, type AppName } from './apps/app-names';
export type { ProgressCategory, ProgressRow, ProgressView } from './progress/progress';
export {
  MONEY_CATEGORY_LABELS,
  selectGameMovements,
  selectWeekBreakdown,
  selectWeekSoFar,
  type MoneyCategory,
  type MoneyMovement,
} from './end-of-week/breakdown';
export {
  selectBonusQuestion,
  selectWeekSummaries,
  selectWeekSummary,
  type BonusQuestionView,
  type WeekSummaryView,
} from './end-of-week/selectors';

// Rules exposed for tests and for the client's explanations.
export { withholdingCents, weeklyWithholdingDollars } from './income/tax';
export { payFor, weeksDue } from './income/pay-day';
export { assess, ratesFor, type TaxAssessment } from './income/assessment';
export { incomeYearOfWeek, isLastWeekOfIncomeYear } from './income/calendar';
export { isOwedSuper } from './income/super';
export { minimumRepaymentCents } from './credit-card/card';
export { earlyWithdrawalReductionPercent } from './banking/interest';
export type { StatementLine } from './ledger/ledger';

// Par (issue 29): the careful player's result in the same world, and a game's standing against it.
/** The careful player's net position as each week of a world opens and ends (par). */
export const playCarefulGame = (content: GameContent, world: World) =>
  playCarefulGameWith(ENGINE, content, world);
export {
  SimulatedPlayer,
  CAREFUL,
  POCKET_CENTS,
  BUFFER_CENTS,
  rightThisWeek,
  type CarefulChoices,
  type World,
} from './par/careful-player';
export {
  isParCurve,
  parAt,
  parPayAt,
  parPointOf,
  payAfterTaxByWeekCents,
  payAfterTaxCents,
  selectAgainstPar,
  weekAgainstPar,
  type ParCurve,
  type ParStanding,
} from './par/par';

// Badges for lessons learned (issue 29).
export { BADGES, selectBadges, selectBadgesOfWeek, type BadgeView } from './badges/selectors';
export type { BadgeId } from './badges/types';
export { ON_BUDGET_WEEKS, SAFETY_NET_BY_WEEK, SAFETY_NET_WEEKS } from './badges/badges';
