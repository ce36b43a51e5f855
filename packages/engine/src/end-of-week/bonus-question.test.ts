import { describe, expect, it } from 'vitest';
import { BONUS_QUESTION_MESSAGES } from '@mc/contract/engine-constants';
import { replay, selectBonusQuestion, selectWeekSummary, type Command } from '../index';
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

  it('pays $10 plus 5c a second left (at most $2) into My Cash for a right answer, once', () => {
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
        rewardCents: 1_000,
        timeBonusCents: 200,
      }),
    );
    expect(game.cash).toBe(cash + 1_200);
    expect(selectWeekSummary(game.state)).toMatchObject({
      cashRewardCents: 1_000,
      timeBonusCents: 200,
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

  it('caps the time bonus at $2 and updates the week summary', () => {
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
      timeBonusCents: 200,
      finishingNetPositionCents: before + 1_200,
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
    // seconds gone leaves 15 s, at 5c a second.
    expect(timeBonus(60, 45.2)).toBe(15 * 5);
  });

  it('takes the client figure when it is the smaller', () => {
    expect(timeBonus(10, 20)).toBe(10 * 5);
  });

  it('pays nothing for a right answer that arrives after the time has run out', () => {
    const game = endedWeek();
    const cash = game.cash;
    expect(timeBonus(60, 95, game)).toBe(0);
    expect(game.cash).toBe(cash);
    expect(selectBonusQuestion(game.state, content)).toMatchObject({
      answeredCorrectly: true,
      outOfTime: true,
      rewardCents: 0,
    });
  });

  it('pays the reward for a right answer in time, whatever seconds the client claims', () => {
    // The client says no time is left; the server saw 10 s go by: in time, no time bonus.
    const game = endedWeek();
    const cash = game.cash;
    expect(timeBonus(0, 10, game)).toBe(0);
    expect(game.cash).toBe(cash + 1_000);
  });

  it('never counts a clock that went backwards as more than the timer', () => {
    expect(timeBonus(60, -30)).toBe(200);
  });

  it('keeps the time the question was first sent when it is asked for again', () => {
    const game = endedWeek();
    generate(game);
    game.do({ type: 'generateBonusQuestion', atMs: after(30) });
    expect(game.state.endOfWeek.question!.askedAtMs).toBe(ASKED);
    expect(timeBonus(60, 40, game)).toBe(20 * 5);
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
    expect(selectWeekSummary(game.state)!.timeBonusCents).toBe(200);
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

describe('the time bonus is small beside the reward', () => {
  it('never pays more than the cap, whatever the client claims', () => {
    for (const claimed of [60, 61, 600, 1e9, Number.MAX_SAFE_INTEGER, Infinity, -5, NaN]) {
      const game = endedWeek();
      const { view, correct } = generate(game);
      game.do({
        type: 'answerBonusQuestion',
        questionId: view.questionId,
        answerId: correct,
        skip: false,
        timeRemainingSeconds: claimed,
        atMs: ASKED,
      });
      const { timeBonusCents, cashRewardCents } = selectWeekSummary(game.state)!;
      expect(timeBonusCents).toBeLessThanOrEqual(content.scenario.rules.bonus.timeBonusMaxCents);
      expect(timeBonusCents * 5).toBeLessThanOrEqual(cashRewardCents);
    }
  });

  it('is 5c a second up to $2: reached with 40 seconds left', () => {
    expect(timeBonus(60, 20)).toBe(200);
    expect(timeBonus(60, 21)).toBe(195);
    expect(timeBonus(60, 59)).toBe(5);
  });

  /** The time bonus of a right answer that claims the whole minute and arrives `elapsed` s later. */
  function timeBonus(claimed: number, elapsed: number): number {
    const game = endedWeek();
    const { view, correct } = generate(game);
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
});

describe('turning the timer off', () => {
  it('pays the cash reward and no time bonus for a right answer, however long it takes', () => {
    const game = endedWeek();
    const { view, correct } = generate(game);
    const cash = game.cash;
    expect(game.do({ type: 'turnOffBonusTimer', atMs: after(5) })).toEqual([
      { type: 'bonusTimerTurnedOff' },
    ]);
    expect(selectBonusQuestion(game.state, content)).toMatchObject({ timerOff: true });
    const events = game.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: correct,
      skip: false,
      timeRemainingSeconds: 60, // the client claims the whole minute: nothing for it
      atMs: after(600),
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'bonusQuestionAnswered',
        correct: true,
        outOfTime: false,
        timerOff: true,
        rewardCents: 1_000,
        timeBonusCents: 0,
      }),
    );
    expect(game.cash).toBe(cash + 1_000);
    expect(selectWeekSummary(game.state)).toMatchObject({
      cashRewardCents: 1_000,
      timeBonusCents: 0,
    });
  });

  it('pays nothing for a wrong answer with the timer off', () => {
    const game = endedWeek();
    const { view, wrong } = generate(game);
    const cash = game.cash;
    game.do({ type: 'turnOffBonusTimer', atMs: after(5) });
    game.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: wrong,
      skip: false,
      timeRemainingSeconds: 0,
      atMs: after(90),
    });
    expect(game.cash).toBe(cash);
  });

  it('is refused once the time has run out, and a late right answer still pays nothing', () => {
    const game = endedWeek();
    const { view, correct } = generate(game);
    const cash = game.cash;
    expect(game.reject({ type: 'turnOffBonusTimer', atMs: after(60) })).toMatchObject({
      code: 'bonus/out-of-time',
      message: BONUS_QUESTION_MESSAGES.outOfTime,
    });
    expect(game.state.endOfWeek.question!.timerOff).toBe(false);
    // A hand-made answer that says the timer is off changes nothing: only the command can.
    game.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: correct,
      skip: false,
      timeRemainingSeconds: 30,
      atMs: after(61),
      timerOff: true,
      withoutTimer: true,
    } as unknown as Command);
    expect(game.cash).toBe(cash);
    expect(selectBonusQuestion(game.state, content)).toMatchObject({
      timerOff: false,
      outOfTime: true,
      rewardCents: 0,
      timeBonusCents: 0,
    });
  });

  it('is refused without the server time, once answered, and before the question', () => {
    const game = endedWeek();
    expect(game.reject({ type: 'turnOffBonusTimer', atMs: after(1) }).code).toBe(
      'bonus/not-generated',
    );
    const { view, correct } = generate(game);
    expect(game.reject({ type: 'turnOffBonusTimer' } as unknown as Command).code).toBe(
      'bonus/out-of-time',
    );
    game.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: correct,
      skip: false,
      timeRemainingSeconds: 50,
      atMs: after(10),
    });
    expect(game.reject({ type: 'turnOffBonusTimer', atMs: after(11) }).code).toBe(
      'bonus/already-answered',
    );
  });

  it('twice is not an error', () => {
    const game = endedWeek();
    generate(game);
    game.do({ type: 'turnOffBonusTimer', atMs: after(5) });
    expect(game.do({ type: 'turnOffBonusTimer', atMs: after(70) })).toEqual([]);
    expect(game.state.endOfWeek.question!.timerOff).toBe(true);
  });

  it('replays from the command log to the same state', () => {
    // The commands as the server logs them, stamped with its time: off in time, answered late.
    const game = new TestGame(content, { gameSeed: 'g', instanceSeed: 'i' });
    const log: Command[] = [];
    const play = (command: Command) => {
      game.do(command);
      log.push(command);
    };
    play({
      type: 'openBankAccount',
      accountTypeId: 'everyday',
      fromAccountId: null,
      amountCents: 0,
    });
    play({ type: 'endWeek' });
    play({ type: 'generateBonusQuestion', atMs: ASKED });
    const view = selectBonusQuestion(game.state, content)!;
    const right = content.bonusQuestions.find((q) => q.id === view.questionId)!.correctIndex;
    play({ type: 'turnOffBonusTimer', atMs: after(59) });
    play({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: right,
      skip: false,
      timeRemainingSeconds: 1,
      atMs: after(300),
    });
    play({ type: 'startWeek' });
    const replayed = replay(
      { content, gameSeed: 'g', instanceSeed: 'i', totalWeeks: 27, playerName: 'Tess' },
      log,
    );
    expect(replayed.rejected).toEqual([]);
    expect(replayed.state).toEqual(game.state);
    expect(replayed.state.endOfWeek.summaries.at(-1)).toMatchObject({
      cashRewardCents: 1_000,
      timeBonusCents: 0,
    });
  });
});
