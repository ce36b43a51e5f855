// The news slice: the game's setting for required quizzes, and each week's quiz as the player
// takes it (at most one a week, this week's article only).

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
}

export interface NewsState {
  quizzes: QuizRecord[];
}
