import { describe, expect, it } from 'vitest';
import {
  selectAccountStatement,
  selectBankAccounts,
  selectEmails,
  selectInvestments,
  selectNetPosition,
  selectProgress,
} from '../index';
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

  it('matures with its interest, is reinvested for the same term and is whole in its grace week', () => {
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
      interestPaidWeek: 10,
    });
    game.nextWeek();
    view = selectInvestments(game.state).find((a) => a.id === td)!;
    // Week 11: the interest was paid into it and it was reinvested for another 10 weeks; this
    // week is its grace week.
    expect(view).toMatchObject({
      isMature: true,
      graceUntilWeek: 11,
      maturityWeek: 20,
      weeksToMaturity: 10,
      balanceCents: 60_420,
      accruedInterestCents: 0,
      interestAtMaturityCents: 420,
    });
    const notice = selectEmails(game.state, quiet).find((e) =>
      e.subject.includes('has matured and been reinvested'),
    )!;
    expect(notice.content).toContain('by the end of week 11');
    expect(selectBankAccounts(game.state).map((a) => a.interestAtMaturityCents)).toEqual([null]);
    const before = game.balance(everyday);
    const events = game.do({ type: 'withdrawInvestment', accountId: td });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'investmentWithdrawn', movedCents: 60_420, penaltyCents: 0 }),
    );
    expect(game.balance(everyday)).toBe(before + 60_420);
    expect(selectInvestments(game.state).some((a) => a.id === td)).toBe(false);
  });

  it('after its grace week, keeps earning in the new term and cuts that interest if broken', () => {
    const { game, td } = withDeposit();
    for (let week = 1; week <= 11; week++) game.nextWeek();
    // Week 12: one week of the new term earned (42 cents on $604.20); broken after 1 of 10
    // weeks, the interest is cut by 90%.
    expect(selectInvestments(game.state).find((a) => a.id === td)).toMatchObject({
      isMature: false,
      graceUntilWeek: null,
      accruedInterestCents: 42,
    });
    const events = game.do({ type: 'withdrawInvestment', accountId: td });
    expect(events).toContainEqual(
      expect.objectContaining({ penaltyCents: 38, movedCents: 60_420 + 42 - 38 }),
    );
  });

  it('is reinvested at the bank’s rate for the product at maturity', () => {
    const { game, td } = withDeposit();
    for (let week = 1; week <= 9; week++) game.nextWeek();
    const lower = withScenario({
      ...quiet.scenario,
      bankAccountTypes: quiet.scenario.bankAccountTypes.map((t) =>
        t.id === 'td-10' ? { ...t, interestRate: 0.03 } : t,
      ),
    });
    const later = new TestGame(lower);
    later.state = game.state;
    later.nextWeek();
    expect(selectInvestments(later.state).find((a) => a.id === td)).toMatchObject({
      interestRate: 0.03,
      interestAtMaturityCents: 420,
    });
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

describe('fee waivers', () => {
  const olderPersona = (ageYears: number) =>
    withScenario({ ...quiet.scenario, persona: { ...quiet.scenario.persona, ageYears } });
  const feeLines = (game: TestGame, id: string) =>
    selectAccountStatement(game.state, id)!
      .lines.filter((l) => l.description === 'Monthly account fee')
      .map((l) => [l.week, l.moneyCents]);

  it('charges no monthly fee to a player under 30', () => {
    const game = new TestGame(quiet);
    game.open('everyday');
    const account = game.open('waived-fee', 5_000);
    expect(selectBankAccounts(game.state).find((a) => a.id === account)).toMatchObject({
      monthlyFeeWaived: true,
      feeWaiver: { underAgeYears: 30, monthlyDepositsCents: 200_000 },
    });
    for (let week = 1; week <= 8; week++) game.nextWeek();
    expect(feeLines(game, account)).toEqual([]);
  });

  it('charges a player of 30 or more unless $2,000 is deposited in the month', () => {
    // Pay ($1,646 a fortnight) goes to the first transaction account.
    const paid = new TestGame(olderPersona(35));
    const withPay = paid.open('waived-fee');
    const unpaid = new TestGame(olderPersona(35));
    unpaid.open('everyday');
    const withoutPay = unpaid.open('waived-fee', 5_000);
    for (let week = 1; week <= 4; week++) {
      paid.nextWeek();
      unpaid.nextWeek();
    }
    // Two pays, $3,292 in the month: waived.
    expect(feeLines(paid, withPay)).toEqual([]);
    expect(selectBankAccounts(unpaid.state).find((a) => a.id === withoutPay)).toMatchObject({
      monthlyFeeWaived: false,
      depositsThisMonthCents: 0,
    });
    expect(feeLines(unpaid, withoutPay)).toEqual([[4, -400]]);
  });
});

describe('interest earned and not yet paid', () => {
  it('is shown on the account and counted in the net position, week by week', () => {
    const game = new TestGame(quiet);
    game.open('everyday');
    const saver = game.open('saver', 100_000);
    const before = selectNetPosition(game.state);
    game.nextWeek();
    // $1,000 at 5% for a week: 95.89 cents, 95 of them counted, the fraction kept for later.
    expect(selectBankAccounts(game.state).find((a) => a.id === saver)).toMatchObject({
      balanceCents: 100_000,
      accruedInterestCents: 95,
      interestPaidWeek: 4,
    });
    expect(selectNetPosition(game.state)).toBe(before + 95);
    expect(selectProgress(game.state).rows).toContainEqual({
      title: 'Saver: interest earned, not yet paid',
      category: 'BankAccountTransactions',
      balanceCents: 95,
    });
    // At the month's end the bank pays it into the account: no longer owed, now in the balance.
    for (let week = 2; week <= 4; week++) game.nextWeek();
    const weekly = weeklyInterestCentiCents(100_000, 0.05);
    expect(game.balance(saver)).toBe(100_000 + Math.floor((4 * weekly) / 100));
    expect(selectProgress(game.state).rows.some((r) => r.title.startsWith('Saver:'))).toBe(false);
  });

  it('is paid when an account closes, so nothing counted is lost', () => {
    const game = new TestGame(quiet);
    const everyday = game.open('everyday');
    const saver = game.open('saver', 100_000);
    game.nextWeek();
    const before = selectNetPosition(game.state);
    game.do({ type: 'closeBankAccount', accountId: saver, toAccountId: everyday });
    expect(selectNetPosition(game.state)).toBe(before);
    expect(game.balance(everyday)).toBe(100_095);
  });
});
