// The end-of-week slice: the bonus question of the week and the weekly summaries.

export interface BonusQuestionState {
  week: number;
  questionId: string;
  /** The order the answers are shown in, as indices into the question's answers. */
  order: number[];
  /**
   * The server's time (ms since the epoch) when the question was first sent, so the time bonus is
   * measured by the server and not taken on the client's word; null in a game stored before the
   * server stamped its commands.
   */
  askedAtMs: number | null;
  /**
   * The player turned the timer off (WCAG 2.2.1: a time limit can be turned off) while the
   * question still had time by the server's clock: a right answer pays the cash reward at their own
   * pace, with no time bonus.
   */
  timerOff: boolean;
  answered: boolean;
  skipped: boolean;
  /** The answer chosen was the right one (whether or not it came in time). */
  correct: boolean;
  /** Answered after the time ran out (the timer on): no cash, even for the right answer. */
  outOfTime: boolean;
  rewardCents: number;
  timeBonusCents: number;
}

export interface WeekSummaryRecord {
  week: number;
  /** Net position as the week opened, before its bills arrived (the last week's finishing figure). */
  startingNetCents: number;
  /** The ledger's first posting of the week: the week's movements are the postings from here on. */
  firstPosting: number;
  finishingNetCents: number;
  cashRewardCents: number;
  timeBonusCents: number;
}

export interface EndOfWeekState {
  /** Net position when the current week opened, before its bills arrived. */
  startingNetCents: number;
  /** How many postings the ledger held when the current week opened. */
  startingPosting: number;
  usedQuestionIds: string[];
  question: BonusQuestionState | null;
  summaries: WeekSummaryRecord[];
}
