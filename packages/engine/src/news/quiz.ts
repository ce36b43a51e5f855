// Finance Weekly's quiz (spec part 2, section 4): created from this week's article, started,
// each question answered (marked at once) and then completed, which pays a right answer's money
// into My Cash; after the last question the quiz is completed, or the player ends it early and
// forgoes what the questions left would have paid. A required quiz counts only once its questions
// are answered: ended early, it can be started again and its questions left answered, for no
// money. What a question shows and how it is marked are here too, so the API's view and the
// rules read the same options in the same order.
import { NEWS_MESSAGES } from '@mc/contract/apps/news';
import type { GameContent } from '../game/content';
import { publicId } from '../game/ids';
import { reject, type Rejection } from '../game/result';
import type { GameState } from '../game/state';
import { emit, issueId, moveMoney, update, type Tx } from '../game/tx';
import { PLAYER_KEYS, WORLD } from '../ledger/ledger';
import { drawsFrom, shuffled } from '../random/draws';
import type { Article, QuizQuestion } from './content';
import type { QuizRecord } from './types';

export { NEWS_MESSAGES };

export const NEWS_REJECTIONS = [
  'news/no-article',
  'news/not-this-week',
  'news/no-question',
  'news/no-quiz',
  'news/not-started',
  'news/over',
  'news/answered',
  'news/not-answered',
  'news/not-current',
  'news/choose-answer',
  'news/fill-blanks',
  'news/word-once',
] as const;

/** The article of a week (weeks past the content's last reuse none). */
export function articleOf(content: GameContent, week: number): Article | undefined {
  return content.articles.find((a) => a.week === week);
}

/** This week's quiz record, if the player has created it. */
export function quizOfWeek(state: GameState): QuizRecord | undefined {
  return state.news.quizzes.find((q) => q.week === state.week);
}

/** The blanks' answers of a fill-the-blanks text, in order. */
export function blanksOf(text: string): string[] {
  return [...text.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!);
}

/** A question's options as shown, each with whether (or, for blanks, for which blank) it is right. */
export interface ShownOption {
  text: string;
  /** Types 0 and 1: true for the right answer. */
  right: boolean;
  /** Type 2: the blank (0-based) this word fills, or null for a distractor. */
  blank: number | null;
}

/**
 * The options in the order shown: a choice's options as written, True and False, or the word
 * bank shuffled by the game's seed (the same for classmates; where the right words sit is not
 * given away by their order).
 */
export function optionsShown(
  state: GameState,
  articleId: string,
  question: QuizQuestion,
): ShownOption[] {
  if (question.type === 0)
    return question.options.map((text, i) => ({
      text,
      right: i === question.correct,
      blank: null,
    }));
  if (question.type === 1)
    return [
      { text: 'True', right: question.correct, blank: null },
      { text: 'False', right: !question.correct, blank: null },
    ];
  const words: ShownOption[] = [
    ...blanksOf(question.text).map((text, blank) => ({ text, right: true, blank })),
    ...question.distractors.map((text) => ({ text, right: false, blank: null })),
  ];
  return shuffled(words, drawsFrom(state.gameSeed, `news|bank|${articleId}|${question.id}`));
}

/** How many options an answer needs: one, or one per blank. */
export function requiredAnswers(question: QuizQuestion): number {
  return question.type === 2 ? blanksOf(question.text).length : 1;
}

/** Whether the chosen options (places in optionsShown) answer the question rightly. */
export function isRight(options: ShownOption[], question: QuizQuestion, chosen: number[]): boolean {
  if (question.type !== 2) return chosen.length === 1 && options[chosen[0]!]?.right === true;
  return chosen.every((place, blank) => options[place]?.blank === blank);
}

export function questionsOf(article: Article, record: QuizRecord): QuizQuestion[] {
  return record.questionIds.map((id) => article.quiz.questions.find((q) => q.id === id)!);
}

function quizProblem(tx: Tx, quizId: string): { record: QuizRecord } | Rejection {
  const record = quizOfWeek(tx.state);
  if (!record || publicId(tx.state, record.id) !== quizId)
    return reject('news/no-quiz', NEWS_MESSAGES.noQuiz);
  return { record };
}

