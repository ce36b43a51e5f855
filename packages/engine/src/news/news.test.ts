import { describe, expect, it } from 'vitest';
import { replay, selectApps, selectWeekSoFar, type Command, type CommandResult } from '../index';
import { withNews, withScenario } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import { quizCheck } from './module';
import { NEWS_MESSAGES } from './quiz';
import { selectArchive, selectArticle, selectQuiz, selectQuizRequirement } from './selectors';
import type { QuizRequired } from '../game/state';

// Finance Weekly's quiz: created from this week's article, started, each question answered
// (marked at once, once only) and completed (a right answer pays into My Cash), then completed
// or ended early; required weeks block the end of the week until its questions are answered
// (ended early, it is taken up again and answered for no money).

const content = withScenario(withNews);

function newGame(quizRequired: QuizRequired = 'some', gameSeed = 'news') {
  const game = new TestGame(content, { gameSeed, settings: { quizRequired } });
  game.open('everyday');
  return game;
}

function started(game: TestGame) {
  const article = selectArticle(game.state, content)!.article;
  const [created] = game.do({ type: 'createQuiz', articleId: article.id, questionIds: null });
  const quizId = created!.type === 'quizCreated' ? created!.quizId : '';
  game.do({ type: 'startQuiz', quizId });
  return quizId;
}

/** The places of the right options of the current question, in blank order for blanks. */
function rightAnswer(game: TestGame): number[] {
  const view = selectQuiz(game.state, content)!;
  const q = view.questions[view.record.current]!;
  if (q.question.type !== 2) return [q.options.findIndex((o) => o.right)];
  return Array.from({ length: q.requiredAnswers }, (_, blank) =>
    q.options.findIndex((o) => o.blank === blank),
  );
}

