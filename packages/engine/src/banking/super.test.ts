import { describe, expect, it } from 'vitest';
import { selectAccountStatement, selectInvestments, selectNetPosition } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content, withScenario } from '../../test/fixtures/content';
import { hashSeed } from '../random/prng';
import { superAdminFeeCents, superMonthlyReturn } from './super';

const quiet = withScenario({
  bills: [],
  rules: { ...withScenario({}).scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 },
});
const rules = content.scenario.rules.super;

function playWeeks(weeks: number, gameSeed = 'class-1', instanceSeed = 'alice') {
  const game = new TestGame(quiet, { gameSeed, instanceSeed });
  const everyday = game.open('everyday');
  for (let week = 1; week <= weeks; week++) game.nextWeek();
  const fund = selectInvestments(game.state).find(
    (a) => a.accountType === 'SuperInvestmentInstance',
  )!;
  return { game, everyday, fund };
}

const linesOf = (game: TestGame, id: string) =>
  selectAccountStatement(game.state, id)!.lines.map((l) => [l.week, l.description, l.moneyCents]);

describe('the super fund', () => {
  it('deducts 15% contributions tax from each employer contribution as it arrives', () => {
    const { game, fund } = playWeeks(2);
    expect(linesOf(game, fund.id)).toEqual([
      [2, 'Pay: Retail assistant', 22_800],
      [2, 'Contributions tax (15%)', -3_420],
    ]);
  });

  it('earns a quarter of the month’s market return each week on the balance the week began with', () => {
    const { game, fund } = playWeeks(4);
    const month1 = superMonthlyReturn(game.state.gameSeed, rules, 1);
    const lines = selectAccountStatement(game.state, fund.id)!.lines;
    // Week 3 began with the $193.80 left of week 2's contribution; week 4 with that and week 3's return.
    const week3 = lines.find((l) => l.week === 3)!;
    expect(week3.moneyCents).toBe(Math.round((19_380 * month1) / 4));
    const week4Start = 19_380 + week3.moneyCents;
    expect(lines.find((l) => l.week === 4)!.moneyCents).toBe(Math.round((week4Start * month1) / 4));
    expect(week3.description).toMatch(/^Investment return/);
  });

  it('follows the game’s market: the same for every player of a game, different in another game', () => {
    const alice = playWeeks(12, 'class-1', 'alice');
    const bob = playWeeks(12, 'class-1', 'bob');
    const other = playWeeks(12, 'class-2', 'alice');
    expect(linesOf(bob.game, bob.fund.id)).toEqual(linesOf(alice.game, alice.fund.id));
    expect(linesOf(other.game, other.fund.id)).not.toEqual(linesOf(alice.game, alice.fund.id));
  });

  it('charges its administration fee every four weeks, capped at 3% a year on a small balance', () => {
    const { game, fund } = playWeeks(8);
    const fees = selectAccountStatement(game.state, fund.id)!.lines.filter(
      (l) => l.description === 'Administration fee',
    );
    expect(fees.map((l) => l.week)).toEqual([4, 8]);
    for (const fee of fees) {
      const before = fee.balanceCents - fee.moneyCents;
      expect(-fee.moneyCents).toBe(superAdminFeeCents(before, 480, rules));
      // Under $6,000 the cap (3% a year) is below $1.20 a week plus 0.10%.
      expect(-fee.moneyCents).toBe(Math.floor((before * 0.03 * 28) / 365));
    }
  });

  it('works out the administration fee: $1.20 a week plus 0.10% a year, capped under $6,000', () => {
    expect(superAdminFeeCents(0, 480, rules)).toBe(0);
    // $1,000: 3% a year for 28 days is $2.30, less than $4.80 + 8 cents.
    expect(superAdminFeeCents(100_000, 480, rules)).toBe(230);
    // $10,000: no cap; $4.80 + 0.10% a year for 28 days (77 cents).
    expect(superAdminFeeCents(1_000_000, 480, rules)).toBe(557);
  });

  it('is locked until retirement and shown so; nothing moves in or out but the employer’s pay', () => {
    const { game, everyday, fund } = playWeeks(2);
    expect(fund.lockedUntilAgeYears).toBe(60);
    expect(
      game.reject({
        type: 'transfer',
        fromAccountId: fund.id,
        toAccountId: everyday,
        amountCents: 100,
      }).code,
    ).toBe('transfer/super-locked');
    expect(game.reject({ type: 'closeBankAccount', accountId: fund.id }).code).toBe(
      'banking/super-locked',
    );
    expect(game.reject({ type: 'withdrawInvestment', accountId: fund.id }).code).toBe(
      'banking/super-locked',
    );
  });
});

describe('topping up super', () => {
  it('cannot beat saving: no command puts the player’s own money into super', () => {
    const { game, everyday, fund } = playWeeks(2);
    const before = selectNetPosition(game.state);
    expect(
      game.reject({
        type: 'transfer',
        fromAccountId: everyday,
        toAccountId: fund.id,
        amountCents: 10_000,
      }).code,
    ).toBe('transfer/super-locked');
    expect(
      game.reject({
        type: 'transfer',
        fromAccountId: game.cashId,
        toAccountId: fund.id,
        amountCents: 100,
      }).code,
    ).toBe('transfer/super-locked');
    expect(
      game.reject({
        type: 'openBankAccount',
        accountTypeId: 'super',
        fromAccountId: everyday,
        amountCents: 10_000,
      }).code,
    ).toBe('banking/unknown-account-type');
    expect(
      game.reject({
        type: 'openInvestment',
        accountTypeId: 'super',
        fromAccountId: everyday,
        amountCents: 10_000,
      }).code,
    ).toBe('banking/unknown-account-type');
    expect(selectNetPosition(game.state)).toBe(before);
  });
});

describe('the market’s months', () => {
  it('match Australian growth (balanced) funds’ history a year at a time, with bad months', () => {
    // 3,000 games of 12 months each, from the rules' calibration (see rules.ts in the content):
    // since 1992 the median growth fund returned 7.9% a year, negative in 5 of 33 years.
    const years: number[] = [];
    const months: number[] = [];
    for (let game = 0; game < 3_000; game++) {
      const seed = hashSeed(`market-${game}`);
      let value = 1;
      for (let month = 1; month <= 12; month++) {
        const r = superMonthlyReturn(seed, rules, month);
        months.push(r);
        value *= 1 + r;
      }
      years.push(value - 1);
    }
    const mean = years.reduce((sum, y) => sum + y, 0) / years.length;
    const negativeYears = years.filter((y) => y < 0).length / years.length;
    const badMonths = months.filter((r) => r < -0.05).length / months.length;
    const negativeMonths = months.filter((r) => r < 0).length / months.length;
    expect(mean).toBeGreaterThan(0.07);
    expect(mean).toBeLessThan(0.095);
    expect(negativeYears).toBeGreaterThan(0.1);
    expect(negativeYears).toBeLessThan(0.2);
    expect(negativeMonths).toBeGreaterThan(0.25);
    expect(negativeMonths).toBeLessThan(0.4);
    expect(badMonths).toBeGreaterThan(0.005);
    expect(badMonths).toBeLessThan(0.04);
  });
});
