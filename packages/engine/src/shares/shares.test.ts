import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@mc/contract';
import { selectNetPosition, selectProgress, selectWeekSoFar } from '../index';
import { companies, withScenario, withSharesMarket } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import { marketNormal } from '../random/market';
import { hashSeed } from '../random/prng';
import { PRICE_MODEL, priceIn, pricesTo, weeklyLogReturn } from './prices';
import { brokerageCents, BROKERAGE_RATE, heldShares, SHARE_MESSAGES } from './trade';
import { shareKey } from './types';

// Shares: prices the same for every player of a game, drawn by the model's parameters; buying and
// selling with brokerage; holdings in the net position; dividends.

const content = withScenario({ ...withSharesMarket, startingCashCents: 500_000 });

function newGame(gameSeed = 'shares') {
  const game = new TestGame(content, { gameSeed });
  game.open('everyday', 1_000);
  const saver = game.open('saver', 300_000);
  return { game, saver };
}

describe('the price model', () => {
  it('draws weekly log returns with the drift and volatility of each risk class', () => {
    const seed = hashSeed('statistics');
    for (const risk of [0, 1, 2] as const) {
      const n = 20_000;
      const returns = Array.from({ length: n }, (_, i) =>
        weeklyLogReturn(risk, marketNormal(seed, `stats|${risk}`, i)),
      );
      const mean = returns.reduce((a, b) => a + b, 0) / n;
      const sd = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
      const { drift, volatility } = PRICE_MODEL.byRisk[risk];
      const expectedMean = (drift - volatility ** 2 / 2) / 52;
      const expectedSd = volatility / Math.sqrt(52);
      // Within four standard errors of what the parameters say.
      expect(Math.abs(mean - expectedMean)).toBeLessThan((4 * expectedSd) / Math.sqrt(n));
      expect(Math.abs(sd - expectedSd) / expectedSd).toBeLessThan(0.03);
    }
  });

  it('gives every player of a game the same prices, another game others, and shows none ahead', () => {
    const a = new TestGame(content, { gameSeed: 'one', instanceSeed: 'a' });
    const b = new TestGame(content, { gameSeed: 'one', instanceSeed: 'b' });
    const c = new TestGame(content, { gameSeed: 'two', instanceSeed: 'a' });
    const path = (g: TestGame) => pricesTo(content, g.state.gameSeed, 'HGH', 27);
    expect(path(a)).toEqual(path(b));
    expect(path(a)).not.toEqual(path(c));
    expect(pricesTo(content, a.state.gameSeed, 'HGH', 5)).toHaveLength(5);
    expect(pricesTo(content, a.state.gameSeed, 'HGH', 1)).toEqual([companies[2]!.startPriceCents]);
  });
});

describe('buying and selling', () => {
  it('buys at this week’s price plus brokerage; the holding counts in the net position', () => {
    const { game, saver } = newGame();
    const before = { balance: game.balance(saver), net: selectNetPosition(game.state) };
    game.do({ type: 'buyShares', code: 'MID', count: 10, accountId: saver });
    const cost = 10 * companies[1]!.startPriceCents;
    expect(game.balance(saver)).toBe(before.balance - cost - brokerageCents(cost));
    expect(brokerageCents(cost)).toBe(Math.round(cost * BROKERAGE_RATE));
    expect(selectNetPosition(game.state)).toBe(before.net - brokerageCents(cost));
    // The week so far says the brokerage took it, under Shares.
    expect(selectWeekSoFar(game.state).movements).toContainEqual(
      expect.objectContaining({ category: 'shares', amountCents: -brokerageCents(cost) }),
    );
    expect(selectProgress(game.state).rows).toContainEqual({
      title: 'MID: 10 shares',
      category: 'Shares',
      balanceCents: cost,
    });
    game.nextWeek();
    const price = priceIn(content, game.state.gameSeed, 'MID', 2);
    expect(game.state.ledger.balances[shareKey('MID')]).toBe(price * 10);
  });

  it('refuses with the spec’s messages and changes nothing', () => {
    const { game, saver } = newGame();
    const buy = (count: number, accountId: string | null = saver, code = 'LOW') =>
      game.reject({ type: 'buyShares', code, count, accountId }).message;
    expect(buy(0)).toBe(SHARE_MESSAGES.atLeastOneToBuy);
    expect(buy(1.5)).toBe(SHARE_MESSAGES.atLeastOneToBuy);
    expect(buy(101)).toBe(SHARE_MESSAGES.tooMany);
    expect(buy(1, null)).toBe(MONEY_MESSAGES.selectAccount);
    expect(buy(1, saver, 'NOPE')).toBe(SHARE_MESSAGES.noCompany);
    game.do({ type: 'buyShares', code: 'LOW', count: 100, accountId: saver });
    expect(buy(1)).toBe(SHARE_MESSAGES.noneLeft);
    const sell = (count: number) =>
      game.reject({ type: 'sellShares', code: 'LOW', count, accountId: saver }).message;
    expect(sell(0)).toBe(SHARE_MESSAGES.atLeastOneToSell);
    expect(sell(101)).toBe(SHARE_MESSAGES.notHeld);
    const poor = new TestGame(content);
    const account = poor.open('everyday', 1_000);
    expect(
      poor.reject({ type: 'buyShares', code: 'MID', count: 1, accountId: account }).message,
    ).toBe(MONEY_MESSAGES.selectedAccountFunds);
  });

  it('sells at this week’s price less brokerage and keeps the gain or loss realised', () => {
    const { game, saver } = newGame();
    game.do({ type: 'buyShares', code: 'HGH', count: 500, accountId: saver });
    const paid = 500 * 100 + brokerageCents(500 * 100);
    for (let week = 1; week < 5; week++) game.nextWeek();
    const price = priceIn(content, game.state.gameSeed, 'HGH', 5);
    const before = game.balance(saver);
    game.do({ type: 'sellShares', code: 'HGH', count: 200, accountId: saver });
    const value = 200 * price;
    expect(game.balance(saver)).toBe(before + value - brokerageCents(value));
    expect(heldShares(game.state, 'HGH')).toBe(300);
    expect(game.state.shares.realisedCents['HGH']).toBe(
      value - brokerageCents(value) - Math.round((paid * 200) / 500),
    );
    game.do({ type: 'sellShares', code: 'HGH', count: 300, accountId: saver });
    expect(game.state.shares.holdings).toEqual([]);
    expect(game.state.ledger.balances[shareKey('HGH')]).toBe(0);
  });
});

describe('dividends', () => {
  it('pays half the yearly yield on each share in the company’s dividend weeks', () => {
    const { game, saver } = newGame();
    game.do({ type: 'buyShares', code: 'LOW', count: 100, accountId: saver });
    game.nextWeek();
    const paidBefore = game.state.ledger.balances['w:dividends'] ?? 0;
    game.nextWeek(); // week 3 opens: the dividend
    const price = priceIn(content, game.state.gameSeed, 'LOW', 3);
    const perShare = Math.round((price * 0.04) / 2);
    expect((game.state.ledger.balances['w:dividends'] ?? 0) - paidBefore).toBe(-perShare * 100);
  });
});
