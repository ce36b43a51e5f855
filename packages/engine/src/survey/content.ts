// The end of the game's content (packages/content/src/survey/): the pool of end quiz questions on
// what the game taught, and the end survey, which has no right answers.

export interface EndQuizQuestion {
  /** kebab-case, unique. */
  id: string;
  text: string;
  /** Three or four answers, in the order shown. */
  options: readonly string[];
  /** The index of the right answer. */
  correct: number;
  /** Said after the answer: why the right answer is right. */
  explanation: string;
  /** Short to read: answered against the clock, with a time bonus. */
  timed: boolean;
}

export interface SurveyQuestion {
  id: string;
  text: string;
  options: readonly string[];
  /** The last option is 'Other', and choosing it lets the player type a short answer. */
  allowOther: boolean;
}

/**
 * An item of the learning check (issue 33): asked before week 1 without feedback, and again
 * among the end quiz's questions, so a class's gain can be measured on the same items.
 */
export interface LearningItem {
  id: string;
  text: string;
  /** Two (True, False) to four answers, in the order shown. */
  options: readonly string[];
  correct: number;
  explanation: string;
  /** What it tests, one of the end quiz's topics ('scams', 'super'...). */
  topic: string;
  /** The Australian Curriculum v9 content descriptions it belongs to. */
  curriculum: readonly string[];
}

export interface EndOfGameContent {
  quiz: readonly EndQuizQuestion[];
  survey: readonly SurveyQuestion[];
  /** The learning check's item bank: each game draws PRETEST.items of it. */
  learning: readonly LearningItem[];
}
