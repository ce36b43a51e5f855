import { describe, expect, it } from 'vitest';
import {
  selectBills,
  selectCreditCard,
  selectEmails,
  selectEveryday,
  selectProgress,
  selectTextThreads,
  selectWeekBreakdown,
} from '../index';
import { balanceOf, PLAYER_KEYS, shopKey } from '../ledger/ledger';
import { EVERYDAY, content, withScenario } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import { EVERYDAY_SOURCE_MESSAGE } from './commands';
import { LENDER_ROW_TITLE } from './module';

const quiet = { ...content.scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 };
const WEEK = 10_000 + 3_500; // groceries and fares
const TV = 1_299;

function everydayGame(changes: Parameters<typeof withScenario>[0] = {}) {
  return new TestGame(
    withScenario({ everydaySpending: EVERYDAY, bills: [], rules: quiet, ...changes }),
  );
}

/** A game whose job pays (almost) nothing, so spending soon outruns the money. */
function brokeGame(startingCashCents: number) {
  return everydayGame({
    startingCashCents,
    job: { ...content.scenario.job, hourlyRateCents: 1 },
  });
}

const owed = (game: TestGame) => 0 - balanceOf(game.state.ledger, PLAYER_KEYS.lender) || 0;
const spentAt = (game: TestGame, payee: string) => balanceOf(game.state.ledger, shopKey(payee));
const texts = (game: TestGame) =>
  selectTextThreads(game.state, game.content)
    .flatMap((thread) => thread.messages)
    .filter((message) => message.from === 'Sam (housemate)');
const subscription = (game: TestGame) =>
  selectEveryday(game.state, game.content).items.find((item) => item.id === 'tv');

