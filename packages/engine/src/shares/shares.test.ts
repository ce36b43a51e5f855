import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@mc/contract';
import { selectEmails, selectNetPosition, selectProgress, selectWeekSoFar } from '../index';
import { companies, withScenario, withSharesMarket } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import { marketNormal } from '../random/market';
import { hashSeed } from '../random/prng';
import {
  HISTORY_WEEKS,
  marketNewsTo,
  PRICE_MODEL,
  priceIn,
  pricesTo,
  weeklyLogReturn,
} from './prices';
import { selectShares } from './selectors';
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
    // Eight weeks before the game, then up to the week asked for and never beyond.
    const toWeek5 = pricesTo(content, a.state.gameSeed, 'HGH', 5);
    expect(toWeek5.map((p) => p.week)).toEqual([-7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
    expect(toWeek5.at(-1)!.cents).toBe(priceIn(content, a.state.gameSeed, 'HGH', 5));
    const toWeek1 = pricesTo(content, a.state.gameSeed, 'HGH', 1);
    expect(toWeek1).toHaveLength(HISTORY_WEEKS + 1);
    expect(toWeek1.at(-1)).toEqual({ week: 1, cents: companies[2]!.startPriceCents });
    expect(pricesTo(content, a.state.gameSeed, 'HGH', 27)).toHaveLength(HISTORY_WEEKS + 27);
  });

  it('walks the weeks before the game back from the starting price with the same model', () => {
    const seed = hashSeed('history');
    const path = pricesTo(content, seed, 'MID', 1);
    // Each week's move into the next is the model's return for that week (rounded to the cent).
    for (let i = 0; i < path.length - 1; i++) {
      const r = weeklyLogReturn(1, marketNormal(seed, 'shares|MID', path[i + 1]!.week));
      expect(Math.abs(path[i]!.cents - path[i + 1]!.cents / Math.exp(r))).toBeLessThanOrEqual(1);
    }
  });
});

describe('price model version 1', () => {
  // A game's prices are not stored: they are drawn again from its seed whenever they are read. So
  // a change to the model would change the prices of games already being played. These are one
  // seed's prices and news under version 1; a new model needs a new version, kept beside this one.
  it('draws exactly the prices and news it always has for a known seed', () => {
    expect(PRICE_MODEL.version).toBe(1);
    const seed = hashSeed('golden');
    const at = (code: string) =>
      pricesTo(content, seed, code, 27)
        .filter((p) => [-7, 1, 6, 13, 27].includes(p.week))
        .map((p) => p.cents);
    expect(at('LOW')).toEqual([965, 1000, 1034, 999, 1113]);
    expect(at('MID')).toEqual([2191, 2000, 1918, 1860, 3087]);
    expect(at('HGH')).toEqual([91, 100, 103, 98, 67]);
    expect(
      marketNewsTo(content, seed, 27).map((n) => [
        n.week,
        n.code,
        n.good,
        Math.round(n.jump * 1000),
      ]),
    ).toEqual([
      [13, 'MID', false, 160],
      [6, 'LOW', true, 99],
    ]);
  });
});

