import { describe, expect, it } from 'vitest';
import { selectBills, selectEmails, selectProgress } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content, withScenario } from '../../test/fixtures/content';

const quietRules = { ...content.scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 };
const [rent, food, phone, stream] = content.scenario.bills;
const only = (...bills: (typeof rent)[]) =>
  withScenario({ bills: bills.map((b) => b!), rules: quietRules });

function bill(game: TestGame, seriesId: string, openingWeek?: number) {
  const found = selectBills(game.state).find(
    (b) => b.seriesId === seriesId && (openingWeek === undefined || b.openingWeek === openingWeek),
  );
  if (!found) throw new Error(`no ${seriesId} bill`);
  return found;
}

describe('issuing bills', () => {
  it('sends each series on its schedule, with one bill email each', () => {
    const game = new TestGame(only(rent, food, phone));
    const account = game.open('everyday');
    for (let week = 1; week < 6; week++) game.nextWeek();
    void account;
    const weeks = (series: string) =>
      selectBills(game.state)
        .filter((b) => b.seriesId === series)
        .map((b) => b.openingWeek)
        .sort((a, b) => a - b);
    expect(weeks('rent')).toEqual([1, 3, 5]);
    expect(weeks('food')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(weeks('phone')).toEqual([2, 6]);
    const billEmails = selectEmails(game.state, content, 1).filter(
      (e) => e.communicationType === 'BillEmailInstance',
    );
    expect(billEmails).toHaveLength(11);
    expect(billEmails[0]!.bill).not.toBeNull();
  });

  it('shows the fields of a bill', () => {
    const game = new TestGame(only(rent));
    expect(bill(game, 'rent')).toMatchObject({
      title: 'Rent',
      payee: 'Test Realty',
      amountCents: 40_000,
      originalAmountCents: 40_000,
      lateFeesCents: 0,
      feesCents: 0,
      openingWeek: 1,
      weekDue: 2,
      closingWeek: 4,
      isRecurring: true,
      isPayable: true,
      tag: '',
    });
  });

  it('counts owed bills as liabilities as soon as they arrive', () => {
    const game = new TestGame(only(rent, stream));
    const progress = selectProgress(game.state);
    expect(progress.rows).toContainEqual({
      title: 'Rent',
      category: 'Bills',
      balanceCents: -40_000,
    });
    expect(progress.rows.some((r) => r.title === 'Streaming')).toBe(false); // optional: not owed
    expect(progress.netPositionCents).toBe(100_000 - 40_000);
  });
});

describe('paying bills', () => {
  it('needs a bill that is payable and an account that covers it', () => {
    const game = new TestGame(only(rent));
    const account = game.open('everyday', 30_000);
    const rentBill = bill(game, 'rent');
    expect(game.reject({ type: 'payBill', billId: 'nope', fromAccountId: account }).code).toBe(
      'bills/not-found',
    );
    expect(
      game.reject({ type: 'payBill', billId: rentBill.id, fromAccountId: null }),
    ).toMatchObject({
      code: 'bills/select-account',
      message: 'Error: please select an account',
    });
    expect(
      game.reject({ type: 'payBill', billId: rentBill.id, fromAccountId: account }),
    ).toMatchObject({
      code: 'bills/insufficient-funds',
      message: 'Error: Not enough funds in selected account',
    });
    game.do({ type: 'payBill', billId: rentBill.id, fromAccountId: game.cashId });
    expect(bill(game, 'rent')).toMatchObject({
      tag: 'Paid',
      paidCents: 40_000,
      owingCents: 0,
      isPayable: false,
    });
    expect(game.cash).toBe(30_000);
    expect(
      game.reject({ type: 'payBill', billId: rentBill.id, fromAccountId: account }),
    ).toMatchObject({
      code: 'bills/not-payable',
      message: 'This bill has already been paid.',
    });
  });

  it('adds a late fee when a bill is not paid by its due week; overdue bills stay payable', () => {
    const game = new TestGame(only(food));
    const account = game.open('everyday');
    game.nextWeek();
    expect(bill(game, 'food', 1).tag).toBe('');
    game.nextWeek();
    expect(bill(game, 'food', 1)).toMatchObject({
      tag: 'Overdue',
      lateFeesCents: 1_000,
      amountCents: 11_000,
      isPayable: true,
    });
    game.do({ type: 'payBill', billId: bill(game, 'food', 1).id, fromAccountId: account });
    expect(bill(game, 'food', 1)).toMatchObject({ tag: 'Paid', paidCents: 11_000 });
  });

  it('pays later bills of a series automatically once set to automatic', () => {
    const game = new TestGame(only(food));
    const account = game.open('everyday', 100_000);
    game.do({
      type: 'payBill',
      billId: bill(game, 'food', 1).id,
      fromAccountId: account,
      setAutomatic: true,
    });
    for (let week = 1; week <= 5; week++) game.nextWeek();
    const foodBills = selectBills(game.state).filter(
      (b) => b.seriesId === 'food' && b.openingWeek <= 5,
    );
    expect(foodBills.every((b) => b.tag === 'Paid' && b.isAutomatic)).toBe(true);
    expect(game.balance(account)).toBe(100_000 - 5 * 10_000 + 164_600 * 2);
  });

  it('lets a direct debit fail when the account cannot cover it; the bill goes overdue', () => {
    const game = new TestGame(
      withScenario({
        bills: [food!],
        rules: quietRules,
        job: { ...content.scenario.job, hourlyRateCents: 1 },
      }),
    );
    const account = game.open('everyday', 10_000);
    game.do({
      type: 'payBill',
      billId: bill(game, 'food', 1).id,
      fromAccountId: account,
      setAutomatic: true,
    });
    game.nextWeek(); // week 2's bill arrives; the account is empty
    game.nextWeek();
    expect(bill(game, 'food', 2).tag).toBe(''); // due by the end of week 3
    game.nextWeek();
    // Returned unpaid in its due week: the biller adds the $5.50 dishonour fee, and the late fee.
    expect(bill(game, 'food', 2)).toMatchObject({
      tag: 'Overdue',
      feesCents: 550,
      lateFeesCents: 1_000,
      amountCents: 11_550,
    });
    expect(bill(game, 'food', 3).feesCents).toBe(0); // due next week: not tried yet
  });

  it('charges no dishonour fee on rent', () => {
    const game = new TestGame(
      withScenario({
        bills: [rent!],
        rules: quietRules,
        job: { ...content.scenario.job, hourlyRateCents: 1 },
      }),
    );
    const account = game.open('everyday', 40_000);
    game.do({
      type: 'payBill',
      billId: bill(game, 'rent', 1).id,
      fromAccountId: account,
      setAutomatic: true,
    });
    for (let week = 1; week <= 4; week++) game.nextWeek();
    expect(bill(game, 'rent', 3)).toMatchObject({ tag: 'Overdue', feesCents: 0, lateFeesCents: 0 });
  });

  it('lets optional bills expire unpaid, without a fee or a debt', () => {
    const game = new TestGame(only(stream));
    game.open('everyday');
    game.nextWeek();
    game.nextWeek();
    expect(bill(game, 'stream', 1)).toMatchObject({
      tag: 'Expired',
      lateFeesCents: 0,
      isPayable: false,
    });
    expect(selectProgress(game.state).liabilitiesCents).toBe(0);
  });
});