describe('a Finance Weekly quiz', () => {
  it('pays $5 into My Cash for each right answer as the player moves on, and sums up', () => {
    const game = newGame('none');
    const quizId = started(game);
    const cash = game.cash;
    // A wrong choice, then nothing for it.
    const wrong = selectQuiz(game.state, content)!.questions[0]!.options.findIndex((o) => !o.right);
    game.do({ type: 'submitAnswer', questionId: 'choice', chosen: [wrong] });
    expect(selectQuiz(game.state, content)!.questions[0]!.answer).toEqual({
      chosen: [wrong],
      correct: false,
      completed: false,
    });
    expect(
      game.reject({ type: 'submitAnswer', questionId: 'choice', chosen: rightAnswer(game) })
        .message,
    ).toBe(NEWS_MESSAGES.alreadyAnswered);
    game.do({ type: 'completeQuestion', questionId: 'choice' });
    expect(game.cash).toBe(cash);
    // Right answers to the true/false and the blanks: $5 each, paid on moving on.
    game.do({ type: 'submitAnswer', questionId: 'truth', chosen: rightAnswer(game) });
    expect(game.cash).toBe(cash);
    game.do({ type: 'completeQuestion', questionId: 'truth' });
    expect(game.cash).toBe(cash + 500);
    game.do({ type: 'submitAnswer', questionId: null, chosen: rightAnswer(game) });
    game.do({ type: 'completeQuestion', questionId: null });
    expect(game.cash).toBe(cash + 1000);
    const { record } = selectQuiz(game.state, content)!;
    expect(record).toMatchObject({ status: 'completed', paidCents: 1000 });
    expect(selectQuizRequirement(game.state, content).isComplete).toBe(true);
    expect(selectArticle(game.state, content)!.isQuizComplete).toBe(true);
    // The week's summary says where it came from.
    expect(selectWeekSoFar(game.state).movements).toContainEqual(
      expect.objectContaining({ category: 'rewards', amountCents: 1000 }),
    );
    expect(game.reject({ type: 'endQuiz', quizId }).message).toBe(NEWS_MESSAGES.quizOver);
    expect(game.reject({ type: 'submitAnswer', questionId: null, chosen: [0] }).message).toBe(
      NEWS_MESSAGES.quizOver,
    );
  });

  it('marks blanks by position: each word once, every blank filled, the right word in each', () => {
    const game = newGame('none');
    started(game);
    game.do({ type: 'submitAnswer', questionId: null, chosen: rightAnswer(game) });
    game.do({ type: 'completeQuestion', questionId: null });
    game.do({ type: 'submitAnswer', questionId: null, chosen: rightAnswer(game) });
    game.do({ type: 'completeQuestion', questionId: null });
    const [first, second] = rightAnswer(game);
    const submit = (chosen: number[]) =>
      game.reject({ type: 'submitAnswer', questionId: 'gaps', chosen }).message;
    expect(submit([first!])).toBe(NEWS_MESSAGES.fillBlanks);
    expect(submit([first!, first!])).toBe(NEWS_MESSAGES.wordOnce);
    expect(submit([first!, 99])).toBe(NEWS_MESSAGES.fillBlanks);
    // The right words in the wrong blanks are wrong.
    game.do({ type: 'submitAnswer', questionId: 'gaps', chosen: [second!, first!] });
    expect(selectQuiz(game.state, content)!.questions[2]!.answer?.correct).toBe(false);
  });

  it('shows every player of a game the word bank in one order, with the answers not first', () => {
    const orders = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => {
      const game = newGame('none', seed);
      started(game);
      return selectQuiz(game.state, content)!.questions[2]!.options.map((o) => o.text);
    });
    const classmate = new TestGame(content, {
      gameSeed: 'a',
      instanceSeed: 'another',
      settings: { quizRequired: 'none' },
    });
    started(classmate);
    expect(selectQuiz(classmate.state, content)!.questions[2]!.options.map((o) => o.text)).toEqual(
      orders[0],
    );
    expect(new Set(orders.map((o) => o.join())).size).toBeGreaterThan(1);
    for (const order of orders) expect(order.sort()).toEqual(['bonus', 'gross', 'net', 'super']);
  });

  it('ends early on request: the questions left pay nothing and the quiz is over', () => {
    const game = newGame('none');
    const quizId = started(game);
    game.do({ type: 'submitAnswer', questionId: null, chosen: rightAnswer(game) });
    game.do({ type: 'completeQuestion', questionId: null });
    const cash = game.cash;
    game.do({ type: 'endQuiz', quizId });
    expect(selectQuiz(game.state, content)!.record).toMatchObject({
      status: 'ended',
      paidCents: 500,
    });
    expect(game.reject({ type: 'completeQuestion', questionId: null }).message).toBe(
      NEWS_MESSAGES.quizOver,
    );
    expect(game.cash).toBe(cash);
  });

  it('refuses another week’s article, answers before the start, and questions not on', () => {
    const game = newGame('none');
    expect(
      game.reject({ type: 'createQuiz', articleId: 'article-2', questionIds: null }).message,
    ).toBe(NEWS_MESSAGES.notThisWeek);
    expect(
      game.reject({ type: 'createQuiz', articleId: 'article-1', questionIds: ['nope'] }).message,
    ).toBe(NEWS_MESSAGES.noQuestion);
    game.do({ type: 'createQuiz', articleId: 'article-1', questionIds: ['truth', 'choice'] });
    // Creating again gives the same quiz.
    game.do({ type: 'createQuiz', articleId: 'article-1', questionIds: null });
    expect(selectQuiz(game.state, content)!.questions.map((q) => q.question.id)).toEqual([
      'truth',
      'choice',
    ]);
    expect(game.reject({ type: 'submitAnswer', questionId: null, chosen: [0] }).message).toBe(
      NEWS_MESSAGES.notStarted,
    );
    expect(game.reject({ type: 'startQuiz', quizId: 'not-a-quiz' }).message).toBe(
      NEWS_MESSAGES.noQuiz,
    );
    game.do({ type: 'startQuiz', quizId: quizIdOf(game) });
    expect(game.reject({ type: 'submitAnswer', questionId: 'choice', chosen: [0] }).message).toBe(
      NEWS_MESSAGES.notCurrent,
    );
    expect(game.reject({ type: 'completeQuestion', questionId: null }).message).toBe(
      NEWS_MESSAGES.notAnswered,
    );
    expect(game.reject({ type: 'submitAnswer', questionId: null, chosen: [] }).message).toBe(
      NEWS_MESSAGES.chooseAnswer,
    );
    expect(game.reject({ type: 'submitAnswer', questionId: null, chosen: [0, 1] }).message).toBe(
      NEWS_MESSAGES.chooseAnswer,
    );
  });

  it('keeps past weeks’ articles in the archive, newest first, and their quizzes closed', () => {
    const game = newGame('none');
    game.nextWeek();
    game.nextWeek();
    expect(selectArticle(game.state, content)!.article.week).toBe(3);
    expect(selectArchive(game.state, content).map((a) => a.article.week)).toEqual([2, 1]);
    expect(
      game.reject({ type: 'createQuiz', articleId: 'article-1', questionIds: null }).message,
    ).toBe(NEWS_MESSAGES.notThisWeek);
  });
});

