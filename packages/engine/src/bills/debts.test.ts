// Debts as they really go in Australia: nobody takes money from the player's accounts for an
// unpaid bill; a reminder, a final notice, a collector who writes and texts and adds nothing; a
// payment plan and hardship help that do what they say; defaults on the credit report; rent
// arrears by the Tasmanian notice to vacate.
import { describe, expect, it } from 'vitest';
import {
  selectAccountStatement,
  selectBills,
  selectEmails,
  selectTextThreads,
  type CommunicationView,
} from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content, withScenario } from '../../test/fixtures/content';
import { allPostings, entriesOf, PLAYER_KEYS, postingDescription } from '../ledger/ledger';
import { allCommunications } from '../communications/inbox';
import { meetsRequirement } from '../events/reach';

const quietRules = { ...content.scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 };
const [rent, food, phone] = content.scenario.bills;
const only = (...bills: (typeof rent)[]) =>
  withScenario({ bills: bills.map((b) => b!), rules: quietRules });

function bill(game: TestGame, seriesId: string, openingWeek: number) {
  const found = selectBills(game.state).find(
    (b) => b.seriesId === seriesId && b.openingWeek === openingWeek,
  );
  if (!found) throw new Error(`no ${seriesId} bill of week ${openingWeek}`);
  return found;
}

/** Every email and text, oldest first. */
function messages(game: TestGame): CommunicationView[] {
  const texts = selectTextThreads(game.state, content).flatMap((t) => t.messages);
  return [...selectEmails(game.state, content), ...texts].sort((a, b) => a.week - b.week);
}

/** The messages of a week whose subject matches, about the bill of an opening week if given. */
function messagesOfWeek(game: TestGame, week: number, subject: RegExp, billOpeningWeek?: number) {
  return messages(game).filter(
    (m) =>
      m.week === week &&
      subject.test(m.subject) &&
      (billOpeningWeek === undefined || m.bill?.openingWeek === billOpeningWeek),
  );
}

/** The id of the open plan or hardship offer about a bill. */
function offer(game: TestGame, subject: RegExp): string {
  const found = messages(game).find((m) => m.isActionable && subject.test(m.subject));
  if (!found) throw new Error(`no offer ${subject}`);
  return found.id;
}

function weeks(game: TestGame, n: number) {
  for (let i = 0; i < n; i++) game.nextWeek();
}

