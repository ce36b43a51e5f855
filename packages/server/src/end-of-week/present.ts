import {
  centsToDollars as $,
  type BonusAnswerResult,
  type BonusQuestion,
  type WeekSummary,
} from '@mc/contract';
import type { BonusQuestionView, WeekSummaryView } from '@mc/engine';

// The end of the week's engine views as the spec's API fields.

export const presentQuestion = (view: BonusQuestionView): BonusQuestion => ({
  ID: view.questionId,
  Text: view.text,
  Answers: view.answers.map((answer) => ({ ID: answer.id, Text: answer.text })),
  TotalSeconds: view.totalSeconds,
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
  CorrectAnswerID: question?.correctAnswerId ?? null,
  Explanation: question?.explanation ?? null,
  Messages: messages,
});

export const presentSummary = (summary: WeekSummaryView): WeekSummary => ({
  Week: summary.week,
  TotalGameWeeks: summary.totalGameWeeks,
  StartingNetPosition: $(summary.startingNetPositionCents),
  FinishingNetPosition: $(summary.finishingNetPositionCents),
  Difference: $(summary.differenceCents),
  CashReward: $(summary.cashRewardCents),
  TimeBonus: $(summary.timeBonusCents),
});