function replace(tx: Tx, record: QuizRecord): void {
  update(tx, 'news', (slice) => ({
    ...slice,
    quizzes: slice.quizzes.map((q) => (q.id === record.id ? record : q)),
  }));
}

export interface CreateQuizCommand {
  articleId: string;
  /** Some of the article's questions (their ids), in order; null: all of them. */
  questionIds: string[] | null;
}

export function createQuiz(
  tx: Tx,
  { articleId, questionIds }: CreateQuizCommand,
): Rejection | void {
  const article = articleOf(tx.content, tx.state.week);
  if (!article) return reject('news/no-article', NEWS_MESSAGES.noArticle);
  if (articleId !== article.id) return reject('news/not-this-week', NEWS_MESSAGES.notThisWeek);
  const existing = quizOfWeek(tx.state);
  if (existing) {
    emit(tx, { type: 'quizCreated', quizId: publicId(tx.state, existing.id) });
    return;
  }
  const all = article.quiz.questions.map((q) => q.id);
  const chosen = questionIds ?? all;
  if (
    chosen.length === 0 ||
    new Set(chosen).size !== chosen.length ||
    chosen.some((id) => !all.includes(id))
  )
    return reject('news/no-question', NEWS_MESSAGES.noQuestion);
  const id = issueId(tx);
  update(tx, 'news', (slice) => ({
    ...slice,
    quizzes: [
      ...slice.quizzes,
      {
        id,
        week: tx.state.week,
        articleId,
        questionIds: chosen,
        status: 'created',
        current: 0,
        answers: [],
        paidCents: 0,
        endedAt: null,
      },
    ],
  }));
  emit(tx, { type: 'quizCreated', quizId: publicId(tx.state, id) });
}

/** Starting, or taking up again a required quiz ended early (its questions left pay nothing). */
export function startQuiz(tx: Tx, { quizId }: { quizId: string }): Rejection | void {
  const found = quizProblem(tx, quizId);
  if ('code' in found) return found;
  const { record } = found;
  if (record.status === 'created' || canResume(tx.state, tx.content, record))
    replace(tx, { ...record, status: 'started' });
  else if (record.status !== 'started') return reject('news/over', NEWS_MESSAGES.quizOver);
}

/** The quiz in progress and its current question, or why there is none to act on. */
function inProgress(tx: Tx, questionId: string | null) {
  const record = quizOfWeek(tx.state);
  if (!record) return reject('news/no-quiz', NEWS_MESSAGES.noQuiz);
  if (record.status === 'created') return reject('news/not-started', NEWS_MESSAGES.notStarted);
  if (record.status !== 'started') return reject('news/over', NEWS_MESSAGES.quizOver);
  const article = articleOf(tx.content, record.week)!;
  const question = questionsOf(article, record)[record.current]!;
  if (questionId !== null && questionId !== question.id)
    return reject('news/not-current', NEWS_MESSAGES.notCurrent);
  return { record, article, question };
}

export interface SubmitAnswerCommand {
  /** The question answered (its id within the article), or null for the current one. */
  questionId: string | null;
  /** The places of the chosen options in the options shown. */
  chosen: number[];
}

export function submitAnswer(
  tx: Tx,
  { questionId, chosen }: SubmitAnswerCommand,
): Rejection | void {
  const found = inProgress(tx, questionId);
  if ('code' in found) return found;
  const { record, article, question } = found;
  if (record.answers.length > record.current)
    return reject('news/answered', NEWS_MESSAGES.alreadyAnswered);
  const options = optionsShown(tx.state, article.id, question);
  const valid = chosen.every(
    (place) => Number.isInteger(place) && place >= 0 && place < options.length,
  );
  const needed = requiredAnswers(question);
  if (question.type === 2) {
    if (chosen.length !== needed || !valid)
      return reject('news/fill-blanks', NEWS_MESSAGES.fillBlanks);
    if (new Set(chosen).size !== chosen.length)
      return reject('news/word-once', NEWS_MESSAGES.wordOnce);
  } else if (chosen.length !== 1 || !valid)
    return reject('news/choose-answer', NEWS_MESSAGES.chooseAnswer);
  const correct = isRight(options, question, chosen);
  replace(tx, {
    ...record,
    answers: [...record.answers, { chosen, correct, completed: false }],
  });
  emit(tx, { type: 'answerMarked', correct });
}