describe('the debt path of a bill', () => {
  it('sends a reminder, then a final notice, then a collector who writes and texts and adds nothing', () => {
    const game = new TestGame(only(food));
    const account = game.open('everyday', 50_000);
    weeks(game, 2); // week 1's groceries: due week 2, overdue at its end with the $10 late fee
    expect(bill(game, 'food', 1)).toMatchObject({ tag: 'Overdue', amountCents: 11_000 });
    expect(messagesOfWeek(game, 2, /^Reminder: Groceries is overdue/)).toHaveLength(1);
    weeks(game, 1);
    const [final] = messagesOfWeek(game, 3, /^Final notice: Groceries/);
    expect(final!.content).toContain('Please pay it by the end of week 4');
    expect(final!.amountCents).toBe(11_000);
    expect(final!.isActionable).toBe(true); // accepting it sets up a payment plan
    expect(final!.content).toContain('4 weekly instalments of about $27.50');
    // Groceries are not consumer credit: no hardship offer and no credit-report warning.
    expect(messagesOfWeek(game, 3, /breathing space/)).toHaveLength(0);
    const balanceBefore = game.balance(account);
    weeks(game, 1);
    const collected = bill(game, 'food', 1);
    expect(collected).toMatchObject({
      tag: 'Collected',
      amountCents: 11_000,
      feesCents: 0,
      paidCents: 0,
      isPayable: true,
    });
    const [letter] = messages(game).filter(
      (m) => m.communicationType === 'DebtCollectorEmailInstance',
    );
    expect(letter).toMatchObject({ week: 4, amountCents: 11_000, feesCents: 0, tag: 'Collected' });
    expect(letter!.content).toContain('We add no fees of our own');
    weeks(game, 1);
    const aboutWeek1 = (m: CommunicationView) => m.bill?.openingWeek === 1;
    const texts = messages(game).filter(
      (m) => m.channel === 'text' && m.from === 'Swift Recovery Services' && aboutWeek1(m),
    );
    expect(texts.map((t) => t.week)).toEqual([5]);
    expect(texts[0]!.content).toContain('You still owe $110.00');
    // Nothing was taken: the account only grew (pay day), and the debt is still owed.
    expect(game.balance(account)).toBeGreaterThanOrEqual(balanceBefore);
    game.do({ type: 'payBill', billId: collected.id, fromAccountId: account });
    expect(bill(game, 'food', 1)).toMatchObject({ tag: 'Paid', paidCents: 11_000, owingCents: 0 });
    expect(selectAccountStatement(game.state, account)!.lines.at(-1)).toMatchObject({
      description: 'Paid to Swift Recovery Services: Groceries',
      moneyCents: -11_000,
    });
    weeks(game, 4);
    expect(
      messages(game).filter(
        (m) => m.from === 'Swift Recovery Services' && m.week > 5 && aboutWeek1(m),
      ),
    ).toHaveLength(0);
  });

  it('never moves money out of a careless player’s accounts for an unpaid bill in 27 weeks', () => {
    const game = new TestGame(content); // the whole scenario, with its mishaps and offers
    game.open('everyday', 50_000);
    weeks(game, 26);
    expect(game.state.week).toBe(27);
    const billKeys = (key: string) =>
      key === PLAYER_KEYS.bills || key.startsWith('w:b:') || key === 'w:debt-collector';
    const moneyKeys = (key: string) => key === PLAYER_KEYS.cash || /^a\d+$/.test(key);
    const takings = allPostings(game.state.ledger).filter((posting) => {
      const entries = entriesOf(posting);
      return (
        entries.some(([key, amount]) => moneyKeys(key) && amount < 0) &&
        entries.some(([key]) => billKeys(key))
      );
    });
    // The player set up no direct debit and paid nothing, so no bill took a cent.
    expect(takings.map(postingDescription)).toEqual([]);
    expect(selectBills(game.state).some((b) => b.tag === 'Collected' && b.owingCents > 0)).toBe(
      true,
    );
  });
});

describe('a payment plan', () => {
  it('splits what is owed into four weekly instalments and pays the bill off', () => {
    const game = new TestGame(only(food));
    const account = game.open('everyday', 50_000);
    weeks(game, 3); // the final notice and the plan offer arrive at the end of week 3
    const id = offer(game, /^Final notice: Groceries/);
    game.do({ type: 'actionCommunication', communicationId: id, choice: 'accept' });
    expect(
      game.reject({ type: 'actionCommunication', communicationId: id, choice: 'accept' }).code,
    ).toBe('comms/already-actioned');
    weeks(game, 1); // week 4 ends: the plan holds the collector off; week 5 opens
    expect(bill(game, 'food', 1).tag).toBe('Overdue');
    for (let week = 5; week <= 8; week++) {
      const instalment = selectBills(game.state).find(
        (b) => b.seriesId === `plan:${refOfFood(game)}` && b.openingWeek === week,
      )!;
      expect(instalment).toMatchObject({ amountCents: 2_750, weekDue: week, isPayable: true });
      game.do({ type: 'payBill', billId: instalment.id, fromAccountId: account });
      expect(bill(game, 'food', 1).owingCents).toBe(11_000 - 2_750 * (week - 4));
      weeks(game, 1);
    }
    expect(bill(game, 'food', 1)).toMatchObject({ tag: 'Paid', owingCents: 0 });
    const collectorAboutIt = messages(game).filter(
      (m) => m.communicationType === 'DebtCollectorEmailInstance' && m.bill?.openingWeek === 1,
    );
    expect(collectorAboutIt).toEqual([]);
    expect(game.state.bills.plans).toMatchObject([{ status: 'completed', issued: 4 }]);
  });

  it('ends when an instalment is missed, and the debt path starts again', () => {
    const game = new TestGame(only(food));
    game.open('everyday', 50_000);
    weeks(game, 3);
    const id = offer(game, /^Final notice: Groceries/);
    game.do({ type: 'actionCommunication', communicationId: id, choice: 'accept' });
    weeks(game, 2); // week 5's instalment is not paid
    expect(messagesOfWeek(game, 5, /Your payment plan has ended/)).toHaveLength(1);
    expect(game.state.bills.plans[0]!.status).toBe('ended');
    weeks(game, 1);
    expect(messagesOfWeek(game, 6, /^Final notice: Groceries/, 1)).toHaveLength(1);
    weeks(game, 1);
    expect(bill(game, 'food', 1)).toMatchObject({ tag: 'Collected', owingCents: 11_000 });
  });
});

