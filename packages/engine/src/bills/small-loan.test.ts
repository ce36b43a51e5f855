// What a default changes later: the week after it is listed, a lender offers a small loan at the
// most the law lets it charge (20% establishment fee, 4% a month), once a game. Accepting pays the
// money in and makes the whole amount owed, fees included, a debt at once; it is repaid weekly.
import { describe, expect, it } from 'vitest';
import {
  selectBills,
  selectEmails,
  selectNetPosition,
  type BillView,
  type CommunicationView,
} from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content, withScenario } from '../../test/fixtures/content';
import { smallLoanCost, yearlyRateOf } from './small-loan';

const quietRules = { ...content.scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 };
const phone = content.scenario.bills.find((b) => b.id === 'phone')!;
/** A second consumer-credit biller whose debt is listed weeks after the phone's. */
const power = { ...phone, id: 'power', title: 'Power', payee: 'Test Power', firstWeek: 10 };
const only = (...bills: (typeof phone)[]) => withScenario({ bills, rules: quietRules });

const LENDER = 'Pocket Cash Loans';

function weeks(game: TestGame, n: number) {
  for (let i = 0; i < n; i++) game.nextWeek();
}

function loanOffers(game: TestGame): CommunicationView[] {
  return selectEmails(game.state, game.content).filter((m) => m.from === LENDER && m.isActionable);
}

/** The loan's own bill (its repayments are bills of their own, from the same lender). */
function loanBills(game: TestGame): BillView[] {
  return selectBills(game.state).filter((b) => b.payee === LENDER && b.title === 'Small loan');
}

/** A game whose phone debt is listed at the end of week 15; the offer arrives in week 16. */
function afterDefault(): { game: TestGame; account: string } {
  const game = new TestGame(only(phone));
  const account = game.open('everyday', 80_000);
  weeks(game, 15);
  expect(game.state.bills.defaults).toMatchObject([{ payee: 'Test Mobile', listedWeek: 15 }]);
  return { game, account };
}

function answer(game: TestGame, choice: 'accept' | 'decline') {
  const [offer] = loanOffers(game);
  game.do({ type: 'actionCommunication', communicationId: offer!.id, choice });
}

describe('the cost of a small loan', () => {
  it('is the legal maximum: $300 over 8 weeks is 300 + 60 + 2 x 12 = $384, $48 a week', () => {
    expect(smallLoanCost()).toEqual({
      amountCents: 30_000,
      weeks: 8,
      months: 2,
      establishmentFeeCents: 6_000,
      monthlyFeeCents: 1_200,
      feesCents: 8_400,
      totalCents: 38_400,
      instalmentCents: 4_800,
    });
    // About 300% a year, against a bank card's 15% to 21%.
    expect(Math.round(yearlyRateOf(smallLoanCost()) * 10) * 10).toBe(300);
  });
});