export function completeQuestion(
  tx: Tx,
  { questionId }: { questionId: string | null },
): Rejection | void {
  const found = inProgress(tx, questionId);
  if ('code' in found) return found;
  const { record, question } = found;
  if (!record.answers[record.current])
    return reject('news/not-answered', NEWS_MESSAGES.notAnswered);
  replace(tx, moveOn(tx, record, question));
}

/**
 * Moving on from the answered current question: a right answer pays, unless the quiz was ended
 * early before it; after the last question the quiz is completed.
 */
function moveOn(tx: Tx, record: QuizRecord, question: QuizQuestion): QuizRecord {
  const answer = record.answers[record.current]!;
  const pays = answer.correct && (record.endedAt === null || record.current < record.endedAt);
  const reward = pays ? tx.content.scenario.rules.news.rewardPerCorrectCents : 0;
  moveMoney(
    tx,
    `Finance Weekly quiz: question ${record.current + 1}`,
    WORLD.rewards,
    PLAYER_KEYS.cash,
    reward,
  );
  const last = record.current === record.questionIds.length - 1;
  emit(tx, { type: 'questionCompleted', questionId: question.id });
  return {
    ...record,
    answers: record.answers.map((a, i) => (i === record.current ? { ...a, completed: true } : a)),
    current: last ? record.current : record.current + 1,
    status: last ? 'completed' : 'started',
    paidCents: record.paidCents + reward,
  };
}

/** Whether the rule that a required quiz counts only once answered holds in a week (state.ts). */
function answersCount(state: GameState, week: number): boolean {
  return week >= state.settings.quizAnswersFromWeek;
}

/**
 * Ending early, once: the quiz is over, and the questions not answered pay nothing, even if
 * answered later (a required quiz must be: canResume). An answer already given is kept and paid
 * as if the player had moved on; ending with every question answered completes the quiz. (Before
 * the rule, quizAnswersFromWeek, an answer not moved on from was given up too.)
 */
export function endQuiz(tx: Tx, { quizId }: { quizId: string }): Rejection | void {
  const found = quizProblem(tx, quizId);
  if ('code' in found) return found;
  let { record } = found;
  if (record.status === 'completed' || record.status === 'ended')
    return reject('news/over', NEWS_MESSAGES.quizOver);
  // Taken up again after ending early: nothing is left to give up (and a quiz ended and taken up
  // over and over would store commands without end).
  if (record.endedAt !== null) return reject('news/over', NEWS_MESSAGES.alreadyEnded);
  const answer = record.answers[record.current];
  if (
    answersCount(tx.state, record.week) &&
    record.status === 'started' &&
    answer?.completed === false
  ) {
    const article = articleOf(tx.content, record.week)!;
    record = moveOn(tx, record, questionsOf(article, record)[record.current]!);
  }
  if (record.status !== 'completed') {
    const answered = record.answers.filter((a) => a.completed).length;
    record = { ...record, status: 'ended', endedAt: answered };
  }
  replace(tx, record);
}

/** Whether a week's quiz must be done before it can end. */
export function isQuizRequired(state: GameState, content: GameContent, week: number): boolean {
  if (!articleOf(content, week)) return false;
  // A game whose scenario leaves Finance Weekly off has no quizzes to require.
  if (state.apps.list.find((a) => a.app === 'FinanceWeekly')?.isDisabled ?? true) return false;
  if (state.settings.quizRequired === 'all') return true;
  if (state.settings.quizRequired === 'none') return false;
  return content.scenario.rules.news.requiredWeeks.includes(week);
}

/**
 * A quiz ended early that can be taken up again: a required week's, so its questions left must
 * still be answered (for no money) before the week can end. An optional quiz ended early is over.
 */
export function canResume(state: GameState, content: GameContent, record: QuizRecord): boolean {
  return (
    record.status === 'ended' &&
    answersCount(state, record.week) &&
    isQuizRequired(state, content, record.week)
  );
}

/**
 * Done: every question answered; or ended early and over (an optional quiz, or a week before the
 * rule that a required quiz must be answered).
 */
export function isQuizDone(
  state: GameState,
  content: GameContent,
  record: QuizRecord | undefined,
): boolean {
  if (record?.status === 'completed') return true;
  return record?.status === 'ended' && !canResume(state, content, record);
}
