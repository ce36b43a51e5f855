import { describe, expect, it } from 'vitest';
import {
  selectAccountStatement,
  selectCommunication,
  selectEmails,
  selectInvestments,
  type Job,
} from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content, withScenario } from '../../test/fixtures/content';
import { employmentFrom } from '../jobs/types';
import { payFor, weeksDue } from './pay-day';
import { isOwedSuper } from './super';

const job: Job = content.scenario.job;

describe('pay', () => {
  it('works out gross, tax, super and net for each pay frequency', () => {
    // $25 an hour, 38 hours: $950 a week.
    expect(payFor({ ...job, paymentFrequency: 1 }, 18, 0.12)).toEqual({
      grossCents: 95_000,
      taxCents: 12_700, // 0.3227 * 950.99 - 180.0385 = 126.85 -> 127
      superCents: 11_400,
      netCents: 82_300,
    });
    expect(payFor({ ...job, paymentFrequency: 2 }, 18, 0.12)).toEqual({
      grossCents: 190_000,
      taxCents: 25_400,
      superCents: 22_800,
      netCents: 164_600,
    });
    // Four-weekly: a quarter of 3800 is 950 -> 127 a week, four times: 508 (the calendar-monthly
    // rule withheld 446, $62 too little).
    expect(payFor({ ...job, paymentFrequency: 4 }, 18, 0.12)).toEqual({
      grossCents: 380_000,
      taxCents: 50_800,
      superCents: 45_600,
      netCents: 329_200,
    });
  });

  it('takes super out of a package that includes it', () => {
    const pay = payFor({ ...job, paymentFrequency: 1, includesSuper: true }, 18, 0.12);
    expect(pay.grossCents + pay.superCents).toBe(95_000);
    expect(pay.grossCents).toBe(84_821); // 950 / 1.12
  });

  it('pays on the weeks of the frequency, and the part period at the end of the game', () => {
    /** The weeks a job held from week 1 is paid in, and for how many weeks each time. */
    const pays = (f: 1 | 2 | 4, total: number) => {
      let held = employmentFrom({ ...job, paymentFrequency: f }, 1);
      const paid: [number, number][] = [];
      for (let week = 1; week <= total; week++) {
        const weeks = weeksDue(held, week, total);
        if (weeks === 0) continue;
        paid.push([week, weeks]);
        held = { ...held, paidThroughWeek: week };
      }
      return paid;
    };
    expect(pays(1, 8).map(([week]) => week)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pays(2, 8)).toEqual([
      [2, 2],
      [4, 2],
      [6, 2],
      [8, 2],
    ]);
    expect(pays(4, 8)).toEqual([
      [4, 4],
      [8, 4],
    ]);
    expect(pays(4, 27).map(([week]) => week)).toEqual([4, 8, 12, 16, 20, 24, 27]);
    expect(pays(4, 27).at(-1)).toEqual([27, 3]);
    expect(pays(4, 26).at(-1)).toEqual([26, 2]);
    expect(pays(2, 27).at(-1)).toEqual([27, 1]);
  });
});

describe('super guarantee', () => {
  it('is owed from 18, and under 18 only for more than 30 hours a week', () => {
    expect(isOwedSuper({ ...job, hoursPerWeek: 10 }, 18)).toBe(true);
    expect(isOwedSuper({ ...job, hoursPerWeek: 30 }, 17)).toBe(false);
    expect(isOwedSuper({ ...job, hoursPerWeek: 31 }, 17)).toBe(true);
    expect(payFor({ ...job, hoursPerWeek: 20 }, 16, 0.12).superCents).toBe(0);
  });

  it('is not owed for private or domestic work of 30 hours or less, at any age', () => {
    expect(isOwedSuper({ ...job, hoursPerWeek: 12, privateOrDomestic: true }, 25)).toBe(false);
    expect(isOwedSuper({ ...job, hoursPerWeek: 35, privateOrDomestic: true }, 25)).toBe(true);
  });
});

describe('pay day in the game', () => {
  it('pays net into cash when there is no bank account, with a pay slip', () => {
    const game = new TestGame(withScenario({ job: { ...job, paymentFrequency: 1 } }));
    const cashBefore = game.cash;
    // Week 1 cannot end without a bank account; the pay still goes to the cash box if chosen.
    const account = game.open('everyday');
    game.do({ type: 'setPayAccount', accountId: game.cashId });
    game.nextWeek();
    expect(game.cash).toBe(cashBefore + 82_300);
    expect(game.balance(account)).toBe(0);
    const slip = selectEmails(game.state, content, 2).find(
      (e) => e.communicationType === 'PaySlipEmailInstance',
    );
    expect(slip?.paySlip).toEqual({
      grossAmountCents: 95_000,
      superannuationAmountCents: 11_400,
      taxAmountCents: 12_700,
      netAmountCents: 82_300,
      occupation: 'Retail assistant',
      employer: 'Test Grocers',
    });
    expect(selectCommunication(game.state, content, slip!.id)?.amountCents).toBe(82_300);
  });

  it('pays into the first transaction account by default, and super into the fund', () => {
    const game = new TestGame();
    const account = game.open('everyday');
    game.nextWeek();
    expect(game.balance(account)).toBe(0); // fortnightly: nothing after week 1
    game.nextWeek();
    expect(game.balance(account)).toBe(164_600);
    const fund = selectInvestments(game.state).find(
      (a) => a.accountType === 'SuperInvestmentInstance',
    )!;
    // The employer pays $228 of super; the fund deducts 15% contributions tax as it arrives.
    expect(
      selectAccountStatement(game.state, fund.id)!.lines.map((l) => [l.description, l.moneyCents]),
    ).toEqual([
      ['Pay: Retail assistant', 22_800],
      ['Contributions tax (15%)', -3_420],
    ]);
    expect(fund.balanceCents).toBe(19_380);
  });

  it('lets the player choose another account for the pay, and refuses other kinds', () => {
    const game = new TestGame();
    game.open('everyday');
    const saver = game.open('saver');
    game.do({ type: 'setPayAccount', accountId: saver });
    game.nextWeek();
    game.nextWeek();
    expect(game.balance(saver)).toBe(164_600);
    const fund = selectInvestments(game.state)[0]!;
    expect(game.reject({ type: 'setPayAccount', accountId: fund.id })).toMatchObject({
      code: 'income/select-account',
      message: 'Error: please select an account',
    });
  });
});