describe("a lender's offer after a default", () => {
  it('arrives the week after the default is listed, and only then', () => {
    const game = new TestGame(only(phone));
    game.open('everyday', 80_000);
    weeks(game, 14);
    expect(loanOffers(game)).toEqual([]);
    weeks(game, 1); // listed at the end of week 15; week 16 opens with the offer
    const offers = loanOffers(game);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ week: 16 });
    expect(offers[0]!.subject).toBe('Knocked back for credit? Borrow $300.00 today');
    expect(offers[0]!.content).toContain('You repay <strong>$384.00</strong>');
    expect(offers[0]!.content).toContain('an establishment fee of $60.00 (20%)');
    expect(offers[0]!.content).toContain('a monthly fee of $12.00 (4%) for each of the 2 months');
    expect(offers[0]!.content).toContain('8 weekly repayments of $48.00');
    expect(offers[0]!.content).toContain('like paying about 300% interest a year');
    weeks(game, 1);
    expect(selectEmails(game.state, game.content).filter((m) => m.from === LENDER)).toHaveLength(1);
  });

  it('pays the money in and owes it all with the fees at once: the net position falls by the fees', () => {
    const { game, account } = afterDefault();
    const balance = game.balance(account);
    const net = selectNetPosition(game.state);
    answer(game, 'accept');
    expect(game.balance(account)).toBe(balance + 30_000);
    expect(selectNetPosition(game.state)).toBe(net - 8_400);
    expect(loanBills(game)).toMatchObject([
      { title: 'Small loan', amountCents: 38_400, owingCents: 38_400, weekDue: 24 },
    ]);
    const [offer] = loanOffers(game);
    expect(offer!.outcome).toBe(
      'You borrowed $300.00, paid into your account. You owe $384.00: 8 weekly repayments of $48.00 arrive as bills from week 17.',
    );
    expect(
      game.reject({ type: 'actionCommunication', communicationId: offer!.id, choice: 'accept' })
        .code,
    ).toBe('comms/already-actioned');
  });

  it('is repaid in eight weekly bills of $48, and paying them settles the debt', () => {
    const { game, account } = afterDefault();
    answer(game, 'accept');
    let repaid = 0;
    for (let week = 17; week <= 24; week++) {
      weeks(game, 1);
      const repayment = selectBills(game.state, { payableOnly: true }).find(
        (b) => b.title === 'Small loan: instalment' && b.openingWeek === week,
      )!;
      expect(repayment).toMatchObject({ amountCents: 4_800, weekDue: week });
      const before = game.balance(account);
      game.do({ type: 'payBill', billId: repayment.id, fromAccountId: account });
      repaid += before - game.balance(account);
      expect(loanBills(game)[0]!.owingCents).toBe(38_400 - 4_800 * (week - 16));
    }
    expect(repaid).toBe(38_400);
    expect(loanBills(game)[0]).toMatchObject({ tag: 'Paid', owingCents: 0 });
    weeks(game, 1);
    expect(
      selectBills(game.state).filter((b) => b.title === 'Small loan: instalment'),
    ).toHaveLength(8);
  });

  it('paid out early within its first month, does not charge the second monthly fee', () => {
    const { game, account } = afterDefault();
    answer(game, 'accept');
    const [loan] = loanBills(game);
    expect(loan!.owingCents).toBe(38_400);
    const balance = game.balance(account);
    const net = selectNetPosition(game.state);
    game.do({ type: 'payBill', billId: loan!.id, fromAccountId: account });
    expect(game.balance(account)).toBe(balance - 37_200);
    expect(selectNetPosition(game.state)).toBe(net + 1_200);
    expect(loanBills(game)[0]).toMatchObject({ tag: 'Paid', owingCents: 0 });
  });

  it('changes nothing when declined', () => {
    const { game, account } = afterDefault();
    const balance = game.balance(account);
    const net = selectNetPosition(game.state);
    answer(game, 'decline');
    expect(game.balance(account)).toBe(balance);
    expect(selectNetPosition(game.state)).toBe(net);
    expect(loanBills(game)).toEqual([]);
    expect(loanOffers(game)[0]!.outcome).toBe('You said no to the loan. It costs you nothing.');
    weeks(game, 2);
    expect(loanBills(game)).toEqual([]);
  });

  it('comes once a game: a second default sends no second offer', () => {
    const game = new TestGame(only(phone, power));
    game.open('everyday', 80_000);
    weeks(game, 25);
    const listed = game.state.bills.defaults.map((d) => d.listedWeek);
    expect(listed).toEqual([15, 23]);
    expect(loanOffers(game).map((m) => m.week)).toEqual([16]);
  });

  it('after a missed repayment, sends no more repayments and the rest is owed by the end of the term', () => {
    const { game } = afterDefault();
    answer(game, 'accept');
    weeks(game, 2); // week 17's repayment is not paid
    const missed = selectEmails(game.state, game.content).filter(
      (m) => m.subject === 'You missed a repayment on your small loan',
    );
    expect(missed).toHaveLength(1);
    expect(missed[0]!.content).toContain('You still owe <strong>$384.00</strong>');
    weeks(game, 2);
    expect(
      selectBills(game.state).filter((b) => b.title === 'Small loan: instalment'),
    ).toHaveLength(1);
    expect(loanBills(game)[0]).toMatchObject({ owingCents: 38_400, isPayable: true });
  });
});
