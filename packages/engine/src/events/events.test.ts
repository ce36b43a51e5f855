import { describe, expect, it } from 'vitest';
import { selectBills, selectEmails, selectTextThreads, type CommunicationView } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { hashSeed } from '../random/prng';
import { worldSchedule, worldWeek } from './world';
import { content, withScenario } from '../../test/fixtures/content';

const rules = content.scenario.rules;
function eventGame(eventIds: string[]) {
  const game = new TestGame(
    withScenario({
      bills: [],
      eventIds,
      rules: { ...rules, weeklyEventChance: 1, weeklyOfferChance: 0 },
    }),
  );
  const account = game.open('everyday');
  return { game, account };
}

function eventMessages(game: TestGame): CommunicationView[] {
  return [
    ...selectEmails(game.state, game.content),
    ...selectTextThreads(game.state, game.content).flatMap((t) => t.messages),
  ].filter(
    (c) =>
      c.communicationType === 'RandomEventEmailInstance' ||
      (c.communicationType === 'TextMessageInstance' && c.week > 1),
  );
}

describe('random events', () => {
  it('leave week 1 quiet', () => {
    const { game } = eventGame(['gift']);
    expect(eventMessages(game)).toEqual([]);
  });

  it('pay a windfall into the first transaction account', () => {
    const { game, account } = eventGame(['gift']);
    game.nextWeek();
    expect(game.balance(account)).toBe(5_000);
    expect(eventMessages(game)[0]).toMatchObject({
      communicationType: 'RandomEventEmailInstance',
      from: 'Nan',
      amountCents: 5_000,
      category: 0,
      week: 2,
    });
  });

  it('turn a mishap into a one-off bill due two weeks later', () => {
    const { game } = eventGame(['dentist']);
    game.nextWeek();
    const bill = selectBills(game.state).find((b) => b.seriesId === 'event:dentist')!;
    expect(bill).toMatchObject({
      title: 'Filling',
      payee: 'Dentist',
      amountCents: 18_900,
      openingWeek: 2,
      weekDue: 4,
      isRecurring: false,
      tag: '',
    });
    const [message] = eventMessages(game);
    expect(message).toMatchObject({
      communicationType: 'RandomEventEmailInstance',
      category: 1,
      tag: '',
      targetItemInstanceId: bill.id,
    });
  });

  it('can come by text', () => {
    const { game } = eventGame(['phone-screen']);
    game.nextWeek();
    const thread = selectTextThreads(game.state, game.content).find((t) => t.from === 'Repairs')!;
    expect(thread.messages[0]).toMatchObject({
      communicationType: 'TextMessageInstance',
      amountCents: 16_000,
      bill: expect.objectContaining({ amountCents: 16_000 }),
    });
  });

  it('never repeat, and follow the game seed, whoever plays', () => {
    const order = (gameSeed: string, instanceSeed: string) => {
      const game = new TestGame(
        withScenario({
          bills: [],
          eventIds: [],
          rules: { ...rules, weeklyEventChance: 1, weeklyOfferChance: 0 },
        }),
        { gameSeed, instanceSeed },
      );
      game.open('everyday');
      for (let week = 1; week <= 8; week++) game.nextWeek();
      return game.state.events.usedEventIds;
    };
    const a = order('a', 'me');
    expect([...a].sort()).toEqual(['dentist', 'gift', 'phone-screen', 'sold']);
    expect(order('a', 'a classmate')).toEqual(a);
    const others = ['b', 'c', 'd', 'e', 'f'].map((seed) => order(seed, 'me').join());
    expect(others.some((o) => o !== a.join())).toBe(true);
  });

  it('come from a schedule drawn once per game: each week as the whole schedule has it', () => {
    const world = withScenario({ rules: { ...rules, weeklyEventChance: 0.5 } });
    const seed = hashSeed('class-10b');
    const schedule = worldSchedule(world, seed, 27);
    expect(schedule.map((w) => w.week)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(schedule[0]).toEqual({ week: 1, event: null, offer: null });
    for (const week of [5, 1, 27, 12, 5])
      expect(worldWeek(world, seed, week)).toEqual(schedule[week - 1]);
    const events = schedule.flatMap((w) => (w.event ? [w.event.id] : []));
    expect(new Set(events).size).toBe(events.length);
  });
});

describe('the world deck', () => {
  // Twelve scams from $50 to $600 and four genuine offers, all open in every week.
  const scams = Array.from({ length: 12 }, (_, i) => ({
    ...content.offers[0]!,
    id: `scam-${i}`,
    acceptAmountCents: -(i + 1) * 5_000,
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  }));
  const genuine = Array.from({ length: 4 }, (_, i) => ({
    ...content.offers[2]!,
    id: `job-${i}`,
    acceptAmountCents: (i + 1) * 2_000,
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  }));
  const world = {
    ...withScenario({
      offerIds: [],
      rules: { ...rules, weeklyEventChance: 0, weeklyOfferChance: 0.4 },
    }),
    offers: [...scams, ...genuine],
  };
  const games = 'abcdefghijklmnopqrst'
    .split('')
    .map((seed) => worldSchedule(world, hashSeed(seed), 27));
  const offersOf = (schedule: ReturnType<typeof worldSchedule>) =>
    schedule.flatMap((w) => (w.offer ? [w.offer] : []));

  it('deals every game the same number of offers, and of scams among them', () => {
    // 40 % of weeks 2 to 26 have an offer; scams take their share of the pool's weight (12 of 16).
    const counts = games.map((g) => {
      const offers = offersOf(g);
      return [offers.length, offers.filter((o) => o.isScam).length];
    });
    expect(new Set(counts.map((c) => c.join()))).toEqual(new Set(['10,7']));
    // ...in weeks that differ from game to game.
    const weeks = games.map((g) => g.flatMap((w) => (w.offer ? [w.week] : [])).join());
    expect(new Set(weeks).size).toBeGreaterThan(10);
  });

  it('gives every game scams from each band of amounts, not all the big ones to one game', () => {
    for (const game of games) {
      // Each scam's place among the twelve in order of amount (the biggest loss first).
      const places = offersOf(game)
        .filter((o) => o.isScam)
        .map((o) => 12 + o.acceptAmountCents / 5_000)
        .sort((a, b) => a - b);
      // Seven bands of the twelve: one scam from each.
      places.forEach((place, band) => {
        expect(place).toBeGreaterThanOrEqual(Math.floor((band * 12) / 7));
        expect(place).toBeLessThan(Math.floor(((band + 1) * 12) / 7));
      });
    }
    const totals = games.map((g) =>
      offersOf(g)
        .filter((o) => o.isScam)
        .reduce((sum, o) => sum - o.acceptAmountCents, 0),
    );
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(5 * 5_000);
  });
});
