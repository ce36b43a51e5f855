// The news slice: the game's setting for required quizzes, and each week's quiz as the player
// takes it (at most one a week, this week's article only).

/**
 * 'completed': every question answered. 'ended': ended early with questions left; a required one
 * (quiz.ts, canResume) can be started again to answer them, for no money.
 */
export type QuizStatus = 'created' | 'started' | 'completed' | 'ended';

export interface AnswerRecord {
  /** The options chosen, as their places in the options shown (one per blank for type 2). */
  chosen: number[];
  correct: boolean;
  /** Moved on from: its money (if right) is paid. */
  completed: boolean;
}

export interface QuizRecord {
  id: number;
  week: number;
  articleId: string;
  /** The article's questions in the quiz, in order. */
  questionIds: string[];
  status: QuizStatus;
  /** The question the player is on. */
  current: number;
  /** The answers, in question order (as many as answered). */
  answers: AnswerRecord[];
  /** What the quiz has paid into My Cash. */
  paidCents: number;
  /**
   * Ended early: how many questions had been answered (and moved on from) then; the questions from
   * there on pay nothing, even when answered after. Null if it was never ended early.
   */
  endedAt: number | null;
}

export interface NewsState {
  quizzes: QuizRecord[];
}
