import {
  centsToDollars as $,
  type BonusAnswerResult,
  type BonusQuestion,
  type PlanComparison,
  type WeekMovement,
  type WeekOpening,
  type WeekStage,
  type WeekSummary,
} from '@mc/contract';
import {
  selectBills,
  selectBonusQuestion,
  selectGame,
  selectWeekSoFar,
  type BonusQuestionView,
  type GameContent,
  type GameState,
  type BadgeView,
  type MoneyMovement,
  type ParCurve,
  type WeekSummaryView,
  weekAgainstPar,
} from '@mc/engine';

import { presentBadge } from '../badges/present';

// The end of the week's engine views as the spec's API fields.

export const presentQuestion = (view: BonusQuestionView, nowMs = Date.now()): BonusQuestion => ({
  ID: view.questionId,
  Text: view.text,
  Answers: view.answers.map((answer) => ({ ID: answer.id, Text: answer.text })),
  TotalSeconds: view.totalSeconds,
  // The same count the engine uses for the time bonus: whole seconds gone since it was sent (none
  // to count once the timer is off).
  SecondsLeft: view.timerOff
    ? 0
    : view.askedAtMs === null
      ? view.totalSeconds
      : Math.max(0, view.totalSeconds - Math.floor(Math.max(0, nowMs - view.askedAtMs) / 1000)),
  IsTimerOff: view.timerOff,
  Week: view.week,
});

/** How the player's answer went; `messages` are the spec's (e.g. 'Question Skipped'). */
export const presentAnswer = (
  question: BonusQuestionView | null,
  messages: string[],
): BonusAnswerResult => ({
  AnsweredCorrectly: question?.answeredCorrectly ?? false,
  Reward: $(question?.rewardCents ?? 0),
  Bonus: $(question?.timeBonusCents ?? 0),
  IsOutOfTime: question?.outOfTime ?? false,
  IsTimerOff: question?.timerOff ?? false,
  CorrectAnswerID: question?.correctAnswerId ?? null,
  Explanation: question?.explanation ?? null,
  Messages: messages,
});

export const presentMovement = (movement: MoneyMovement): WeekMovement => ({
  Category: movement.category,
  Label: movement.label,
  Amount: $(movement.amountCents),
});

export const presentSummary = (
  summary: WeekSummaryView,
  plan: PlanComparison | null,
  par: { curve: ParCurve; isPractice: boolean; payCents: number },
  badges: BadgeView[],
): WeekSummary => {
  const standing = weekAgainstPar(
    summary.finishingNetPositionCents,
    summary.week,
    par.curve,
    par.payCents,
  );
  return {
    Week: summary.week,
    TotalGameWeeks: summary.totalGameWeeks,
    StartingNetPosition: $(summary.startingNetPositionCents),
    FinishingNetPosition: $(summary.finishingNetPositionCents),
    Difference: $(summary.differenceCents),
    CashReward: $(summary.cashRewardCents),
    TimeBonus: $(summary.timeBonusCents),
    Movements: summary.movements.map(presentMovement),
    Plan: plan,
    Par: $(standing.parCents),
    AgainstPar: $(standing.againstParCents),
    IsPractice: par.isPractice,
    Badges: badges.map(presentBadge),
  };
};

/**
 * Where the player's week is (GameAppsResult.WeekStage): under way; ended with its bonus question
 * still to come; or the question answered or skipped, so the summary is next.
 */
export function weekStageOf(state: GameState, content: GameContent): WeekStage {
  if (selectGame(state).phase === 'playing') return 'playing';
  const question = selectBonusQuestion(state, content);
  return question?.answered ? 'summary' : 'question';
}

/** What opening the current week did: the bills that arrived and what moved the net position. */
export function presentWeekOpening(state: GameState): WeekOpening {
  const { currentWeek, netPositionCents } = selectGame(state);
  const soFar = selectWeekSoFar(state);
  return {
    StartingNetPosition: $(soFar.startingNetCents),
    NetPosition: $(netPositionCents),
    NewBills: selectBills(state)
      .filter((bill) => bill.openingWeek === currentWeek && !bill.isOptional)
      .map((bill) => ({
        Title: bill.title,
        Amount: $(bill.originalAmountCents),
        WeekDue: bill.weekDue,
      })),
    Movements: soFar.movements.map(presentMovement),
  };
}
