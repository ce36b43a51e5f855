// What not paying really costs: rent arrears that reach the court end in an order of possession
// (the landlord's court fee and the moving costs are new bills, the arrears stay owed), and an
// unpaid power bill of $300 or more brings a disconnection warning, then disconnection and a
// reconnection fee, never while a payment plan or hardship help runs.
import { describe, expect, it } from 'vitest';
import { selectBills, selectEmails, selectTextThreads, type CommunicationView } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content, withScenario } from '../../test/fixtures/content';
import { MINIMUM_DISCONNECTION_CENTS, RECONNECTION_FEE_CENTS } from './disconnection';
import { NEW_HOME_HOST, NEW_HOME_RENT_WEEKLY_CENTS } from './new-home';
import { COURT_FEE_CENTS, MOVING_COSTS_CENTS } from './tenancy';

const quietRules = { ...content.scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 };
const [rent, , phone] = content.scenario.bills;
const power = {
  ...phone!,
  id: 'power',
  title: 'Power',
  payee: 'Harbour Utilities',
  category: 'utilities' as const,
  amountCents: 32_000,
  lateFeeCents: 0,
};
const only = (...bills: (typeof rent)[]) =>
  withScenario({ bills: bills.map((b) => b!), rules: quietRules });

function weeks(game: TestGame, n: number) {
  for (let i = 0; i < n; i++) game.nextWeek();
}

function emails(game: TestGame, week: number, subject: RegExp): CommunicationView[] {
  return selectEmails(game.state, content).filter(
    (m) => m.week === week && subject.test(m.subject),
  );
}

function billsOf(game: TestGame, prefix: string) {
  return selectBills(game.state).filter((b) => b.seriesId.startsWith(prefix));
}

describe('rent arrears that reach the court', () => {
  it('end in an order of possession two weeks after the application: court fee and moving costs as bills, arrears still owed', () => {
    const game = new TestGame(only(rent));
    game.open('everyday');
    weeks(game, 6); // rent of week 1: due 2, notice 3, application 5
    expect(billsOf(game, 'court-fee')).toEqual([]);
    weeks(game, 1);
    const [order] = emails(game, 7, /ordered you to move out/);
    expect(order!.content).toContain('$74.80');
    // The friend with a spare room texts: the new rent, paid to them, and the moving costs.
    const [spareRoom] = selectTextThreads(game.state, content)
      .filter((t) => t.from === NEW_HOME_HOST)
      .flatMap((t) => t.messages);
    expect(spareRoom!.content).toContain('$200.00');
    expect(spareRoom!.content).toContain('$240.00 a week');
    expect(order!.content).not.toMatch(/same rent/);
    expect(billsOf(game, 'court-fee')).toMatchObject([
      { originalAmountCents: COURT_FEE_CENTS, payee: rent!.payee, isPayable: true },
    ]);
    expect(billsOf(game, 'moving')).toMatchObject([{ originalAmountCents: MOVING_COSTS_CENTS }]);
    // The arrears stay owed, and rent of the old room brings no more notices.
    const arrears = selectBills(game.state).filter((b) => b.seriesId === 'rent' && b.weekDue <= 7);
    expect(arrears.every((b) => b.tag === 'Overdue')).toBe(true);
    weeks(game, 6);
    expect(billsOf(game, 'court-fee')).toHaveLength(1);
    // At most one eviction a game: the new room's rent is owed to the friend, a person, so it
    // brings a reminder from them and never a notice to vacate, a late fee or a collector.
    const newRent = selectBills(game.state)
      .filter((b) => b.seriesId === 'rent:new-home')
      .reverse();
    expect(newRent[0]).toMatchObject({
      openingWeek: 9,
      payee: NEW_HOME_HOST,
      originalAmountCents: NEW_HOME_RENT_WEEKLY_CENTS * 2,
      lateFeesCents: 0,
      tag: 'Overdue',
    });
    for (let week = 8; week <= 13; week++) {
      const aboutRent = emails(game, week, /^Notice to vacate|move out|^Final notice/).filter((m) =>
        m.bill?.seriesId.startsWith('rent'),
      );
      expect(aboutRent).toEqual([]);
    }
  });

  it('never happens when the arrears are paid before the hearing', () => {
    const game = new TestGame(only(rent));
    const account = game.open('everyday');
    weeks(game, 6);
    for (const b of selectBills(game.state).filter((x) => x.isPayable && x.seriesId === 'rent'))
      game.do({ type: 'payBill', billId: b.id, fromAccountId: account });
    weeks(game, 1);
    expect(emails(game, 7, /ordered you to move out/)).toEqual([]);
    expect(billsOf(game, 'court-fee')).toEqual([]);
    expect(billsOf(game, 'moving')).toEqual([]);
  });
});

