import { describe, expect, it } from 'vitest';
import { ITEM_MESSAGES, MONEY_MESSAGES } from '@mc/contract';
import {
  selectBills,
  selectEveryday,
  selectMyStuff,
  selectNetPosition,
  selectPaymentSources,
  selectProgress,
  selectShop,
  selectWeekBreakdown,
} from '../index';
import { EVERYDAY, items, withScenario, withShops } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import { stockIn, SHOP_ITEMS_PER_WEEK } from '../ushop/stock';
import { secondHandCents, valueAfter } from './value';

// My Stuff and uShop: what things are worth and how that moves, and buying new.

const content = withScenario(withShops);
const type = (id: string) => items.find((item) => item.id === id)!;

describe('what a thing is worth', () => {
  it('is what a good second-hand one fetches, moving by its kind week by week', () => {
    const phone = type('phone'); // $300 new, 40% off second-hand, loses 26% a year
    expect(secondHandCents(phone)).toBe(18_000);
    expect(valueAfter(phone, 18_000, 0)).toBe(18_000);
    expect(valueAfter(phone, 18_000, 52)).toBe(Math.round(18_000 * 0.74));
    expect(valueAfter(phone, 18_000, 26)).toBe(Math.round(18_000 * Math.sqrt(0.74)));
    // A licence keeps its worth; a ticket is an experience, worth nothing once bought.
    expect(valueAfter(type('licence'), 20_000, 52)).toBe(20_000);
    expect(secondHandCents(type('licence'))).toBe(20_000);
    expect(secondHandCents(type('ticket'))).toBe(0);
    // Something that gains value gains.
    expect(valueAfter({ ...phone, valueChangePerYear: 0.1 }, 10_000, 52)).toBe(11_000);
  });

  it('counts in the report under Items and in the net position, and falls at each week’s end', () => {
    const game = new TestGame(content);
    game.open('everyday', 1_000);
    const row = () => selectProgress(game.state).rows.find((r) => r.category === 'Items')!;
    expect(row()).toEqual({ title: 'A smartphone', category: 'Items', balanceCents: 18_000 });
    const net = selectNetPosition(game.state);
    game.do({ type: 'endWeek' });
    const lost = 18_000 - valueAfter(type('phone'), 18_000, 1);
    expect(lost).toBeGreaterThan(0);
    expect(row().balanceCents).toBe(18_000 - lost);
    const breakdown = selectWeekBreakdown(game.state, 1)!;
    expect(breakdown.find((m) => m.category === 'items')?.amountCents).toBe(-lost);
    expect(selectNetPosition(game.state)).toBeLessThan(net);
  });
});

