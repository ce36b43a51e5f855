import { describe, expect, it } from 'vitest';
import { selectBonusQuestion, selectWeekSummary, type Command } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content } from '../../test/fixtures/content';

/** The server's clock: the question is first sent at ASKED, answers come `seconds` later. */
const ASKED = 1_770_000_000_000;
const after = (seconds: number) => ASKED + seconds * 1000;

function endedWeek() {
  const game = new TestGame();
  game.open('everyday');
  game.do({ type: 'endWeek' });
  return game;
}

function generate(game: TestGame) {
  game.do({ type: 'generateBonusQuestion', atMs: ASKED });
  const view = selectBonusQuestion(game.state, content)!;
  const question = content.bonusQuestions.find((q) => q.id === view.questionId)!;
  return { view, correct: question.correctIndex, wrong: (question.correctIndex + 1) % 4 };
}

describe('the bonus question', () => {
  it('comes only after the week has ended', () => {
    const game = new TestGame();
    expect(game.reject({ type: 'generateBonusQuestion', atMs: ASKED }).code).toBe(
      'bonus/not-available',
    );
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
    expect(game.do({ type: 'generateBonusQuestion', atMs: after(5) })).toEqual([
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
        atMs: after(1),
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
      atMs: after(1),
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
        atMs: after(1),
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
        atMs: after(1),
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
        atMs: after(1),
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
      atMs: ASKED,
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
      game.do({ type: 'generateBonusQuestion', atMs: after(week * 600) });
      seen.push(selectBonusQuestion(game.state, content)!.questionId);
      game.do({ type: 'startWeek' });
    }
    expect(new Set(seen.slice(0, 6)).size).toBe(6);
    expect(selectBonusQuestion(game.state, content)).toBeNull(); // a new week has no question yet
  });
});

describe('the time bonus, measured by the server', () => {
  /** The time bonus of a right answer that claims `claimed` seconds and arrives `elapsed` s later. */
  function timeBonus(claimed: number, elapsed: number, game = endedWeek()) {
    const { view, correct } = game.state.endOfWeek.question
      ? {
          view: selectBonusQuestion(game.state, content)!,
          correct: content.bonusQuestions.find(
            (q) => q.id === game.state.endOfWeek.question!.questionId,
          )!.correctIndex,
        }
      : generate(game);
    game.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: correct,
      skip: false,
      timeRemainingSeconds: claimed,
      atMs: after(elapsed),
    });
    return selectWeekSummary(game.state)!.timeBonusCents;
  }

  it('counts no more seconds than the server saw left', () => {
    // Claiming the whole minute but answering 45.2 s after the question was sent: 60 less 45 whole
    // seconds gone leaves 15 s, at 50c a second.
    expect(timeBonus(60, 45.2)).toBe(15 * 50);
  });

  it('takes the client figure when it is the smaller', () => {
    expect(timeBonus(10, 20)).toBe(10 * 50);
  });

  it('gives no time bonus past the timer, but the right answer still earns its reward', () => {
    const game = endedWeek();
    const cash = game.cash;
    expect(timeBonus(60, 95, game)).toBe(0);
    expect(game.cash).toBe(cash + 2_000);
  });

  it('never counts a clock that went backwards as more than the timer', () => {
    expect(timeBonus(60, -30)).toBe(60 * 50);
  });

  it('keeps the time the question was first sent when it is asked for again', () => {
    const game = endedWeek();
    generate(game);
    game.do({ type: 'generateBonusQuestion', atMs: after(30) });
    expect(game.state.endOfWeek.question!.askedAtMs).toBe(ASKED);
    expect(timeBonus(60, 40, game)).toBe(20 * 50);
  });

  it("takes the client's word for a command logged before the server stamped its time", () => {
    const game = endedWeek();
    // Replaying an old log: neither command carries the server's time.
    game.do({ type: 'generateBonusQuestion' } as unknown as Command);
    expect(game.state.endOfWeek.question!.askedAtMs).toBeNull();
    const view = selectBonusQuestion(game.state, content)!;
    const right = content.bonusQuestions.find((q) => q.id === view.questionId)!.correctIndex;
    game.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: right,
      skip: false,
      timeRemainingSeconds: 60,
    } as unknown as Command);
    expect(selectWeekSummary(game.state)!.timeBonusCents).toBe(60 * 50);
  });
});

describe('the order of the bonus questions', () => {
  /** The questions of eight weeks. */
  function questions(instanceSeed: string) {
    const game = new TestGame(content, { instanceSeed });
    game.open('everyday');
    const asked: (string | null)[] = [];
    for (let week = 1; week <= 8; week++) {
      game.do({ type: 'endWeek' });
      game.do({ type: 'generateBonusQuestion', atMs: after(week * 600) });
      asked.push(game.state.endOfWeek.question?.questionId ?? null);
      game.do({ type: 'startWeek' });
    }
    return asked;
  }

  it("follows the player's own seed, so classmates get different questions in a week", () => {
    const mine = questions('me');
    expect(questions('me')).toEqual(mine);
    const others = ['a', 'b', 'c', 'd'].map((seed) => questions(seed).join());
    expect(others.some((order) => order !== mine.join())).toBe(true);
  });
});
