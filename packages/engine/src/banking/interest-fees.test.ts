import { describe, expect, it } from 'vitest';
import { selectAccountStatement, selectBankAccounts, selectInvestments } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { withScenario } from '../../test/fixtures/content';
import { earlyWithdrawalReductionPercent, weeklyInterestCentiCents } from './interest';

const quiet = withScenario({
  bills: [],
  rules: { ...withScenario({}).scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 },
});

describe('interest', () => {
  it('accrues each week and is paid every four weeks', () => {
    const game = new TestGame(quiet);
    game.open('everyday');
    const saver = game.open('saver', 100_000);
    const weekly = weeklyInterestCentiCents(100_000, 0.05); // $1000 at 5%: 95.89 cents a week
    expect(weekly).toBe(9_589);
    for (let week = 1; week <= 3; week++) game.nextWeek();
    expect(game.balance(saver)).toBe(100_000);
    game.nextWeek();
    expect(game.balance(saver)).toBe(100_000 + Math.floor((4 * weekly) / 100));
    const lines = selectAccountStatement(game.state, saver)!.lines;
    expect(lines.at(-1)).toMatchObject({ week: 4, description: 'Interest', moneyCents: 383 });
  });
});

describe('fees', () => {
  it('charges the monthly fee and each transaction over the allowance every four weeks', () => {
    const game = new TestGame(quiet);
    const account = game.open('fee-account', 50_000);
    for (let i = 0; i < 5; i++) {
      game.do({
        type: 'transfer',
        fromAccountId: account,
        toAccountId: game.cashId,
        amountCents: 1_000,
      });
    }
    for (let week = 1; week <= 4; week++) game.nextWeek();
    const lines = selectAccountStatement(game.state, account)!.lines.filter((l) => l.week === 4);
    expect(lines.map((l) => [l.description, l.moneyCents])).toEqual([
      ['Pay: Retail assistant', 164_600],
      ['Monthly account fee', -400],
      ['Transaction fees', -150], // 5 transactions, 2 free, 50c each
      ['Interest', lines.find((l) => l.description === 'Interest')?.moneyCents ?? 0],
    ]);
  });

  it('never takes an account below zero', () => {
    const game = new TestGame(
      withScenario({ bills: [], job: { ...quiet.scenario.job, hourlyRateCents: 1 } }),
    );
    game.open('everyday');
    const account = game.open('fee-account', 100);
    for (let week = 1; week <= 4; week++) game.nextWeek();
    expect(game.balance(account)).toBe(0);
  });
});

describe('term deposits', () => {
  function withDeposit() {
    const game = new TestGame(quiet);
    const everyday = game.open('everyday');
    game.do({
      type: 'openInvestment',
      accountTypeId: 'td-10',
      fromAccountId: game.cashId,
      amountCents: 60_000,
    });
    const td = selectInvestments(game.state).find((a) => a.typeId === 'td-10')!.id;
    return { game, everyday, td };
  }

  it('matures at the end of its term with its interest, then can be withdrawn in full', () => {
    const { game, everyday, td } = withDeposit();
    // $600 at 3.65%: 42 cents a week, paid at maturity.
    for (let week = 1; week <= 9; week++) game.nextWeek();
    let view = selectInvestments(game.state).find((a) => a.id === td)!;
    expect(view).toMatchObject({
      isMature: false,
      weeksToMaturity: 1,
      balanceCents: 60_000,
      accruedInterestCents: 378,
      interestAtMaturityCents: null,
    });
    game.nextWeek();
    view = selectInvestments(game.state).find((a) => a.id === td)!;
    // The interest it earned was paid into it: none is accrued now, and it shows as paid.
    expect(view).toMatchObject({
      isMature: true,
      weeksToMaturity: 0,
      balanceCents: 60_420,
      accruedInterestCents: 0,
      interestAtMaturityCents: 420,
    });
    game.nextWeek();
    expect(selectInvestments(game.state).find((a) => a.id === td)).toMatchObject({
      balanceCents: 60_420,
      interestAtMaturityCents: 420,
    });
    expect(selectBankAccounts(game.state).map((a) => a.interestAtMaturityCents)).toEqual([null]);
    const before = game.balance(everyday);
    const events = game.do({ type: 'withdrawInvestment', accountId: td });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'investmentWithdrawn', movedCents: 60_420, penaltyCents: 0 }),
    );
    expect(game.balance(everyday)).toBe(before + 60_420);
    expect(selectInvestments(game.state).some((a) => a.id === td)).toBe(false);
  });

  it('cuts the interest by the share of the term elapsed when withdrawn early', () => {
    const { game, everyday, td } = withDeposit();
    for (let week = 1; week <= 3; week++) game.nextWeek();
    // 3 of 10 weeks: under 40%, so the interest (3 x 42c) is cut by 80%.
    const before = game.balance(everyday);
    const events = game.do({ type: 'withdrawInvestment', accountId: td });
    expect(events).toContainEqual(
      expect.objectContaining({ penaltyCents: 101, movedCents: 60_025 }),
    );
    expect(game.balance(everyday)).toBe(before + 60_025);
    const lines = selectAccountStatement(game.state, td)!.lines.map((l) => [
      l.description,
      l.moneyCents,
    ]);
    expect(lines).toEqual([
      ['Opening deposit: 10-week Term Deposit', 60_000],
      ['Interest', 126],
      ['Early withdrawal: interest reduced 80%', -101],
      ['Term deposit withdrawn: 10-week Term Deposit', -60_025],
    ]);
  });

  it('follows the reference schedule of interest reductions', () => {
    expect([0, 1, 2, 3, 5, 7, 9, 10].map((w) => earlyWithdrawalReductionPercent(w, 10))).toEqual([
      90, 90, 80, 80, 60, 40, 20, 0,
    ]);
  });

  it('is the only thing withdrawn here', () => {
    const { game, everyday } = withDeposit();
    expect(game.reject({ type: 'withdrawInvestment', accountId: everyday }).code).toBe(
      'banking/not-investment',
    );
  });

  it('cannot be a transfer source while locked', () => {
    const { game, everyday, td } = withDeposit();
    expect(
      game.reject({ type: 'transfer', fromAccountId: td, toAccountId: everyday, amountCents: 100 })
        .code,
    ).toBe('transfer/term-deposit-locked');
  });
});

describe('super', () => {
  function superAfterEightWeeks(gameSeed: string, instanceSeed: string) {
    const game = new TestGame(withScenario({ bills: [] }), { gameSeed, instanceSeed });
    game.open('everyday');
    for (let week = 1; week <= 8; week++) game.nextWeek();
    return selectInvestments(game.state).find((a) => a.accountType === 'SuperInvestmentInstance')!
      .balanceCents;
  }

  it('receives the employer contributions and earns the market return of the game seed', () => {
    const a = superAfterEightWeeks('class-1', 'alice');
    expect(a).not.toBe(4 * 22_800); // contributions plus a return
    expect(Math.abs(a - 4 * 22_800)).toBeLessThan(4 * 22_800 * 0.05);
    expect(superAfterEightWeeks('class-1', 'bob')).toBe(a);
    expect(superAfterEightWeeks('class-2', 'alice')).not.toBe(a);
  });
});