describe('uShop', () => {
  it('stocks the same things for every player of a game, with things jobs ask for in turn', () => {
    const a = new TestGame(content, { gameSeed: 'shop', instanceSeed: 'a' });
    const b = new TestGame(content, { gameSeed: 'shop', instanceSeed: 'b' });
    const ids = (g: TestGame) => selectShop(g.state, content).map((line) => line.type.id);
    expect(ids(a)).toEqual(ids(b));
    const seen = new Set<string>();
    for (let week = 1; week <= 3; week++)
      for (const line of stockIn(content, a.state.gameSeed, week)) seen.add(line.type.id);
    for (const id of ['phone', 'bike', 'licence']) expect(seen).toContain(id);
    expect(stockIn(content, a.state.gameSeed, 1).length).toBeLessThanOrEqual(SHOP_ITEMS_PER_WEEK);
  });

  it('sells from the card: a purchase on the card, the thing in My Stuff at its second-hand worth', () => {
    const game = new TestGame(content);
    const account = game.open('everyday', 60_000);
    game.do({ type: 'buyCreditCard', cardTypeId: 'basic', fromAccountId: account });
    const card = selectPaymentSources(game.state).find(
      (s) => s.accountType === 'CreditCardInstance',
    )!;
    const line = selectShop(game.state, content).find(
      (l) => l.type.resaleable && l.type.priceCents <= 50_000, // within the card's $500 limit
    )!;
    const net = selectNetPosition(game.state);
    game.do({ type: 'buyFromShop', itemId: line.type.id, fromAccountId: card.id });
    expect(game.state.ledger.balances['card']).toBe(-line.type.priceCents);
    expect(game.state.creditCard.card!.purchasesSinceStatementCents).toBe(line.type.priceCents);
    const bought = selectMyStuff(game.state, content).at(-1)!;
    expect(bought.type.id).toBe(line.type.id);
    expect(bought.valueCents).toBe(secondHandCents(line.type));
    expect(bought.item.pricePaidCents).toBe(line.type.priceCents);
    // The net position falls by what the thing lost the moment it was bought.
    expect(selectNetPosition(game.state)).toBe(net - line.type.priceCents + bought.valueCents);
  });

  it('sells each player at most the week’s quantity, then it is sold out', () => {
    const game = new TestGame(content);
    game.open('everyday', 1_000);
    const saver = game.open('saver', 70_000);
    const line = selectShop(game.state, content)[0]!;
    for (let i = 0; i < line.quantity; i++)
      game.do({ type: 'buyFromShop', itemId: line.type.id, fromAccountId: saver });
    expect(selectShop(game.state, content)[0]).toMatchObject({ quantityLeft: 0 });
    expect(
      game.reject({ type: 'buyFromShop', itemId: line.type.id, fromAccountId: saver }).message,
    ).toBe(ITEM_MESSAGES.soldOut);
  });

  it('refuses what is not in stock, no source, and a source that cannot cover the price', () => {
    const game = new TestGame(content);
    const account = game.open('everyday', 1_000);
    const line = selectShop(game.state, content).find((l) => l.type.priceCents > 1_000)!;
    const buy = (itemId: string, fromAccountId: string | null) =>
      game.reject({ type: 'buyFromShop', itemId, fromAccountId }).message;
    expect(buy('not-a-thing', account)).toBe(ITEM_MESSAGES.notInShop);
    expect(buy(line.type.id, null)).toBe(MONEY_MESSAGES.selectAccount);
    expect(buy(line.type.id, account)).toBe(MONEY_MESSAGES.selectedAccountFunds);
  });
});

describe('what owning a thing costs and saves', () => {
  const everyday = withScenario({
    ...withShops,
    everydaySpending: EVERYDAY,
    startingCashCents: 600_000,
  });
  const fares = (game: TestGame) =>
    selectEveryday(game.state, everyday).items.find(
      (i) => i.category === 'travel' && !i.id.includes('#'),
    )!;

  it('a bike halves the week’s fares; a car replaces them and brings petrol, rego and insurance', () => {
    const game = new TestGame(everyday);
    game.open('everyday', 1_000);
    const saver = game.open('saver', 500_000);
    expect(fares(game).amountCents).toBe(3_500);
    const buy = (id: string) => {
      const week = stockIn(everyday, game.state.gameSeed, game.state.week);
      if (!week.some((l) => l.type.id === id)) return false;
      game.do({ type: 'buyFromShop', itemId: id, fromAccountId: saver });
      return true;
    };
    while (!buy('bike')) game.nextWeek();
    expect(fares(game).amountCents).toBe(1_750);
    while (!buy('car')) game.nextWeek();
    const boughtWeek = game.state.week;
    expect(fares(game).amountCents).toBe(0);
    const petrol = selectEveryday(game.state, everyday).items.find((i) => i.title === 'Petrol')!;
    expect(petrol.amountCents).toBe(3_000);
    const titles = () => selectBills(game.state).map((b) => b.title);
    expect(titles()).not.toContain('Registration');
    game.nextWeek();
    expect(game.state.week).toBe(boughtWeek + 1);
    expect(titles()).toEqual(expect.arrayContaining(['Registration', 'Insurance']));
    // Petrol left the source at the end of the week the car was bought.
    const spent = selectWeekBreakdown(game.state, boughtWeek)!;
    expect(spent.find((m) => m.category === 'everyday')!.amountCents).toBeLessThan(0);
  });
});
