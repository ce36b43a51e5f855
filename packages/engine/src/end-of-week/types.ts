// The end-of-week slice: the bonus question of the week and the weekly summaries.

export interface BonusQuestionState {
  week: number;
  questionId: string;
  /** The order the answers are shown in, as indices into the question's answers. */
  order: number[];
  answered: boolean;
  skipped: boolean;
  correct: boolean;
  rewardCents: number;
  timeBonusCents: number;
}

export interface WeekSummaryRecord {
  week: number;
  startingNetCents: number;
  finishingNetCents: number;
  cashRewardCents: number;
  timeBonusCents: number;
}

export interface EndOfWeekState {
  /** Net position when the current week started. */
  startingNetCents: number;
  usedQuestionIds: string[];
  question: BonusQuestionState | null;
  summaries: WeekSummaryRecord[];
}
