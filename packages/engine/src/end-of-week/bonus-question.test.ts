import { describe, expect, it } from 'vitest';
import { selectBonusQuestion, selectWeekSummary } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content } from '../../test/fixtures/content';

function endedWeek() {
  const game = new TestGame();
  game.open('everyday');
  game.do({ type: 'endWeek' });
  return game;
}

function generate(game: TestGame) {
  game.do({ type: 'generateBonusQuestion' });
  const view = selectBonusQuestion(game.state, content)!;
  const question = content.bonusQuestions.find((q) => q.id === view.questionId)!;
  return { view, correct: question.correctIndex, wrong: (question.correctIndex + 1) % 4 };
}

describe('the bonus question', () => {
  it('comes only after the week has ended', () => {
    const game = new TestGame();
    expect(game.reject({ type: 'generateBonusQuestion' }).code).toBe('bonus/not-available');
  });

  it('is shown without its answer, with answer ids and the timer', () => {
    const game = endedWeek();
    const { view } = generate(game);
    expect(view.answers.map((a) => a.id).sort()).toEqual([0, 1, 2, 3]);
    expect(view).toMatchObject({
      totalSeconds: 60,
      answered: false,
      correctAnswerId: null,
      answeredCorrectly: null,
      explanation: null,
    });
  });

  it('is generated once a week; asking again is not an error', () => {
    const game = endedWeek();
    const { view } = generate(game);
    expect(game.do({ type: 'generateBonusQuestion' })).toEqual([
      { type: 'notice', message: 'A question already generated for this week.' },
    ]);
    expect(selectBonusQuestion(game.state, content)!.questionId).toBe(view.questionId);
  });

  it('cannot be answered before it is generated', () => {
    const game = endedWeek();
    expect(
      game.reject({
        type: 'answerBonusQuestion',
        questionId: 'q1',
        answerId: 0,
        skip: false,
        timeRemainingSeconds: 10,
      }),
    ).toMatchObject({
      code: 'bonus/not-generated',
      message: 'Could not find a generated question. Generate a question.',
    });
  });

  it('pays $20 plus 50c a second left into My Cash for a right answer, once', () => {
    const game = endedWeek();
    const { view, correct } = generate(game);
    const cash = game.cash;
    const events = game.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: correct,
      skip: false,
      timeRemainingSeconds: 42.7,
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'bonusQuestionAnswered',
        correct: true,
        rewardCents: 2_000,
        timeBonusCents: 2_100,
      }),
    );
    expect(game.cash).toBe(cash + 4_100);
    expect(selectWeekSummary(game.state)).toMatchObject({
      cashRewardCents: 2_000,
      timeBonusCents: 2_100,
    });
    expect(selectBonusQuestion(game.state, content)).toMatchObject({
      answered: true,
      answeredCorrectly: true,
      correctAnswerId: correct,
    });
    expect(
      game.reject({
        type: 'answerBonusQuestion',
        questionId: view.questionId,
        answerId: correct,
        skip: false,
        timeRemainingSeconds: 42,
      }),
    ).toMatchObject({
      code: 'bonus/already-answered',
      message: 'Question has already been answered.',
    });
  });

  it('must be answered by its own id', () => {
    const game = endedWeek();
    const { view, correct } = generate(game);
    const other = content.bonusQuestions.find((q) => q.id !== view.questionId)!.id;
    expect(
      game.reject({
        type: 'answerBonusQuestion',
        questionId: other,
        answerId: correct,
        skip: false,
        timeRemainingSeconds: 5,
      }).code,
    ).toBe('bonus/wrong-question');
  });

  it('pays nothing for a wrong answer, a timeout or a skip', () => {
    for (const answer of ['wrong', 'timeout', 'skip'] as const) {
      const game = endedWeek();
      const { view, wrong } = generate(game);
      const cash = game.cash;
      const events = game.do({
        type: 'answerBonusQuestion',
        questionId: view.questionId,
        answerId: answer === 'wrong' ? wrong : null,
        skip: answer === 'skip',
        timeRemainingSeconds: answer === 'timeout' ? 0 : 30,
      });
      expect(game.cash).toBe(cash);
      if (answer === 'skip')
        expect(events).toContainEqual({ type: 'notice', message: 'Question Skipped' });
      expect(selectWeekSummary(game.state)).toMatchObject({
        cashRewardCents: 0,
        timeBonusCents: 0,
      });
    }
  });

  it('caps the time bonus at the timer and updates the week summary', () => {
    const game = endedWeek();
    const { view, correct } = generate(game);
    const before = selectWeekSummary(game.state)!.finishingNetPositionCents;
    game.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: correct,
      skip: false,
      timeRemainingSeconds: 500,
    });
    expect(selectWeekSummary(game.state)).toMatchObject({
      timeBonusCents: 3_000,
      finishingNetPositionCents: before + 5_000,
    });
  });

  it('draws without repeats until the pool runs out', () => {
    const game = new TestGame();
    game.open('everyday');
    const seen: string[] = [];
    for (let week = 1; week <= 8; week++) {
      game.do({ type: 'endWeek' });
      game.do({ type: 'generateBonusQuestion' });
      seen.push(selectBonusQuestion(game.state, content)!.questionId);
      game.do({ type: 'startWeek' });
    }
    expect(new Set(seen.slice(0, 6)).size).toBe(6);
    expect(selectBonusQuestion(game.state, content)).toBeNull(); // a new week has no question yet
  });
});
