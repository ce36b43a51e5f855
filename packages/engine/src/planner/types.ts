// The planner slice: the player's plan for each week they made one, and their diary answers.

/** A week's plan for what remains after expenses, in whole dollars (spec part 2, section 9). */
export interface PlanAmounts {
  bills: number;
  goods: number;
  savings: number;
  shares: number;
  fixedTerm: number;
}

export interface WeekPlan {
  week: number;
  amounts: PlanAmounts;
}

/** A diary answer as saved: never changed again (an edit saves a new one). */
export interface DiaryAnswer {
  /** The week of the question answered. */
  week: number;
  /** Plain text, 1 to 500 characters. */
  answer: string;
  /** The game week it was saved in (an earlier week's question can be answered later). */
  savedInWeek: number;
}

export interface PlannerState {
  /** One a week at most, in the order made. */
  plans: WeekPlan[];
  /**
   * Every diary answer saved, in order; a week's answer is the last saved for it. Each is one
   * sealed page once another follows it (game/sealed.ts), so a server stores each answer once
   * instead of writing the whole diary with every command.
   */
  answers: DiaryAnswer[];
}

export const PLAN_FIELDS = ['bills', 'goods', 'savings', 'shares', 'fixedTerm'] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];
