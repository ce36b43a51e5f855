import { describe, expect, it } from 'vitest';
import {
  selectBills,
  selectEmails,
  selectTextThreads,
  type CommunicationView,
  type StoryBeat,
} from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content, withScenario } from '../../test/fixtures/content';

const quiet = { ...content.scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 };
const [rent, , phone] = content.scenario.bills;

const story: StoryBeat[] = [
  {
    type: 'event',
    week: 1,
    id: 'story-gift',
    kind: 'windfall',
    channel: 'text',
    from: 'Aunty',
    subject: 'For your room',
    content: '<p>$50 for your new room.</p>',
    amountCents: 5_000,
  },
  {
    type: 'offer',
    week: 2,
    id: 'story-plan',
    channel: 'email',
    from: 'Test Mobile',
    subject: 'A cheaper plan',
    content: '<p>Switch for $5 now and pay $25 a month instead of $35 from next week.</p>',
    isScam: false,
    acceptAmountCents: -500,
    acceptBillChange: { seriesId: 'phone', amountCents: 2_500 },
    acceptOutcome: '<p>Switched.</p>',
    declineOutcome: '<p>Stayed.</p>',
    redFlags: [],
  },
  {
    type: 'event',
    week: 3,
    id: 'story-rent-rise',
    kind: 'notice',
    channel: 'email',
    from: 'Test Realty',
    subject: 'Rent increase notice',
    content: '<p>From the rent bill of week 7 your rent is $420 a fortnight.</p>',
    amountCents: 0,
    billChange: { seriesId: 'rent', amountCents: 42_000, fromWeek: 7 },
  },
  {
    type: 'event',
    week: 4,
    id: 'story-key',
    kind: 'mishap',
    channel: 'email',
    from: 'Test Realty',
    subject: 'A new key',
    content: '<p>$25 for a new key.</p>',
    amountCents: 2_500,
  },
];

function storyGame() {
  const game = new TestGame(withScenario({ story, bills: [rent!, phone!], rules: quiet }));
  const account = game.open('everyday', 50_000);
  return { game, account };
}

function storyMessages(game: TestGame): CommunicationView[] {
  return [
    ...selectEmails(game.state, game.content),
    ...selectTextThreads(game.state, game.content).flatMap((t) => t.messages),
  ].filter((m) => m.subject !== 'Welcome' && m.subject !== 'Hi' && !m.bill?.isRecurring);
}

const amounts = (game: TestGame, seriesId: string) =>
  selectBills(game.state)
    .filter((b) => b.seriesId === seriesId)
    .sort((a, b) => a.openingWeek - b.openingWeek)
    .map((b) => [b.openingWeek, b.originalAmountCents]);

describe('the story', () => {
  it('starts in week 1: its event arrives as the game is created', () => {
    const { game } = storyGame();
    expect(game.state.events.usedEventIds).toEqual(['story-gift']);
    expect(game.cash).toBe(100_000 + 5_000 - 50_000);
    expect(storyMessages(game)).toEqual([
      expect.objectContaining({ from: 'Aunty', subject: 'For your room', amountCents: 5_000 }),
    ]);
  });

  it('brings its offer in its week; accepting costs what it says and lowers the bill from next week', () => {
    const { game, account } = storyGame();
    game.nextWeek();
    const offer = storyMessages(game).find((m) => m.subject === 'A cheaper plan')!;
    expect(offer).toMatchObject({ isActionable: true, week: 2 });
    expect(amounts(game, 'phone')).toEqual([[2, 3_500]]);
    const before = game.balance(account);
    game.do({ type: 'actionCommunication', communicationId: offer.id, choice: 'accept' });
    expect(game.balance(account)).toBe(before - 500);
    for (let week = 2; week < 10; week++) game.nextWeek();
    expect(amounts(game, 'phone')).toEqual([
      [2, 3_500],
      [6, 2_500],
      [10, 2_500],
    ]);
  });

  it('leaves the bill as it was when the offer is declined', () => {
    const { game } = storyGame();
    game.nextWeek();
    const offer = storyMessages(game).find((m) => m.subject === 'A cheaper plan')!;
    game.do({ type: 'actionCommunication', communicationId: offer.id, choice: 'decline' });
    for (let week = 2; week < 6; week++) game.nextWeek();
    expect(amounts(game, 'phone')).toEqual([
      [2, 3_500],
      [6, 3_500],
    ]);
  });

  it('announces a rent rise that applies from the week it names, never to bills already sent', () => {
    const { game } = storyGame();
    for (let week = 1; week < 9; week++) game.nextWeek();
    const notice = storyMessages(game).find((m) => m.subject === 'Rent increase notice')!;
    expect(notice).toMatchObject({ week: 3, amountCents: 0, bill: null });
    // This player pays nothing: evicted at the end of week 7, the week-9 rent is the new room's.
    expect(amounts(game, 'rent')).toEqual([
      [1, 40_000],
      [3, 40_000],
      [5, 40_000],
      [7, 42_000],
    ]);
  });

  it('turns a mishap into a bill', () => {
    const { game } = storyGame();
    for (let week = 1; week < 4; week++) game.nextWeek();
    expect(selectBills(game.state).find((b) => b.seriesId === 'event:story-key')).toMatchObject({
      title: 'A new key',
      originalAmountCents: 2_500,
      openingWeek: 4,
    });
  });

  it('is the same for every player of the scenario', () => {
    const weeks = (instanceSeed: string, gameSeed: string) => {
      const game = new TestGame(withScenario({ story, bills: [], rules: quiet }), {
        instanceSeed,
        gameSeed,
      });
      game.open('everyday');
      for (let week = 1; week < 5; week++) game.nextWeek();
      return game.state.events;
    };
    expect(weeks('b', 'other game')).toEqual(weeks('a', 'a game'));
  });
});