describe('a required quiz', () => {
  const financeWeekly = (game: TestGame) =>
    selectApps(game.state, content).find((a) => a.name === 'FinanceWeekly')!;

  it('blocks the end of a required week until it is done; the app shows blocked until started', () => {
    const game = newGame('some');
    // Week 1 is not one of the scenario's required weeks.
    expect(selectQuizRequirement(game.state, content)).toEqual({
      isRequired: false,
      isComplete: false,
    });
    expect(financeWeekly(game)).toMatchObject({ state: 'idle', updateCount: 1 });
    game.nextWeek();
    expect(selectQuizRequirement(game.state, content).isRequired).toBe(true);
    expect(financeWeekly(game)).toMatchObject({ state: 'block', updateCount: 1 });
    expect(game.reject({ type: 'endWeek' }).message).toBe(NEWS_MESSAGES.quizRequired);
    started(game);
    // Started: the icon returns to idle, but the week still waits for the quiz.
    expect(financeWeekly(game)).toMatchObject({ state: 'idle', updateCount: 0 });
    expect(game.reject({ type: 'endWeek' }).message).toBe(NEWS_MESSAGES.quizRequired);
    answerAll(game);
    expect(selectQuizRequirement(game.state, content).isComplete).toBe(true);
    game.do({ type: 'endWeek' });
  });

  it('is every week’s when the game says all, and none when it says none', () => {
    const all = newGame('all');
    expect(selectQuizRequirement(all.state, content).isRequired).toBe(true);
    expect(all.reject({ type: 'endWeek' }).message).toBe(NEWS_MESSAGES.quizRequired);
    all.do({ type: 'startQuiz', quizId: quizIdOf(all) });
    answerAll(all);
    all.do({ type: 'endWeek' });
    const none = newGame('none');
    none.nextWeek();
    expect(selectQuizRequirement(none.state, content).isRequired).toBe(false);
    none.do({ type: 'endWeek' });
  });

  it('ended at once does not let the week end; its questions answered after do, for no money', () => {
    const game = new LoggedGame();
    game.nextWeek();
    const quizId = quizIdOf(game, 'article-2');
    game.do({ type: 'endQuiz', quizId });
    expect(selectQuiz(game.state, content)!.record).toMatchObject({ status: 'ended', endedAt: 0 });
    expect(selectQuizRequirement(game.state, content)).toEqual({
      isRequired: true,
      isComplete: false,
    });
    expect(game.reject({ type: 'endWeek' }).message).toBe(NEWS_MESSAGES.quizRequiredEnded);
    // The app shows blocked again, and the quiz can be taken up again.
    expect(financeWeekly(game).state).toBe('block');
    expect(selectQuiz(game.state, content)!.canResume).toBe(true);
    const cash = game.cash;
    game.do({ type: 'startQuiz', quizId });
    expect(financeWeekly(game).state).toBe('idle');
    // Every answer right, and still nothing paid: the money went when the quiz was ended.
    answerAll(game);
    expect(game.cash).toBe(cash);
    expect(selectQuiz(game.state, content)!.record).toMatchObject({
      status: 'completed',
      paidCents: 0,
      endedAt: 0,
    });
    expect(selectQuiz(game.state, content)!.questions.map((q) => q.answer?.correct)).toEqual([
      true,
      true,
      true,
    ]);
    expect(selectQuizRequirement(game.state, content).isComplete).toBe(true);
    game.do({ type: 'endWeek' });
    // The log replays to the same game.
    const replayed = replay(
      { ...LoggedGame.init, content, settings: { quizRequired: 'some' } },
      game.log,
    );
    expect(replayed.rejected).toEqual([]);
    expect(replayed.state).toEqual(game.state);
  });

  it('ended after an answer keeps that answer’s money; the questions left pay nothing', () => {
    const game = newGame('all');
    const quizId = quizIdOf(game);
    game.do({ type: 'startQuiz', quizId });
    const cash = game.cash;
    // Answered and not yet moved on from: ending keeps it.
    game.do({ type: 'submitAnswer', questionId: null, chosen: rightAnswer(game) });
    game.do({ type: 'endQuiz', quizId });
    expect(game.cash).toBe(cash + 500);
    expect(selectQuiz(game.state, content)!.record).toMatchObject({
      status: 'ended',
      current: 1,
      endedAt: 1,
      paidCents: 500,
    });
    expect(game.reject({ type: 'endQuiz', quizId }).message).toBe(NEWS_MESSAGES.quizOver);
    expect(game.reject({ type: 'submitAnswer', questionId: null, chosen: [0] }).message).toBe(
      NEWS_MESSAGES.quizOver,
    );
    game.do({ type: 'startQuiz', quizId });
    game.do({ type: 'submitAnswer', questionId: null, chosen: rightAnswer(game) });
    // Taken up again, it cannot be ended again: nothing is left to give up.
    expect(game.reject({ type: 'endQuiz', quizId }).message).toBe(NEWS_MESSAGES.alreadyEnded);
    answerAll(game);
    expect(game.cash).toBe(cash + 500);
    const view = selectQuiz(game.state, content)!;
    expect(view.questions.map((q) => q.pays)).toEqual([true, false, false]);
    expect(view.record).toMatchObject({ status: 'completed', paidCents: 500 });
    game.do({ type: 'endWeek' });
  });

  it('ended with every question answered is simply complete', () => {
    const game = newGame('all');
    const quizId = quizIdOf(game);
    game.do({ type: 'startQuiz', quizId });
    for (let i = 0; i < 2; i++) {
      game.do({ type: 'submitAnswer', questionId: null, chosen: rightAnswer(game) });
      game.do({ type: 'completeQuestion', questionId: null });
    }
    game.do({ type: 'submitAnswer', questionId: null, chosen: rightAnswer(game) });
    game.do({ type: 'endQuiz', quizId });
    expect(selectQuiz(game.state, content)!.record).toMatchObject({
      status: 'completed',
      paidCents: 1500,
      endedAt: null,
    });
    game.do({ type: 'endWeek' });
  });

  it('optional and ended early: simply over, and the week ends', () => {
    const game = newGame('none');
    const quizId = quizIdOf(game);
    game.do({ type: 'endQuiz', quizId });
    expect(selectQuiz(game.state, content)!.canResume).toBe(false);
    expect(game.reject({ type: 'startQuiz', quizId }).message).toBe(NEWS_MESSAGES.quizOver);
    expect(selectArticle(game.state, content)!.isQuizComplete).toBe(true);
    game.do({ type: 'endWeek' });
  });

  it('is answered by the end-of-week check’s remedy, one step at a time', () => {
    const game = newGame('all');
    const quizId = quizIdOf(game);
    game.do({ type: 'endQuiz', quizId });
    const check = quizCheck;
    for (let step = 0; step < 10 && check.failure(game.state, content); step++)
      game.do(check.remedy(game.state, content) as Command);
    expect(check.failure(game.state, content)).toBeNull();
    game.do({ type: 'endWeek' });
  });
});