describe('market news', () => {
  const seeds = Array.from({ length: 400 }, (_, i) => hashSeed(`news-${i}`));

  it('has news in each news week about a different company, the same for every player', () => {
    const a = new TestGame(content, { gameSeed: 'one', instanceSeed: 'a' });
    const b = new TestGame(content, { gameSeed: 'one', instanceSeed: 'b' });
    const news = marketNewsTo(content, a.state.gameSeed, 27);
    expect(news.map((n) => n.week)).toEqual([13, 6]);
    expect(new Set(news.map((n) => n.code)).size).toBe(2);
    expect(marketNewsTo(content, b.state.gameSeed, 27)).toEqual(news);
    // Never a later week's news.
    expect(marketNewsTo(content, a.state.gameSeed, 5)).toEqual([]);
    expect(marketNewsTo(content, a.state.gameSeed, 12).map((n) => n.week)).toEqual([6]);
  });

  it('moves the company’s price by the jump on top of the week’s usual move', () => {
    for (const seed of seeds.slice(0, 50)) {
      for (const news of marketNewsTo(content, seed, 27)) {
        const risk = companies.find((c) => c.code === news.code)!.risk;
        const usual = weeklyLogReturn(risk, marketNormal(seed, `shares|${news.code}`, news.week));
        const before = priceIn(content, seed, news.code, news.week - 1);
        const after = priceIn(content, seed, news.code, news.week);
        const expected = before * Math.exp(usual) * (news.good ? 1 + news.jump : 1 - news.jump);
        expect(Math.abs(after - expected)).toBeLessThanOrEqual(1 + expected * 0.01);
        const { low, high } = PRICE_MODEL.jumps[risk];
        expect(news.jump).toBeGreaterThanOrEqual(low);
        expect(news.jump).toBeLessThanOrEqual(high);
      }
    }
  });

  it('is good news about as often as the model says', () => {
    const all = seeds.flatMap((seed) => marketNewsTo(content, seed, 27));
    const good = all.filter((n) => n.good).length / all.length;
    // 800 draws: within four standard errors of the chance.
    const se = Math.sqrt(
      (PRICE_MODEL.goodNewsChance * (1 - PRICE_MODEL.goodNewsChance)) / all.length,
    );
    expect(Math.abs(good - PRICE_MODEL.goodNewsChance)).toBeLessThan(4 * se);
  });

  it('shows the news on its company in its week only, with the name and the move in words', () => {
    const { game } = newGame('news-words');
    const [news] = marketNewsTo(content, game.state.gameSeed, 6);
    for (let week = 1; week < 6; week++) {
      expect(selectShares(game.state, content).every((s) => s.news === null)).toBe(true);
      game.nextWeek();
    }
    const views = selectShares(game.state, content);
    const withNews = views.filter((s) => s.news !== null);
    expect(withNews.map((s) => s.company.code)).toEqual([news!.code]);
    const { company, prices } = withNews[0]!;
    const [before, after] = prices.slice(-2).map((p) => p.cents);
    const percent = Math.round((Math.abs(after! - before!) / before!) * 100);
    expect(withNews[0]!.news).toEqual({
      headline: `${company.title} ${news!.good ? 'does well' : 'does badly'}`,
      text: `${company.title} had a ${news!.good ? 'good' : 'bad'} half. Its shares ${after! > before! ? 'rose' : 'fell'} ${percent}% this week, from $${(before! / 100).toFixed(2)} to $${(after! / 100).toFixed(2)}.`,
      good: news!.good,
    });
    game.nextWeek();
    expect(selectShares(game.state, content).every((s) => s.news === null)).toBe(true);
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

describe('shares at tax time', () => {
  /** Buys LOW (dividends in weeks 3 and 8) and HGH, sells HGH in week 10, plays the year out. */
  function yearWithShares(gameSeed: string) {
    const { game, saver } = newGame(gameSeed);
    game.do({ type: 'buyShares', code: 'LOW', count: 100, accountId: saver });
    game.do({ type: 'buyShares', code: 'HGH', count: 300, accountId: saver });
    for (let week = 1; week < 10; week++) game.nextWeek();
    game.do({ type: 'sellShares', code: 'HGH', count: 300, accountId: saver });
    while (!game.state.income.taxReturn) game.nextWeek();
    return game;
  }

  it('counts the dividends and a net capital gain as income in the return', () => {
    // Several games, so both a gain and a loss on HGH come up.
    const games = ['tax-a', 'tax-b', 'tax-c', 'tax-d', 'tax-e', 'tax-f'].map(yearWithShares);
    const realised = games.map((g) => g.state.shares.realisedCents['HGH']!);
    expect(realised.some((r) => r > 0) && realised.some((r) => r < 0)).toBe(true);
    for (const game of games) {
      const { assessment } = game.state.income.taxReturn!;
      const dividends = -(game.state.ledger.balances['w:dividends'] ?? 0);
      expect(dividends).toBeGreaterThan(0);
      expect(assessment.dividendsCents).toBe(dividends);
      // A loss is not taken off the pay: the gain counts only when the sales made money overall.
      const gain = game.state.shares.realisedCents['HGH']!;
      expect(assessment.capitalGainCents).toBe(Math.max(0, gain));
      const income =
        Math.floor(assessment.wagesCents / 100) +
        Math.floor(assessment.interestCents / 100) +
        Math.floor(dividends / 100) +
        Math.floor(Math.max(0, gain) / 100);
      expect(assessment.taxableIncomeCents).toBe(income * 100);
    }
    // The ATO's e-mail lists them.
    const game = games.find((g) => g.state.shares.realisedCents['HGH']! > 0)!;
    while (!game.state.income.taxReturn!.processed) game.nextWeek();
    const email = selectEmails(game.state, content).find((e) => e.subject === 'Your tax return');
    const { assessment } = game.state.income.taxReturn!;
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;
    expect(email?.content).toContain(`share dividends of ${dollars(assessment.dividendsCents)}`);
    expect(email?.content).toContain(
      `a capital gain of ${dollars(assessment.capitalGainCents)} from selling shares`,
    );
  });
});