/** The internal id of week 1's groceries bill (instalment series are named after it). */
function refOfFood(game: TestGame): number {
  return game.state.bills.list.find((b) => b.seriesId === 'food' && b.openingWeek === 1)!.id;
}

describe('hardship help', () => {
  it('pauses notices, fees and collection for six weeks; the bill stays payable', () => {
    const game = new TestGame(only(phone));
    const account = game.open('everyday', 50_000);
    weeks(game, 4); // week 2's phone bill: due 3, final notice at the end of week 4
    const final = messagesOfWeek(game, 4, /^Final notice: Mobile plan/)[0]!;
    expect(final.content).toContain('default on your credit report');
    const id = offer(game, /breathing space/);
    const plan = offer(game, /^Final notice: Mobile plan/);
    game.do({ type: 'actionCommunication', communicationId: id, choice: 'accept' });
    // The notice's payment plan closes: one arrangement at a time, so no Accept to be refused.
    expect(messages(game).find((m) => m.id === plan)).toMatchObject({
      actioned: false,
      cancelled: true,
    });
    expect(
      game.reject({ type: 'actionCommunication', communicationId: plan, choice: 'accept' }).message,
    ).toBe('This offer has been cancelled.');
    weeks(game, 1);
    expect(game.state.bills.list.find((b) => b.openingWeek === 2)!.heldUntilWeek).toBe(11);
    weeks(game, 6); // weeks 5 to 11: paused
    const aboutWeek2 = (m: CommunicationView) => m.bill?.openingWeek === 2 && m.week > 4;
    expect(messages(game).filter(aboutWeek2)).toEqual([]);
    expect(bill(game, 'phone', 2)).toMatchObject({ tag: 'Overdue', amountCents: 4_500 });
    weeks(game, 1);
    expect(messagesOfWeek(game, 12, /^Final notice: Mobile plan/).length).toBeGreaterThan(0);
    game.do({ type: 'payBill', billId: bill(game, 'phone', 2).id, fromAccountId: account });
    expect(bill(game, 'phone', 2).tag).toBe('Paid');
  });
});

