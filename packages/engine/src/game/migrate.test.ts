// Games stored by an earlier version of the engine load and play on.
import { describe, expect, it } from 'vitest';
import { content, EVERYDAY, withScenario } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import { accruedInterestKey, balanceOf, PLAYER_KEYS } from '../ledger/ledger';
import {
  checkInvariants,
  migrateState,
  replay,
  selectBankAccounts,
  selectBills,
  selectBonusQuestion,
  selectCreditCard,
  selectInvestments,
  selectNetPosition,
  selectQuiz,
  selectQuizRequirement,
  selectWeekSummary,
  STATE_VERSION,
  type Command,
  type GameState,
} from '../index';

/**
 * Content for games to store in an older shape: nothing owned from the start, so nothing of
 * version 7's (a thing's ledger account) is in the ledger; asVersion6 gives back the phone in
 * version 6's shape.
 */
const before7 = content;

/** A version-6 state as stored: the phone owned with no id or value, no uShop or iBuy slice. */
function asVersion6(state: GameState): GameState {
  const { ushop: _ushop, ibuy: _ibuy, shares: _shares, ...rest } = state;
  return {
    ...rest,
    version: 6,
    items: { owned: [{ itemId: 'phone', sinceWeek: 1 }] },
  } as unknown as GameState;
}

/**
 * A version-5 state as stored: income's one job (no working days), no jobs or items slice. The
 * older versions' helpers below start from it.
 */
function asVersion5(state: GameState): GameState {
  const { jobs, items: _items, ...rest } = asVersion6(state);
  const first = jobs.current[0];
  const job = first && {
    id: first.id,
    occupation: first.occupation,
    employer: first.employer,
    hourlyRateCents: first.hourlyRateCents,
    hoursPerWeek: first.hoursPerWeek,
    paymentFrequency: first.paymentFrequency,
    includesSuper: first.includesSuper,
    privateOrDomestic: first.privateOrDomestic,
  };
  return { ...rest, version: 5, income: { ...state.income, job } } as unknown as GameState;
}

describe('a version-5 game (before Job Finder)', () => {
  it('keeps its job, paid up to its last pay day, and is paid on as before', () => {
    const game = new TestGame(before7, { totalWeeks: 27 });
    game.open('everyday');
    while (game.state.week < 4) game.nextWeek();
    game.do({ type: 'endWeek' }); // week 4 ended: the fortnightly pay for weeks 3 and 4 is paid
    const migrated = migrateState(asVersion5(game.state));
    expect(migrated.version).toBe(STATE_VERSION);
    expect(migrated.jobs.current).toEqual(game.state.jobs.current);
    expect(migrated.jobs.experience).toEqual({}); // counted from now on
    expect(migrated.items.owned.map((i) => i.itemId)).toEqual(['phone']);
    expect(checkInvariants(migrated)).toEqual([]);
    const playing = migrateState(asVersion5({ ...game.state, phase: 'playing', week: 3 }));
    expect(playing.jobs.current[0]!.paidThroughWeek).toBe(2);
  });
});

/** A version-2 state as stored: a generator's position instead of a seed, no time on the question. */
function asVersion2(current: GameState): GameState {
  const state = asVersion5(current);
  const { instanceSeed, ...rest } = state;
  const question = state.endOfWeek.question;
  const { askedAtMs: _asked, ...oldQuestion } = question ?? { askedAtMs: null };
  const { amountChanges: _changes, ...oldBills } = state.bills;
  return {
    ...rest,
    version: 2,
    bills: oldBills,
    rng: instanceSeed.map((word) => (word + 1) >>> 0),
    endOfWeek: { ...state.endOfWeek, question: question ? oldQuestion : null },
  } as unknown as GameState;
}

