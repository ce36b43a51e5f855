import { describe, expect, it } from 'vitest';
import { selectApps, selectCommunication, selectEmails, selectTextThreads } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content, withScenario } from '../../test/fixtures/content';

const rules = content.scenario.rules;
/** A game where week 2 brings exactly this offer. */
function offerGame(offerId: string, startingCashCents = 100_000) {
  const game = new TestGame(
    withScenario({
      bills: [],
      offerIds: [offerId],
      startingCashCents,
      rules: { ...rules, weeklyEventChance: 0, weeklyOfferChance: 1 },
    }),
  );
  const account = game.open('everyday');
  game.nextWeek();
  const all = [
    ...selectEmails(game.state, game.content),
    ...selectTextThreads(game.state, game.content).flatMap((t) => t.messages),
  ];
  const offer = all.find((c) => c.isActionable)!;
  return { game, account, offer };
}

describe('emails and texts', () => {
  it('start with the welcome email and text, the name filled in', () => {
    const game = new TestGame();
    const [welcome] = selectEmails(game.state, content, 0);
    expect(welcome).toMatchObject({
      communicationType: 'EmailInstance',
      from: 'Mentor',
      content: '<p>Hi Tess!</p>',
      isRead: false,
      week: 1,
      category: 0,
    });
    const threads = selectTextThreads(game.state, content);
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      from: 'Housemate',
      unreadCount: 1,
      excerpt: 'Rent is due next week.',
    });
  });

  it('are marked read, and deleted', () => {
    const game = new TestGame();
    const emailApp = () => selectApps(game.state, content).find((a) => a.name === 'Email')!;
    const unread = emailApp().updateCount;
    const [welcome] = selectEmails(game.state, content, 0);
    game.do({ type: 'readCommunication', communicationId: welcome!.id });
    expect(selectCommunication(game.state, content, welcome!.id)!.isRead).toBe(true);
    expect(emailApp().updateCount).toBe(unread - 1);
    game.do({ type: 'readCommunication', communicationId: welcome!.id });
    game.do({ type: 'deleteCommunication', communicationId: welcome!.id });
    expect(selectCommunication(game.state, content, welcome!.id)).toBeNull();
    expect(game.reject({ type: 'deleteCommunication', communicationId: welcome!.id }).code).toBe(
      'comms/not-found',
    );
    expect(game.reject({ type: 'readCommunication', communicationId: 'x' }).code).toBe(
      'comms/not-found',
    );
  });

  it('file bills and their reminders under bills, pay slips and statements under bank', () => {
    // No random mishap (a bill of its own, filed with the bills) in these weeks.
    const game = new TestGame(
      withScenario({ rules: { ...rules, weeklyEventChance: 0, weeklyOfferChance: 0 } }),
    );
    game.open('everyday');
    game.nextWeek();
    game.nextWeek();
    const bills = selectEmails(game.state, game.content, 1);
    expect(new Set(bills.map((e) => e.communicationType))).toEqual(
      new Set(['BillEmailInstance', 'EmailInstance']),
    );
    // The unpaid week-1 bills' reminders are about a bill, so they sit beside it.
    expect(bills.filter((e) => e.communicationType === 'EmailInstance').every((e) => e.bill)).toBe(
      true,
    );
    expect(selectEmails(game.state, game.content, 2).map((e) => e.communicationType)).toEqual([
      'PaySlipEmailInstance',
    ]);
  });

  it('refuse to action a message that is not an offer', () => {
    const game = new TestGame();
    const [welcome] = selectEmails(game.state, content, 0);
    expect(
      game.reject({ type: 'actionCommunication', communicationId: welcome!.id, choice: 'accept' })
        .code,
    ).toBe('comms/not-actionable');
  });
});

describe('offers', () => {
  it('a genuine offer pays what it says when accepted', () => {
    const { game, account, offer } = offerGame('babysit');
    expect(offer).toMatchObject({
      communicationType: 'TextMessageInstance',
      isActionable: true,
      actioned: false,
      amountCents: 8_800,
    });
    const events = game.do({
      type: 'actionCommunication',
      communicationId: offer.id,
      choice: 'accept',
    });
    expect(game.balance(account)).toBe(8_800);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'offerActioned',
        accepted: true,
        isScam: false,
        movedCents: 8_800,
      }),
    );
    expect(selectCommunication(game.state, game.content, offer.id)).toMatchObject({
      actioned: true,
      accepted: true,
      outcome: '<p>Earned $88</p>',
    });
    expect(
      game.reject({ type: 'actionCommunication', communicationId: offer.id, choice: 'decline' })
        .code,
    ).toBe('comms/already-actioned');
  });

  it('a genuine offer that costs money needs the money', () => {
    const { game, account, offer } = offerGame('swim', 3_000);
    expect(
      game.reject({ type: 'actionCommunication', communicationId: offer.id, choice: 'accept' })
        .code,
    ).toBe('comms/insufficient-funds');
    game.nextWeek(); // pay day
    const before = game.balance(account);
    game.do({ type: 'actionCommunication', communicationId: offer.id, choice: 'accept' });
    expect(game.balance(account)).toBe(before - 4_000);
    expect(game.cash).toBe(3_000);
  });

  it('accepting a scam costs the player; the outcome explains the red flags', () => {
    const { game, account, offer } = offerGame('scam-bank');
    game.do({
      type: 'transfer',
      fromAccountId: game.cashId,
      toAccountId: account,
      amountCents: 20_000,
    });
    const cashBefore = game.cash;
    const events = game.do({
      type: 'actionCommunication',
      communicationId: offer.id,
      choice: 'accept',
    });
    // $320: the $200 in the bank account first, then $120 of cash.
    expect(game.balance(account)).toBe(0);
    expect(game.cash).toBe(cashBefore - 12_000);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'offerActioned',
        isScam: true,
        movedCents: -32_000,
        redFlags: ['Link', 'Urgency'],
      }),
    );
    expect(selectCommunication(game.state, game.content, offer.id)).toMatchObject({
      amountCents: -32_000,
      redFlags: ['Link', 'Urgency'],
    });
  });

  it('a scammer can only take what there is', () => {
    const { game, offer } = offerGame('scam-bank', 5_000);
    game.do({ type: 'actionCommunication', communicationId: offer.id, choice: 'accept' });
    expect(game.cash).toBe(0);
  });

  it('declining costs nothing', () => {
    const { game, offer } = offerGame('scam-shop');
    const before = game.cash;
    const events = game.do({
      type: 'actionCommunication',
      communicationId: offer.id,
      choice: 'decline',
    });
    expect(game.cash).toBe(before);
    expect(events).toContainEqual({ type: 'notice', message: '<p>Good call</p>' });
    expect(selectCommunication(game.state, game.content, offer.id)).toMatchObject({
      actioned: true,
      accepted: false,
    });
  });

  it('is cancelled when left unanswered, and then cannot be actioned', () => {
    const { game, offer } = offerGame('babysit');
    game.nextWeek();
    expect(selectCommunication(game.state, game.content, offer.id)!.cancelled).toBe(false);
    game.nextWeek();
    expect(selectCommunication(game.state, game.content, offer.id)!.cancelled).toBe(true);
    expect(
      game.reject({ type: 'actionCommunication', communicationId: offer.id, choice: 'accept' }),
    ).toMatchObject({
      code: 'comms/cancelled',
      message: 'This offer has been cancelled.',
    });
  });
});
