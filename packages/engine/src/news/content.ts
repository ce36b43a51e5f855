// Finance Weekly's content (packages/content/src/news/): an article for each week of the game with
// its quiz, and the glossary of money words that become links inside the game's texts.

/** Spec part 2, section 3: 0 multiple choice, 1 true/false, 2 fill the blanks. */
export type QuestionType = 0 | 1 | 2;

interface QuestionBase {
  /** Unique within its article (kebab-case). */
  id: string;
  /** Said after the answer is marked: why the right answer is right (plain text). */
  explanation: string;
}

export interface ChoiceQuestion extends QuestionBase {
  type: 0;
  text: string;
  /** Three or four answers, in the order shown. */
  options: string[];
  /** The index of the right answer in options. */
  correct: number;
}

export interface TrueFalseQuestion extends QuestionBase {
  type: 1;
  /** A statement the player says is true or false. */
  text: string;
  correct: boolean;
}

export interface GapQuestion extends QuestionBase {
  type: 2;
  /** A sentence or two whose blanks are written {word}: the word inside the braces is the answer. */
  text: string;
  /** Words offered in the word bank besides the answers (each word in the bank once). */
  distractors: string[];
}

export type QuizQuestion = ChoiceQuestion | TrueFalseQuestion | GapQuestion;

export interface Article {
  /** kebab-case, unique. */
  id: string;
  /** The game week it is the news of (1 to 27). */
  week: number;
  title: string;
  /** One or two sentences shown on Finance Weekly's home (plain text). */
  previewText: string;
  /** The article: HTML of <h3>, <p>, <ul>/<ol>/<li>, <strong> and <em> only. */
  content: string;
  /** The header picture shipped with the web app (packages/web/public/news/<id>.svg). */
  header: { image: string; alt: string };
  /** Australian Curriculum v9 content descriptions it serves ('AC9HE9K05'). */
  curriculum: string[];
  /** Where its facts come from. */
  sources: { title: string; url: string }[];
  /** When true the share market has news this week and the game puts it at the article's top. */
  marketNews: boolean;
  /**
   * For the teacher's weekly guide (issue 33), not read by the game: the end quiz's topic the
   * article teaches ('credit', 'scams'...) and three questions to ask the class after reading.
   */
  topic: string;
  discussion: string[];
  quiz: { title: string; questions: QuizQuestion[] };
}

export interface GlossaryTerm {
  /** The word or phrase as it is usually written ('compound interest'). */
  term: string;
  /** Other forms that link to it ('compounding'); plurals are matched without listing them. */
  aliases: string[];
  /** One or two short sentences a 13-year-old understands (plain text). */
  definition: string;
}
