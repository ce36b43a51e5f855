// The survey slice: the end of the game's questions as the player meets them, one at a time, once
// the last week is over: the quiz's (from the pool, the same for every player of a game) and then
// the survey's, each answered once.

export interface SurveyAnswer {
  questionId: string;
  /** The option chosen (its index as shown). */
  option: number;
  /** The player's own words when they chose 'Other' (survey questions only). */
  otherText: string | null;
  /** Quiz questions: right or not; survey questions: null (no right answers). */
  correct: boolean | null;
  /** A timed question answered after its time ran out pays nothing. */
  outOfTime: boolean;
  /** Whole seconds left when answered (timed questions), else null. */
  secondsLeft: number | null;
  rewardCents: number;
  timeBonusCents: number;
}

export interface SurveyState {
  /** The questions, in order, drawn when the first is asked for; empty before. */
  questionIds: string[];
  /** The server's time when the current question was first sent; null before. */
  askedAtMs: number | null;
  /**
   * The player turned the current question's clock off (while it still had time, by the server's
   * clock): it is answered at their own pace, for the reward without a time bonus.
   */
  clockOff: boolean;
  /** In question order; the current question is answers.length. */
  answers: SurveyAnswer[];
}