describe('a version-2 game', () => {
  it('keeps its generator position as its own seed, and its question with no server time', () => {
    const game = new TestGame(before7);
    game.open('everyday', 10_000);
    game.do({ type: 'endWeek' });
    game.do({ type: 'generateBonusQuestion', atMs: 1_770_000_000_000 });
    const old = asVersion2(game.state);
    const migrated = migrateState(old);
    expect(migrated.version).toBe(STATE_VERSION);
    expect(migrated.instanceSeed).toEqual((old as unknown as { rng: number[] }).rng);
    expect('rng' in migrated).toBe(false);
    expect(migrated.endOfWeek.question).toMatchObject({ askedAtMs: null });
    expect(migrated.bills.amountChanges).toEqual([]);
    expect(migrateState(migrated)).toBe(migrated);
  });

  it("plays on: the open question takes the client's time, and the weeks go on", () => {
    const game = new TestGame(before7);
    game.open('everyday', 10_000);
    game.do({ type: 'endWeek' });
    game.do({ type: 'generateBonusQuestion', atMs: 1_770_000_000_000 });
    game.state = migrateState(asVersion2(game.state));
    const view = selectBonusQuestion(game.state, content)!;
    const right = content.bonusQuestions.find((q) => q.id === view.questionId)!.correctIndex;
    game.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: right,
      skip: false,
      timeRemainingSeconds: 60,
      atMs: 1_770_000_000_000 + 50_000,
    });
    // The client's whole minute at 5c a second, capped at $2.
    expect(selectWeekSummary(game.state)!.timeBonusCents).toBe(200);
    game.do({ type: 'startWeek' });
    for (let week = 2; week <= 6; week++) game.nextWeek();
    expect(game.state.week).toBe(7);
  });
});

describe('a game stored before interest was in the ledger', () => {
  /** A week-1 game as version 2 stored it: accruals only in the state, a term deposit left matured. */
  function storedV2() {
    const game = new TestGame(before7);
    const everyday = game.open('everyday', 20_000);
    game.open('saver', 10_000);
    game.do({
      type: 'openInvestment',
      accountTypeId: 'td-10',
      fromAccountId: game.cashId,
      amountCents: 50_000,
    });
    game.do({ type: 'buyCreditCard', cardTypeId: 'basic', fromAccountId: everyday });
    const state = game.state;
    const accounts = state.banking.accounts.map((account) => {
      const {
        bonusCentiCents: _b,
        bonusPostedCents: _p,
        bonusLostWeek: _l,
        termStartWeek: _t,
        graceUntilWeek: _g,
        interestAtLastMaturityCents: _i,
        terms,
        ...rest
      } = account;
      const {
        bonusRate: _r,
        bonusMinimumDepositCents: _m,
        feeWaiver: _f,
        lockedUntilAgeYears: _a,
        ...oldTerms
      } = terms;
      return {
        ...rest,
        terms: oldTerms,
        accruedCentiCents: account.typeId === 'saver' ? 12_345 : 0,
        isMature: account.typeId === 'td-10',
      };
    });
    return {
      ...state,
      version: 2,
      banking: { accounts },
      creditCard: {
        ...state.creditCard,
        card: { ...state.creditCard.card!, accruedInterestCentiCents: 5_050 },
      },
    } as unknown as GameState;
  }

  it('puts the interest accrued into the ledger, so the net position counts it', () => {
    const old = storedV2();
    const net = selectNetPosition(old);
    const state = migrateState(old);
    expect(state.version).toBe(STATE_VERSION);
    const saver = state.banking.accounts.find((a) => a.typeId === 'saver')!;
    expect(balanceOf(state.ledger, accruedInterestKey(saver.id))).toBe(123);
    expect(balanceOf(state.ledger, PLAYER_KEYS.cardInterest)).toBe(-50);
    expect(selectNetPosition(state)).toBe(net + 123 - 50);
    expect(selectCreditCard(state)!.accruedInterestCents).toBe(50);
    expect(checkInvariants(state)).toEqual([]);
  });

  it('reinvests a term deposit left matured, withdrawable in full this week', () => {
    const state = migrateState(storedV2());
    expect(selectInvestments(state).find((a) => a.typeId === 'td-10')).toMatchObject({
      isMature: true,
      graceUntilWeek: 1,
      maturityWeek: 11,
    });
    expect(
      selectInvestments(state).find((a) => a.accountType === 'SuperInvestmentInstance'),
    ).toMatchObject({ lockedUntilAgeYears: 60, bonusRate: 0 });
  });
});

describe('a game stored before the tax return', () => {
  /** A version-4 state as stored: no income year, no tax return. */
  function asVersion4(state: GameState): GameState {
    const old = asVersion5(state);
    const { year: _year, taxReturn: _return, ...income } = old.income;
    return { ...old, version: 4, income } as unknown as GameState;
  }

  function playTo(week: number): TestGame {
    const game = new TestGame(before7, { totalWeeks: 27 });
    game.open('everyday');
    while (game.state.week < week) game.nextWeek();
    return game;
  }

  it("reads the income year's pay so far back from the ledger", () => {
    const game = playTo(7); // fortnightly pays at the end of weeks 2, 4 and 6
    const state = migrateState(asVersion4(game.state));
    expect(state.version).toBe(STATE_VERSION);
    expect(state.income.year).toEqual(game.state.income.year);
    expect(state.income.year).toEqual({
      incomeYear: 2025,
      grossCents: 3 * 190_000,
      withheldCents: 3 * 25_400,
      interestBeforeCents: 0,
      dividendsBeforeCents: 0,
      realisedBeforeCents: 0,
    });
    expect(state.income.taxReturn).toBeNull();
  });

  it('works out the return of a game stored after 30 June at the end of its week', () => {
    const game = playTo(24);
    game.state = migrateState(asVersion4(game.state));
    game.do({ type: 'endWeek' });
    expect(game.state.income.taxReturn).toMatchObject({ processWeek: 27, processed: false });
    // The pay of week 24 (after 30 June) is counted in it too: 12 fortnights.
    expect(game.state.income.taxReturn!.assessment.wagesCents).toBe(12 * 190_000);
    expect(game.state.income.year.incomeYear).toBe(2026);
  });
});

