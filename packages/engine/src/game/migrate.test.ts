import { describe, expect, it } from 'vitest';
import {
  checkInvariants,
  migrateState,
  selectCreditCard,
  selectInvestments,
  selectNetPosition,
  STATE_VERSION,
  type GameState,
} from '../index';
import { TestGame } from '../../test/fixtures/game';
import { accruedInterestKey, balanceOf, PLAYER_KEYS } from '../ledger/ledger';

describe('a game stored by version 2', () => {
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
