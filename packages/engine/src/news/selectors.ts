// What Finance Weekly shows: this week's article (with the share market's news in its weeks), the
// archive of past weeks', this week's quiz with each question's options and, once answered, how
// it was marked; and whether the quiz is required and done.
import type { GameContent } from '../game/content';
import { publicId } from '../game/ids';
import type { GameState } from '../game/state';
import { marketNewsText, marketNewsTo } from '../shares/prices';
import type { Article, QuizQuestion } from './content';
import {
  articleOf,
  canResume,
  isQuizDone,
  isQuizRequired,
  optionsShown,
  questionsOf,
  quizOfWeek,
  requiredAnswers,
  type ShownOption,
} from './quiz';
import type { QuizRecord } from './types';

export interface ArticleView {
  article: Article;
  isQuizComplete: boolean;
  marketNews: { headline: string; text: string } | null;
}

function articleView(state: GameState, content: GameContent, article: Article): ArticleView {
  const record = state.news.quizzes.find((q) => q.week === article.week);
  const news = article.marketNews
    ? marketNewsTo(content, state.gameSeed, article.week).find((n) => n.week === article.week)
    : undefined;
  return {
    article,
    isQuizComplete: isQuizDone(state, content, record),
    marketNews: news ? marketNewsText(content, state.gameSeed, news) : null,
  };
}

/** This week's article, or null in a week with none. */
export function selectArticle(state: GameState, content: GameContent): ArticleView | null {
  const article = articleOf(content, state.week);
  return article ? articleView(state, content, article) : null;
}

/** The articles of the weeks before this one, newest first. */
export function selectArchive(state: GameState, content: GameContent): ArticleView[] {
  return content.articles
    .filter((a) => a.week < state.week)
    .sort((a, b) => b.week - a.week)
    .map((a) => articleView(state, content, a));
}

export interface QuestionView {
  question: QuizQuestion;
  options: ShownOption[];
  requiredAnswers: number;
  /** Null until answered. */
  answer: { chosen: number[]; correct: boolean; completed: boolean } | null;
  /** Whether a right answer pays: not once the quiz was ended early before this question. */
  pays: boolean;
}

export interface QuizView {
  /** The quiz's id as the API shows it. */
  id: string;
  record: QuizRecord;
  article: Article;
  questions: QuestionView[];
  rewardPerCorrectCents: number;
  /** Ended early in a required week: startQuiz takes it up again, its questions left unpaid. */
  canResume: boolean;
}

/** This week's quiz, or null before it is created. */
export function selectQuiz(state: GameState, content: GameContent): QuizView | null {
  const record = quizOfWeek(state);
  if (!record) return null;
  const article = articleOf(content, record.week)!;
  return {
    id: publicId(state, record.id),
    record,
    article,
    questions: questionsOf(article, record).map((question, i) => ({
      question,
      options: optionsShown(state, article.id, question),
      requiredAnswers: requiredAnswers(question),
      answer: record.answers[i] ?? null,
      pays: record.endedAt === null || i < record.endedAt,
    })),
    rewardPerCorrectCents: content.scenario.rules.news.rewardPerCorrectCents,
    canResume: canResume(state, content, record),
  };
}

export function selectQuizRequirement(
  state: GameState,
  content: GameContent,
): { isRequired: boolean; isComplete: boolean } {
  return {
    isRequired: isQuizRequired(state, content, state.week),
    isComplete: isQuizDone(state, content, quizOfWeek(state)),
  };
}