describe('a version-4 game (before everyday spending)', () => {
  it('pays its everyday spending from its first account from next week, owing nobody', () => {
    const game = new TestGame(withScenario({ everydaySpending: EVERYDAY, startingItemIds: [] }));
    const account = game.open('everyday', 50_000);
    const { everyday: _everyday, ...rest } = asVersion5(game.state);
    const old = { ...rest, version: 4 } as unknown as GameState;
    game.state = migrateState(old);
    expect(game.state.version).toBe(STATE_VERSION);
    expect(game.state.everyday).toMatchObject({ sourceId: null, ended: {}, amountChanges: [] });
    expect(checkInvariants(game.state)).toEqual([]);
    game.nextWeek(); // week 1's groceries and fares came as bills before: not charged again
    expect(game.balance(account)).toBe(50_000);
    game.nextWeek();
    expect(game.balance(account)).toBe(50_000 - 10_000 - 3_500 + 164_600);
  });
});

describe('a version-4 game (debts)', () => {
  /** A version-4 state: a collector's fee in the bill terms, no plans, defaults, holds or loan. */
  function storedV4(): { game: TestGame; old: GameState } {
    const game = new TestGame(
      withScenario({
        bills: [content.scenario.bills[1]!],
        rules: { ...content.scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 },
        startingItemIds: [],
      }),
    );
    game.open('everyday', 50_000);
    for (let week = 1; week <= 4; week++) game.nextWeek();
    const { plans: _p, defaults: _d, smallLoan: _s, ...bills } = game.state.bills;
    const series = Object.fromEntries(
      Object.entries(bills.series).map(([id, terms]) => [
        id,
        { ...terms, collectorFeeCents: 3000 },
      ]),
    );
    const list = bills.list.map(({ heldUntilWeek: _h, ...bill }) => bill);
    const old = { ...asVersion5(game.state), version: 4, bills: { ...bills, series, list } };
    return { game, old: old as unknown as GameState };
  }

  it('drops the collector fee, and a bill with the collector becomes payable by the player', () => {
    const { game, old } = storedV4();
    const state = migrateState(old);
    expect(state.version).toBe(STATE_VERSION);
    expect(state.bills.plans).toEqual([]);
    expect(state.bills.defaults).toEqual([]);
    expect(state.bills.smallLoan).toBeNull(); // no lender has made an offer
    expect(Object.values(state.bills.series).some((t) => 'collectorFeeCents' in t)).toBe(false);
    expect(checkInvariants(state)).toEqual([]);
    game.state = state;
    const collected = selectBills(state).find((b) => b.tag === 'Collected')!;
    expect(collected.isPayable).toBe(true);
    const account = selectBankAccounts(state)[0]!.id;
    game.do({ type: 'payBill', billId: collected.id, fromAccountId: account });
    game.nextWeek();
    expect(game.state.week).toBe(6);
  });
});

describe('a version-9 game (before the Weekly Planner)', () => {
  it('has no plans and no diary answers, and its player can answer the diary at once', () => {
    const game = new TestGame(withScenario({ disabledApps: [] }), {
      settings: { quizRequired: 'none' },
    });
    game.open('everyday', 10_000);
    game.nextWeek();
    const { planner: _planner, ...rest } = game.state;
    const state = migrateState({ ...rest, version: 9 } as unknown as GameState);
    expect(state.version).toBe(STATE_VERSION);
    expect(state.planner).toEqual({ plans: [], answers: [] });
    expect(checkInvariants(state)).toEqual([]);
    game.state = state;
    game.do({ type: 'saveDiaryAnswer', week: 1, answer: 'Written after the update.' });
    game.do({ type: 'savePlan', bills: 1, goods: 0, savings: 0, shares: 0, fixedTerm: 0 });
    expect(game.state.planner.answers).toHaveLength(1);
  });
});

