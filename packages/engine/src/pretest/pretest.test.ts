import { describe, expect, it } from 'vitest';
import { PRETEST_MESSAGES } from '@mc/contract/apps/pretest';
import { withScenario } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import type { Command } from '../game/commands';
import type { GameSettings } from '../game/state';
import { END_QUIZ } from '../survey/questions';
import { selectWeekBreakdown } from '../end-of-week/breakdown';
import {
  currentPretestItem,
  learningRows,
  learningScores,
  pretestItems,
  pretestItemsOfGame,
} from './check';
import { learningInPlay } from './in-play';

// The learning check before week 1 (issue 33): twelve items of the bank, the same for classmates,
// answered once each before anything else of the game, unmarked; the end quiz asks them again.

const content = withScenario({ disabledApps: [] });
const T0 = 1_800_000_000_000;

function newGame(settings: Partial<GameSettings> = {}, gameSeed = 'class') {
  return new TestGame(content, {
    gameSeed,
    totalWeeks: 26,
    settings: {
      quizRequired: 'none',
      endSurvey: 'quiz',
      endSurveyOptional: false,
      pretest: true,
      ...settings,
    },
  });
}

/** Answers every item of the check: the right answer where `right` says, the first otherwise. */
function takeCheck(game: TestGame, right: (index: number) => boolean = () => true) {
  for (let current = currentPretestItem(game.state, game.content); current;) {
    const { item, index } = current;
    const option = right(index) ? item.correct : (item.correct + 1) % item.options.length;
    game.do({ type: 'answerPretest', itemId: item.id, option });
    current = currentPretestItem(game.state, game.content);
  }
}

function playToTheEnd(game: TestGame) {
  game.open('everyday', 10_000);
  while (!game.state.isGameComplete) {
    game.do({ type: 'endWeek' });
    if (!game.state.isGameComplete) game.do({ type: 'startWeek' });
  }
}

