// Games stored by an earlier version of the engine load and play on.
import { describe, expect, it } from 'vitest';
import { content } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import { accruedInterestKey, balanceOf, PLAYER_KEYS } from '../ledger/ledger';
import {
  checkInvariants,
  migrateState,
  selectBonusQuestion,
  selectCreditCard,
  selectInvestments,
  selectNetPosition,
  selectWeekSummary,
  STATE_VERSION,
  type GameState,
} from '../index';

/** A version-2 state as stored: a generator's position instead of a seed, no time on the question. */
function asVersion2(state: GameState): GameState {
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
    const game = new TestGame();
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
    const game = new TestGame();
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
    expect(selectWeekSummary(game.state)!.timeBonusCents).toBe(60 * 50);
    game.do({ type: 'startWeek' });
    for (let week = 2; week <= 6; week++) game.nextWeek();
    expect(game.state.week).toBe(7);
  });
});

describe('a game stored before interest was in the ledger', () => {
  /** A week-1 game as version 2 stored it: accruals only in the state, a term deposit left matured. */
  function storedV2() {
    const game = new TestGame();
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