describe('everyday spending', () => {
  it('leaves the first transaction account at the end of each week, with no bill', () => {
    const game = everydayGame();
    const account = game.open('everyday', 50_000);
    expect(selectEveryday(game.state, game.content)).toMatchObject({
      sourceId: account,
      sourceTitle: 'Everyday',
      isChosen: false,
      weeklyCents: WEEK,
    });
    game.do({ type: 'endWeek' });
    expect(game.balance(account)).toBe(50_000 - WEEK - TV);
    expect(game.cash).toBe(50_000);
    expect(spentAt(game, 'Test Mart')).toBe(10_000);
    expect(spentAt(game, 'Test Buses')).toBe(3_500);
    expect(selectBills(game.state)).toEqual([]);
    expect(selectWeekBreakdown(game.state, 1)).toContainEqual({
      category: 'everyday',
      label: 'Everyday spending',
      amountCents: -(WEEK + TV),
    });
  });

  it('comes from cash instead once the player chooses cash', () => {
    const game = everydayGame();
    const account = game.open('everyday', 50_000);
    game.do({ type: 'setEverydayAccount', accountId: game.cashId });
    expect(selectEveryday(game.state, game.content)).toMatchObject({
      sourceId: game.cashId,
      sourceTitle: 'My Cash',
      isChosen: true,
    });
    game.nextWeek();
    game.nextWeek(); // pay day: the pay goes to the account, the spending comes from cash
    expect(game.cash).toBe(50_000 - 2 * WEEK - TV);
    expect(game.balance(account)).toBe(50_000 + 164_600);
  });

  it('can be put on the credit card, counted as purchases', () => {
    const game = everydayGame();
    const account = game.open('everyday', 50_000);
    game.do({ type: 'buyCreditCard', cardTypeId: 'basic', fromAccountId: account });
    const card = selectCreditCard(game.state)!.id;
    game.do({ type: 'setEverydayAccount', accountId: card });
    game.do({ type: 'endWeek' });
    expect(balanceOf(game.state.ledger, PLAYER_KEYS.card)).toBe(-(WEEK + TV));
    expect(game.balance(account)).toBe(50_000);
  });

  it('falls back to the first transaction account when the chosen one is closed', () => {
    const game = everydayGame();
    const first = game.open('everyday', 30_000);
    const second = game.open('fee-account', 20_000);
    game.do({ type: 'setEverydayAccount', accountId: second });
    game.do({ type: 'closeBankAccount', accountId: second, toAccountId: first });
    expect(selectEveryday(game.state, game.content)).toMatchObject({
      sourceId: first,
      isChosen: false,
    });
  });

  it('refuses a source that cannot pay it, with a clear message, and changes nothing', () => {
    const game = everydayGame();
    game.open('everyday', 10_000);
    const saver = game.open('saver', 10_000);
    expect(game.reject({ type: 'setEverydayAccount', accountId: saver })).toMatchObject({
      code: 'everyday/select-account',
      message: EVERYDAY_SOURCE_MESSAGE,
    });
    expect(game.reject({ type: 'setEverydayAccount', accountId: 'nope' })).toMatchObject({
      code: 'everyday/select-account',
      message: 'Error: please select an account',
    });
  });

  it('pays what it can when short; the housemate covers the rest, owed back, never an invoice', () => {
    const game = brokeGame(12_000);
    const account = game.open('everyday', 12_000);
    game.do({ type: 'endWeek' });
    // $120: groceries $100 paid, fares $20 paid and $15 covered; the subscription is declined.
    expect(game.balance(account)).toBe(0);
    expect(owed(game)).toBe(1_500);
    expect(selectBills(game.state)).toEqual([]);
    expect(selectProgress(game.state).rows).toContainEqual({
      title: LENDER_ROW_TITLE,
      category: 'Loans',
      balanceCents: -1_500,
    });
    const text = texts(game).at(-1)!;
    expect(text.from).toBe('Sam (housemate)');
    expect(text.content).toContain('I covered $15.00 of bus fares for you');
    expect(text.content).toContain('You owe me $15.00 now');
    expect(subscription(game)).toMatchObject({
      isActive: false,
      endReason: 'declined',
      endedWeek: 1,
    });
    const emails = selectEmails(game.state, game.content, 0);
    expect(emails.some((e) => e.subject.startsWith('Payment declined'))).toBe(true);
  });

  it("pays a short week from the player's other money before anyone lends", () => {
    const game = brokeGame(30_000);
    const account = game.open('everyday', 29_000);
    game.do({ type: 'setEverydayAccount', accountId: game.cashId });
    game.do({ type: 'endWeek' });
    // Cash had $10: it pays that much of the groceries, the account the other $90 and the fares.
    expect(game.cash).toBe(0);
    expect(game.balance(account)).toBe(29_000 - 9_000 - 3_500);
    expect(owed(game)).toBe(0);
    // Sam paid nothing, so Sam says nothing: the game's notice says where the money came from.
    expect(texts(game)).toEqual([]);
    const notice = selectEmails(game.state, game.content, 0).find(
      (e) => e.subject === 'Everyday spending: paid another way',
    )!;
    expect(notice.from).toBe('Money Challenge');
    expect(notice.content).toContain('so you paid $90.00 of groceries from Everyday');
  });

  it('keeps covering past what the housemate can spare: going short is never free', () => {
    const game = brokeGame(0);
    const account = game.open('everyday');
    for (let week = 1; week <= 3; week++) {
      game.nextWeek();
      expect(game.balance(account)).toBeGreaterThanOrEqual(0);
    }
    // The pay is a few cents: the shops got the whole three weeks, and the housemate is owed it.
    expect(spentAt(game, 'Test Mart') + spentAt(game, 'Test Buses')).toBe(3 * WEEK);
    expect(owed(game)).toBeGreaterThan(20_000);
    expect(texts(game).at(-1)!.content).toContain('more than I can really spare');
    expect(selectBills(game.state)).toEqual([]);
  });

  it('is paid back from cash or an account, never more than is owed', () => {
    // $120 for $135 of groceries and fares: $15 of fares short, covered; the first pay comes at the
    // end of week 2.
    const game = everydayGame({ startingCashCents: 12_000 });
    const account = game.open('everyday', 12_000);
    game.nextWeek();
    game.nextWeek();
    expect(owed(game)).toBe(1_500);
    expect(game.cash).toBe(0);
    expect(
      game.reject({ type: 'repayLender', fromAccountId: game.cashId, amountCents: 500 }),
    ).toMatchObject({
      code: 'everyday/insufficient-funds',
      message: 'Error: Not enough funds in selected account',
    });
    expect(
      game.reject({ type: 'repayLender', fromAccountId: account, amountCents: 1_501 }),
    ).toMatchObject({
      code: 'everyday/more-than-owed',
      message: 'Error: you only owe Sam $15.00.',
    });
    expect(game.reject({ type: 'repayLender', fromAccountId: null, amountCents: 100 }).code).toBe(
      'everyday/select-account',
    );
    expect(game.reject({ type: 'repayLender', fromAccountId: account, amountCents: 0 }).code).toBe(
      'everyday/enter-amount',
    );
    const before = game.balance(account);
    game.do({ type: 'repayLender', fromAccountId: account, amountCents: 1_000 });
    expect(owed(game)).toBe(500);
    game.do({ type: 'repayLender', fromAccountId: account, amountCents: 500 });
    expect(owed(game)).toBe(0);
    expect(game.balance(account)).toBe(before - 1_500);
    expect(selectProgress(game.state).rows.some((r) => r.category === 'Loans')).toBe(false);
    expect(
      game.reject({ type: 'repayLender', fromAccountId: account, amountCents: 100 }),
    ).toMatchObject({ code: 'everyday/nothing-owed', message: 'You don’t owe Sam anything.' });
  });
});

describe('a subscription', () => {
  it('renews on its own every four weeks, with an email each time', () => {
    const game = everydayGame();
    game.open('everyday', 50_000);
    for (let week = 1; week <= 9; week++) game.nextWeek();
    expect(spentAt(game, 'Test Flix')).toBe(3 * TV); // weeks 1, 5 and 9
    const renewals = selectEmails(game.state, game.content, 0).filter((e) =>
      e.subject.includes('has renewed'),
    );
    expect(renewals).toHaveLength(3);
  });

  it('once cancelled, never renews again', () => {
    const game = everydayGame();
    game.open('everyday', 50_000);
    game.nextWeek();
    game.do({ type: 'cancelSubscription', spendingId: 'tv' });
    for (let week = 2; week <= 14; week++) game.nextWeek();
    expect(spentAt(game, 'Test Flix')).toBe(TV); // only week 1's
    expect(subscription(game)).toMatchObject({
      isActive: false,
      endReason: 'cancelled',
      endedWeek: 2,
    });
    expect(game.reject({ type: 'cancelSubscription', spendingId: 'tv' })).toMatchObject({
      code: 'everyday/already-ended',
      message: 'This subscription has already ended.',
    });
  });

  it('cannot cancel groceries or something that does not exist', () => {
    const game = everydayGame();
    expect(game.reject({ type: 'cancelSubscription', spendingId: 'groceries' }).code).toBe(
      'everyday/not-found',
    );
    expect(game.reject({ type: 'cancelSubscription', spendingId: 'gym' }).message).toBe(
      'Subscription not found.',
    );
  });
});