describe('the credit report', () => {
  it('lists a phone debt 60 days overdue and $150 or more, and the bank then declines a card', () => {
    const game = new TestGame(only(phone));
    const account = game.open('everyday', 80_000);
    weeks(game, 14); // three unpaid $45 bills overdue: $135, under $150
    expect(game.state.bills.defaults).toEqual([]);
    weeks(game, 1); // week 14's bill is overdue at the end of week 15: $180
    expect(game.state.bills.defaults).toEqual([
      { payee: 'Test Mobile', listedWeek: 15, amountCents: 18_000, paidWeek: null },
    ]);
    const [email] = messages(game).filter((m) => /credit report/.test(m.subject));
    expect(email).toMatchObject({ from: 'ClearView Credit Reporting', amountCents: 18_000 });
    expect(
      game.reject({ type: 'buyCreditCard', cardTypeId: 'low', fromAccountId: account }),
    ).toMatchObject({
      code: 'credit/default-listed',
      message:
        'Your application was declined. Your credit report shows a default listed by Test Mobile in week 15 (unpaid). A default stays on your credit report for 5 years.',
    });
    for (const owed of selectBills(game.state, { payableOnly: true }))
      game.do({ type: 'payBill', billId: owed.id, fromAccountId: account });
    expect(game.state.bills.defaults[0]!.paidWeek).toBe(16);
    expect(
      game.reject({ type: 'buyCreditCard', cardTypeId: 'low', fromAccountId: account }).message,
    ).toContain('(paid in week 16)');
  });

  it('never lists rent or groceries, however long they go unpaid', () => {
    const game = new TestGame(only(rent, food));
    game.open('everyday');
    weeks(game, 26);
    expect(game.state.bills.defaults).toEqual([]);
  });
});

describe('rent arrears', () => {
  it('bring no late fee and no collector: a reminder, a notice to vacate, then the court', () => {
    const game = new TestGame(only(rent)); // the fixture's rent says a $25 late fee: never charged
    const account = game.open('everyday');
    weeks(game, 2);
    expect(bill(game, 'rent', 1)).toMatchObject({ tag: 'Overdue', lateFeesCents: 0 });
    expect(messagesOfWeek(game, 2, /your rent is overdue/)).toHaveLength(1);
    weeks(game, 1);
    const [notice] = messagesOfWeek(game, 3, /^Notice to vacate/);
    expect(notice!.content).toContain('It takes effect at the end of week 5');
    expect(notice!.amountCents).toBe(40_000);
    weeks(game, 2);
    expect(messagesOfWeek(game, 5, /Magistrates Court/)).toHaveLength(1);
    expect(bill(game, 'rent', 1)).toMatchObject({ tag: 'Overdue', isPayable: true });
    expect(messages(game).some((m) => m.from === 'Swift Recovery Services')).toBe(false);
    // Week 3's rent: due 4, notice served at the end of week 5; paying it stops the path.
    expect(messagesOfWeek(game, 5, /^Notice to vacate/)).toHaveLength(1);
    game.do({ type: 'payBill', billId: bill(game, 'rent', 3).id, fromAccountId: account });
    expect(messagesOfWeek(game, 5, /^Notice to vacate/, 3)[0]!.content).toContain(
      'Update: this bill is now paid.',
    );
    weeks(game, 3);
    const aboutWeek3 = allCommunications(game.state).filter(
      (c) => c.source.kind === 'billNotice' && c.week > 5 && c.source.billId === refOf(game, 3),
    );
    expect(aboutWeek3).toEqual([]);
  });
});

describe('news of the lease', () => {
  it('waits while a notice to vacate is open: no rent rise for a tenant being evicted', () => {
    const lease = { noticeToVacateOpen: false } as const;
    const game = new TestGame(only(rent));
    const account = game.open('everyday');
    expect(meetsRequirement(game.state, lease)).toBe(true);
    weeks(game, 3); // week 1's rent: due 2, notice to vacate served at the end of week 3
    expect(meetsRequirement(game.state, lease)).toBe(false);
    weeks(game, 2); // and the court application at the end of week 5
    expect(messagesOfWeek(game, 5, /Magistrates Court/)).toHaveLength(1);
    expect(meetsRequirement(game.state, lease)).toBe(false);
    for (const owed of selectBills(game.state, { payableOnly: true }))
      game.do({ type: 'payBill', billId: owed.id, fromAccountId: account });
    expect(meetsRequirement(game.state, lease)).toBe(true);
  });
});

function refOf(game: TestGame, openingWeek: number): number {
  return game.state.bills.list.find((b) => b.seriesId === 'rent' && b.openingWeek === openingWeek)!
    .id;
}