describe('the learning check before week 1', () => {
  it('comes before anything else of the game, then lets week 1 begin', () => {
    const game = newGame();
    expect(pretestItems(game.state, game.content)).toHaveLength(12);
    const commands: Command[] = [
      { type: 'startWeek' },
      { type: 'endWeek' },
      { type: 'openBankAccount', accountTypeId: 'everyday' },
    ];
    for (const command of commands) {
      const refused = game.reject(command);
      expect(refused.code).toBe('pretest/first');
      expect(refused.message).toBe(PRETEST_MESSAGES.first);
    }
    takeCheck(game);
    expect(game.state.pretest.answers).toHaveLength(12);
    game.do({ type: 'startWeek' });
    game.open('everyday', 1_000);
    expect(game.state.week).toBe(1);
  });

  it('asks the same items in the same order of every player of a game, and others in another game', () => {
    const ids = (game: TestGame) => pretestItems(game.state, game.content).map((item) => item.id);
    const mine = ids(newGame());
    expect(ids(newGame({}, 'class'))).toEqual(mine);
    expect(ids(newGame({}, 'another class'))).not.toEqual(mine);
    expect(new Set(mine).size).toBe(12);
    // The teacher's guide draws them from the seed stored with the game, before anyone plays.
    expect(pretestItemsOfGame(4242, content).map((item) => item.id)).toEqual(
      ids(newGame({}, '4242')),
    );
  });

  it('takes one answer for the item the player is on, and never changes it', () => {
    const game = newGame();
    const first = currentPretestItem(game.state, game.content)!.item;
    const second = pretestItems(game.state, game.content)[1]!;
    expect(game.reject({ type: 'answerPretest', itemId: second.id, option: 0 }).message).toBe(
      PRETEST_MESSAGES.wrongQuestion,
    );
    expect(
      game.reject({ type: 'answerPretest', itemId: first.id, option: first.options.length })
        .message,
    ).toBe(PRETEST_MESSAGES.chooseAnswer);
    expect(game.reject({ type: 'answerPretest', itemId: first.id, option: -1 }).code).toBe(
      'pretest/choose-answer',
    );
    game.do({ type: 'answerPretest', itemId: first.id, option: first.correct });
    // The first item again (to change its answer) is not the item the player is on.
    expect(game.reject({ type: 'answerPretest', itemId: first.id, option: 0 }).code).toBe(
      'pretest/wrong-item',
    );
    expect(game.state.pretest.answers).toEqual([
      { itemId: first.id, option: first.correct, correct: true },
    ]);
    takeCheck(game);
    expect(game.reject({ type: 'answerPretest', itemId: first.id, option: 0 }).message).toBe(
      PRETEST_MESSAGES.done,
    );
  });

  it('is absent from a game whose link keeps the spec’s own flow', () => {
    const game = newGame({ pretest: false });
    expect(pretestItems(game.state, game.content)).toEqual([]);
    expect(game.reject({ type: 'answerPretest', itemId: 'learn-1', option: 0 }).message).toBe(
      PRETEST_MESSAGES.none,
    );
    game.do({ type: 'startWeek' });
    game.open('everyday', 1_000);
  });

  it('asks the same items again, in another order, among the end quiz’s 14 questions', () => {
    const game = newGame();
    takeCheck(game, (index) => index < 5);
    playToTheEnd(game);
    game.do({ type: 'askSurveyQuestion', atMs: T0 });
    const items = pretestItems(game.state, game.content).map((item) => item.id);
    const quiz = game.state.survey.questionIds.slice(0, END_QUIZ.questions);
    expect(quiz.filter((id) => items.includes(id)).sort()).toEqual([...items].sort());
    expect(quiz.filter((id) => items.includes(id))).not.toEqual(items);
    expect(quiz).toHaveLength(14);
    expect(learningScores(game.state, game.content)).toEqual({ total: 12, before: 5, after: null });
  });

  it('counts the matched score on the twelve items only, right or wrong before and after', () => {
    const game = newGame();
    takeCheck(game, (index) => index % 2 === 0);
    playToTheEnd(game);
    game.do({ type: 'askSurveyQuestion', atMs: T0 });
    const items = new Set(pretestItems(game.state, game.content).map((item) => item.id));
    for (let i = 0; i < END_QUIZ.questions; i += 1) {
      const id = game.state.survey.questionIds[i]!;
      const learning = content.endOfGame.learning.find((item) => item.id === id);
      const quiz = content.endOfGame.quiz.find((q) => q.id === id);
      // Every learning item right after; every other quiz question wrong (it must not count).
      const option = learning ? learning.correct : (quiz!.correct + 1) % quiz!.options.length;
      game.do({
        type: 'answerSurveyQuestion',
        questionId: id,
        option,
        otherText: null,
        timeLeftSeconds: 20,
        atMs: T0 + 1_000,
      });
      if (i < END_QUIZ.questions - 1) game.do({ type: 'askSurveyQuestion', atMs: T0 + 2_000 });
    }
    expect(learningScores(game.state, game.content)).toEqual({ total: 12, before: 6, after: 12 });
    const rows = learningRows(game.state, game.content);
    expect(rows.every((row) => items.has(row.item.id) && row.after === true)).toBe(true);
    expect(rows.filter((row) => row.before === true)).toHaveLength(6);
  });
});

describe('learning beside play', () => {
  it('counts from the ledger what a player paid and earned that each topic teaches', () => {
    const game = newGame();
    takeCheck(game);
    // Bills left unpaid all game: late fees; the pay, the super and the interest come anyway.
    playToTheEnd(game);
    const measures = new Map(learningInPlay(game.state).map((m) => [m.topic, m]));
    const weeks = Array.from({ length: game.state.week }, (_, i) =>
      selectWeekBreakdown(game.state, i + 1)!,
    );
    const total = (category: string) =>
      weeks
        .flat()
        .filter((m) => m.category === category)
        .reduce((sum, m) => sum + m.amountCents, 0);
    expect(total('late-fees')).toBeLessThan(0);
    expect(measures.get('bills-and-debt')).toEqual({
      topic: 'bills-and-debt',
      label: 'Late and dishonour fees paid',
      kind: 'money',
      amountCents: 0 - total('late-fees'),
      has: true,
    });
    expect(measures.get('pay-and-tax')!.amountCents).toBe(total('pay'));
    expect(measures.get('super')!.amountCents).toBe(total('super'));
    expect(measures.get('scams')).toMatchObject({ amountCents: 0 - total('scams') });
    // Nothing is counted for consumer rights; habits are the badges.
    expect(measures.has('consumer-rights')).toBe(false);
    expect(measures.get('budgeting')).toMatchObject({
      kind: 'habit',
      has: game.state.badges.earned.some((badge) => badge.id === 'on-budget'),
    });
  });
});
