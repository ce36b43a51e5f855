// The week summary and the bonus question as the player sees them (never the answer before it
// is given).
import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { selectWeekBreakdown, type MoneyMovement } from './breakdown';

export interface WeekSummaryView {
  week: number;
  /** What moved the net position this week, by category; adds up to differenceCents. */
  movements: MoneyMovement[];
  totalGameWeeks: number;
  startingNetPositionCents: number;
  finishingNetPositionCents: number;
  differenceCents: number;
  cashRewardCents: number;
  timeBonusCents: number;
}

/** The summary of a week that has ended (the latest by default), or null. */
export function selectWeekSummary(state: GameState, week?: number): WeekSummaryView | null {
  const summaries = state.endOfWeek.summaries;
  const record =
    week === undefined ? summaries[summaries.length - 1] : summaries.find((s) => s.week === week);
  if (!record) return null;
  return {
    week: record.week,
    movements: selectWeekBreakdown(state, record.week) ?? [],
    totalGameWeeks: state.totalWeeks,
    startingNetPositionCents: record.startingNetCents,
    finishingNetPositionCents: record.finishingNetCents,
    differenceCents: record.finishingNetCents - record.startingNetCents,
    cashRewardCents: record.cashRewardCents,
    timeBonusCents: record.timeBonusCents,
  };
}

export function selectWeekSummaries(state: GameState): WeekSummaryView[] {
  return state.endOfWeek.summaries.map((s) => selectWeekSummary(state, s.week)!);
}

export interface BonusQuestionView {
  questionId: string;
  week: number;
  text: string;
  /** In the order shown; an answer's id is what answerBonusQuestion takes. */
  answers: { id: number; text: string }[];
  totalSeconds: number;
  /** When the server first sent it (null for a question asked before the server kept time). */
  askedAtMs: number | null;
  /** The player turned the timer off: no countdown and no time bonus. */
  timerOff: boolean;
  answered: boolean;
  skipped: boolean;
  /** Answered after the time ran out by the server's clock (nothing paid). */
  outOfTime: boolean;
  /** Only once answered. */
  answeredCorrectly: boolean | null;
  correctAnswerId: number | null;
  explanation: string | null;
  rewardCents: number;
  timeBonusCents: number;
}

export function selectBonusQuestion(
  state: GameState,
  content: GameContent,
): BonusQuestionView | null {
  const current = state.endOfWeek.question;
  if (!current || current.week !== state.week) return null;
  const question = content.bonusQuestions.find((q) => q.id === current.questionId);
  if (!question) return null;
  const done = current.answered;
  return {
    questionId: question.id,
    week: current.week,
    text: question.text,
    answers: current.order.map((index) => ({ id: index, text: question.answers[index] ?? '' })),
    totalSeconds: content.scenario.rules.bonus.totalSeconds,
    askedAtMs: current.askedAtMs ?? null,
    timerOff: current.timerOff,
    answered: done,
    skipped: current.skipped,
    outOfTime: current.outOfTime,
    answeredCorrectly: done ? current.correct : null,
    correctAnswerId: done ? question.correctIndex : null,
    explanation: done ? question.explanation : null,
    rewardCents: current.rewardCents,
    timeBonusCents: current.timeBonusCents,
  };
}