describe('power disconnection', () => {
  // The power bill arrives in week 2 (the fixture's phone schedule), due the end of week 3.
  it('warns when $300 or more is overdue, then disconnects a week later and bills the reconnection fee', () => {
    const game = new TestGame(only(power));
    game.open('everyday');
    weeks(game, 3);
    // Week 3 brings the reminder only (r 111: the reminder comes first).
    expect(emails(game, 3, /^Disconnection warning/)).toEqual([]);
    weeks(game, 1);
    const [warning] = emails(game, 4, /^Disconnection warning/);
    expect(warning!.content).toContain('by the end of week 5');
    expect(warning!.content).toContain('$55.00');
    expect(MINIMUM_DISCONNECTION_CENTS).toBe(30_000);
    expect(billsOf(game, 'reconnection')).toEqual([]);
    weeks(game, 1);
    expect(emails(game, 5, /has been disconnected/)).toHaveLength(1);
    expect(billsOf(game, 'reconnection')).toMatchObject([
      { originalAmountCents: RECONNECTION_FEE_CENTS, payee: 'Harbour Utilities', weekDue: 6 },
    ]);
    // Still disconnected: no second warning or fee while the fee is unpaid.
    weeks(game, 4);
    expect(billsOf(game, 'reconnection')).toHaveLength(1);
  });

  it('does not happen for less than $300 overdue', () => {
    const game = new TestGame(only({ ...power, amountCents: 29_900 }));
    game.open('everyday');
    weeks(game, 5);
    expect(selectEmails(game.state, content).some((m) => /Disconnection/.test(m.subject))).toBe(
      false,
    );
  });

  it('is stopped by paying in time after the warning', () => {
    const game = new TestGame(only(power));
    const account = game.open('everyday', 100_000);
    weeks(game, 4);
    expect(emails(game, 4, /^Disconnection warning/)).toHaveLength(1);
    const owed = selectBills(game.state).find((b) => b.seriesId === 'power')!;
    game.do({ type: 'payBill', billId: owed.id, fromAccountId: account });
    weeks(game, 1);
    expect(emails(game, 5, /has been disconnected/)).toEqual([]);
    expect(billsOf(game, 'reconnection')).toEqual([]);
  });

  it.each([/^Final notice/, /breathing space/])(
    'never happens while a plan or hardship help runs (%s accepted)',
    (offer) => {
      const game = new TestGame(only(power));
      game.open('everyday');
      weeks(game, 4); // the warning, the final notice and the hardship offer: end of week 4
      expect(emails(game, 4, /^Disconnection warning/)).toHaveLength(1);
      const found = selectEmails(game.state, content).find(
        (m) => m.isActionable && offer.test(m.subject),
      );
      game.do({ type: 'actionCommunication', communicationId: found!.id, choice: 'accept' });
      weeks(game, 2);
      expect(selectEmails(game.state, content).some((m) => /disconnected/.test(m.subject))).toBe(
        false,
      );
      expect(billsOf(game, 'reconnection')).toEqual([]);
    },
  );
});