/** Answers the quiz's questions left, each rightly (if not answered yet), moving on from each. */
function answerAll(game: TestGame): void {
  while (selectQuiz(game.state, content)!.record.status === 'started') {
    const { record } = selectQuiz(game.state, content)!;
    if (!record.answers[record.current])
      game.do({ type: 'submitAnswer', questionId: null, chosen: rightAnswer(game) });
    game.do({ type: 'completeQuestion', questionId: null });
  }
}

/** A game of the 'some' setting that keeps its accepted commands, to replay. */
class LoggedGame extends TestGame {
  static readonly init = {
    gameSeed: 'news',
    instanceSeed: 'instance-seed',
    totalWeeks: 27,
    playerName: 'Tess',
  } as const;
  log: Command[] = [];

  constructor() {
    super(content, { gameSeed: 'news', settings: { quizRequired: 'some' } });
    this.open('everyday');
  }

  override try(command: Command): CommandResult {
    const result = super.try(command);
    if (result.ok) this.log.push(command);
    return result;
  }
}

function quizIdOf(game: TestGame, articleId = 'article-1'): string {
  const events = game.do({ type: 'createQuiz', articleId, questionIds: null });
  const created = events.find((e) => e.type === 'quizCreated');
  return created?.type === 'quizCreated' ? created.quizId : '';
}
