// The engine's public API: create a game, apply commands, replay, and read what the API answers.
// Amounts are integer cents throughout; the server converts to and from dollars.

export { createGame, type CreateGameInput } from './game/create';
export { applyCommand } from './game/dispatch';
export { replay, type ReplayInit, type ReplayResult } from './game/replay';
export { checkInvariants } from './game/invariants';
export type { Command, CommandType } from './game/commands';
export type { Accepted, CommandResult, Rejection, RejectionCode } from './game/result';
export type { EngineEvent } from './game/events';
export type { GameState, WeekPhase } from './game/state';
export { STATE_VERSION } from './game/state';
export type {
  BankAccountKind,
  BankAccountType,
  BillCategory,
  BillSeries,
  BonusQuestion,
  CreditCardType,
  GameContent,
  GameEvent,
  Job,
  Offer,
  Persona,
  Scenario,
  ScenarioRules,
  WelcomeMessage,
} from './game/content';
export { END_OF_WEEK_STEPS, OPEN_WEEK_STEPS } from './game/week-step';
export { END_WEEK_CHECKS, type EndWeekCheck } from './end-of-week/checks';

// Selectors
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
  type CreditCardView,
} from './credit-card/selectors';
export { selectBill, selectBills, type BillView } from './bills/selectors';
export {
  selectCommunication,
  selectEmails,
  selectTextThreads,
  type TextThreadView,
} from './communications/selectors';
export type { CommunicationView, PaySlipView } from './communications/render';
export { selectApps, type AppView } from './apps/selectors';
export { APP_DISPLAY_NAMES, APP_NAMES, type AppName } from './apps/app-names';
export {
  selectProgress,
  type ProgressCategory,
  type ProgressRow,
  type ProgressView,
} from './progress/progress';
export {
  selectBonusQuestion,
  selectWeekSummaries,
  selectWeekSummary,
  type BonusQuestionView,
  type WeekSummaryView,
} from './end-of-week/selectors';

// Rules exposed for tests and for the client's explanations.
export { withholdingCents, weeklyWithholdingDollars } from './income/tax';
export { payFor, isPayWeek } from './income/pay-day';
export { isOwedSuper } from './income/super';
export { minimumRepaymentCents } from './credit-card/card';
export { earlyWithdrawalReductionPercent } from './banking/interest';
export type { StatementLine } from './ledger/ledger';