describe('a version-11 game (before the bonus question timer could be turned off)', () => {
  it('keeps its open question with the timer on, and its player can turn it off', () => {
    const game = new TestGame();
    game.open('everyday', 10_000);
    game.do({ type: 'endWeek' });
    game.do({ type: 'generateBonusQuestion', atMs: 1_770_000_000_000 });
    const { timerOff: _t, outOfTime: _o, ...question } = game.state.endOfWeek.question!;
    const old = {
      ...game.state,
      version: 11,
      endOfWeek: { ...game.state.endOfWeek, question },
    } as unknown as GameState;
    const state = migrateState(old);
    expect(state.version).toBe(STATE_VERSION);
    expect(state.endOfWeek.question).toMatchObject({ timerOff: false, outOfTime: false });
    expect(checkInvariants(state)).toEqual([]);
    game.state = state;
    game.do({ type: 'turnOffBonusTimer', atMs: 1_770_000_000_000 + 5_000 });
    expect(selectBonusQuestion(game.state, content)).toMatchObject({ timerOff: true });
  });

  it('keeps a game with no question as it was', () => {
    const game = new TestGame();
    const old = { ...game.state, version: 11 } as unknown as GameState;
    expect(migrateState(old).endOfWeek.question).toBeNull();
  });
});

describe('a version-12 game (a required quiz could be ended at once)', () => {
  const news = withScenario({ disabledApps: [] });
  const init = {
    content: news,
    gameSeed: 'game-seed',
    instanceSeed: 'instance-seed',
    totalWeeks: 27 as const,
    playerName: 'Tess',
  };

  /** Week 2's required quiz, answered once and ended (the old rule let the week end then). */
  function storedInWeek2() {
    const log: Command[] = [];
    // The old rule, as version 11 played it: no week yet where ending early is not enough.
    const game = new TestGame(news, { settings: { quizRequired: 'all', quizAnswersFromWeek: 99 } });
    const run = (command: Command) => {
      game.do(command);
      log.push(command);
    };
    run({
      type: 'openBankAccount',
      accountTypeId: 'everyday',
      fromAccountId: null,
      amountCents: 0,
    });
    for (const week of [1, 2]) {
      run({ type: 'createQuiz', articleId: `article-${week}`, questionIds: null });
      const quizId = selectQuiz(game.state, news)!.id;
      if (week === 2) {
        // Answered, not moved on from, then ended: the old rule gave that answer's money up too.
        run({ type: 'startQuiz', quizId });
        run({ type: 'submitAnswer', questionId: null, chosen: [1] });
      }
      run({ type: 'endQuiz', quizId });
      if (week === 1) {
        run({ type: 'endWeek' });
        run({ type: 'startWeek' });
      }
    }
    const { settings, news: slice, ...rest } = game.state;
    const { quizAnswersFromWeek: _rule, ...oldSettings } = settings;
    const stored = {
      ...rest,
      version: 12,
      settings: oldSettings,
      news: { quizzes: slice.quizzes.map(({ endedAt: _endedAt, ...quiz }) => quiz) },
    } as unknown as GameState;
    return { stored, log };
  }

  it('keeps the old rule for the weeks it had begun, so its week ends and its log replays', () => {
    const { stored, log } = storedInWeek2();
    const state = migrateState(stored);
    expect(state.version).toBe(STATE_VERSION);
    expect(state.settings.quizAnswersFromWeek).toBe(3);
    expect(state.news.quizzes.map((q) => [q.status, q.endedAt, q.paidCents])).toEqual([
      ['ended', 0, 0],
      ['ended', 0, 0],
    ]);
    expect(checkInvariants(state)).toEqual([]);
    expect(selectQuizRequirement(state, news)).toEqual({ isRequired: true, isComplete: true });
    // The teacher's replay rebuilds the same game from the log, with the settings it now has.
    const replayed = replay({ ...init, settings: state.settings }, log);
    expect(replayed.rejected).toEqual([]);
    expect(replayed.state).toEqual(state);
    // Week 2 ends as it could; week 3's quiz, ended at once, no longer lets the week end.
    const game = new TestGame(news);
    game.state = state;
    game.nextWeek();
    game.do({ type: 'createQuiz', articleId: 'article-3', questionIds: null });
    game.do({ type: 'endQuiz', quizId: selectQuiz(game.state, news)!.id });
    expect(game.reject({ type: 'endWeek' }).code).toBe('news/quiz-required');
  });
});
