import { describe, expect, it } from 'vitest';
import { ITEM_MESSAGES, MONEY_MESSAGES } from '@mc/contract';
import {
  selectBids,
  selectEmails,
  selectLots,
  selectMyStuff,
  selectNetPosition,
  selectPaymentSources,
  selectProgress,
  selectSales,
} from '../index';
import { withScenario, withShops } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import { buyerChance } from './sales';
import { lotById, lotsOpenIn, LOTS_PER_WEEK, type Lot } from './lots';

// iBuy: lots and bidders from the game's seed, bids held until a lot closes, outbid and won by
// e-mail, buy-now, and selling what the player owns.

const content = withScenario(withShops);

/** A game with a savings account to bid and buy from (pay goes to the everyday account). */
function newGame(gameSeed = 'market') {
  const game = new TestGame(content, { gameSeed });
  const everyday = game.open('everyday', 1_000);
  const account = game.open('saver', 79_000);
  return { game, account, everyday };
}

/** This week's lots as the engine draws them (with the hidden limit), first one closing later. */
function lotsNow(game: TestGame): Lot[] {
  return lotsOpenIn(content, game.state.gameSeed, game.state.week, game.state.totalWeeks);
}

function openingLot(game: TestGame): Lot {
  return lotsNow(game).find((lot) => lot.closeWeek > game.state.week)!;
}

const subjects = (game: TestGame) => selectEmails(game.state, content, 0).map((e) => e.subject);

describe('the lots', () => {
  it('are the same for every player of a game, and another game has others', () => {
    const a = new TestGame(content, { gameSeed: 'one', instanceSeed: 'a' });
    const b = new TestGame(content, { gameSeed: 'one', instanceSeed: 'b' });
    const c = new TestGame(content, { gameSeed: 'two', instanceSeed: 'a' });
    const view = (g: TestGame) =>
      selectLots(g.state, content).map((l) => [l.lot.id, l.lot.type.id, l.currentBidCents]);
    expect(view(a)).toEqual(view(b));
    expect(view(a)).not.toEqual(view(c));
  });

  it('open each week, close at the end of the next, none after the game, buy-now above the limit', () => {
    const game = new TestGame(content);
    expect(lotsNow(game)).toHaveLength(LOTS_PER_WEEK);
    for (let week = 1; week <= 27; week++) {
      const open = lotsOpenIn(content, game.state.gameSeed, week, 26);
      for (const lot of open) {
        expect(lot.closeWeek).toBeLessThanOrEqual(26);
        expect(lot.buyNowCents).toBeGreaterThan(lot.competitorMaxCents);
        expect(lot.bids.at(-1)!.currentCents).toBeLessThan(lot.competitorMaxCents);
        expect(lot.type.resaleable).toBe(true);
      }
    }
    expect(lotsOpenIn(content, game.state.gameSeed, 27, 26)).toEqual([]);
  });
});

describe('a bid', () => {
  it('shows money held from cash as cash, not as a bank account', () => {
    const { game } = newGame();
    const lot = openingLot(game);
    const view = selectLots(game.state, content).find((l) => l.lot.id === lot.id)!;
    game.do({
      type: 'placeBid',
      lotId: lot.id,
      fromAccountId: game.cashId,
      amountCents: view.suggestedBidCents,
    });
    expect(selectProgress(game.state).rows).toContainEqual({
      title: 'My Cash: held for iBuy bids',
      category: 'Cashbox',
      balanceCents: view.suggestedBidCents,
    });
  });

  it('is held from the account: not spendable, counted in the net position, shown on the report', () => {
    const { game, account } = newGame();
    const lot = openingLot(game);
    const view = selectLots(game.state, content).find((l) => l.lot.id === lot.id)!;
    const before = { balance: game.balance(account), net: selectNetPosition(game.state) };
    game.do({
      type: 'placeBid',
      lotId: lot.id,
      fromAccountId: account,
      amountCents: view.suggestedBidCents,
    });
    expect(game.balance(account)).toBe(before.balance - view.suggestedBidCents);
    expect(selectNetPosition(game.state)).toBe(before.net);
    expect(selectProgress(game.state).rows).toContainEqual({
      title: 'Saver: held for iBuy bids',
      category: 'BankAccountTransactions',
      balanceCents: view.suggestedBidCents,
    });
    const after = selectLots(game.state, content).find((l) => l.lot.id === lot.id)!;
    expect(after.userBidding).toBe(true);
    // The held money cannot be spent again: a transfer of the whole old balance is refused.
    const refused = game.try({
      type: 'placeBid',
      lotId: lotsNow(game).find((l) => l.id !== lot.id)!.id,
      fromAccountId: account,
      amountCents: before.balance,
    });
    expect(refused).toMatchObject({ ok: false, message: MONEY_MESSAGES.selectedAccountFunds });
  });

  it('must beat the current bid by $5, come from cash or a bank account, and once per lot', () => {
    const { game, account } = newGame();
    const lot = openingLot(game);
    const view = selectLots(game.state, content).find((l) => l.lot.id === lot.id)!;
    const bid = (amountCents: number, fromAccountId: string | null = account) =>
      game.reject({ type: 'placeBid', lotId: lot.id, fromAccountId, amountCents });
    expect(bid(view.currentBidCents + 499).message).toBe(ITEM_MESSAGES.bidTooLow);
    expect(bid(view.currentBidCents + 500, null).message).toBe(MONEY_MESSAGES.selectAccount);
    expect(bid(10_000_100).message).toBe(ITEM_MESSAGES.maxBid);
    expect(bid(0).message).toBe(MONEY_MESSAGES.enterAmount);
    game.do({
      type: 'placeBid',
      lotId: lot.id,
      fromAccountId: account,
      amountCents: view.minimumBidCents,
    });
    expect(
      game.reject({
        type: 'placeBid',
        lotId: lot.id,
        fromAccountId: account,
        amountCents: view.minimumBidCents + 10_000,
      }).message,
    ).toBe(ITEM_MESSAGES.alreadyBidding);
    expect(
      game.reject({ type: 'placeBid', lotId: 'lot-99-9', fromAccountId: account, amountCents: 900 })
        .message,
    ).toBe(ITEM_MESSAGES.lotClosed);
  });

  it('cannot be held on the credit card', () => {
    const { game, account } = newGame();
    game.do({ type: 'buyCreditCard', cardTypeId: 'basic', fromAccountId: account });
    const lot = openingLot(game);
    const view = selectLots(game.state, content).find((l) => l.lot.id === lot.id)!;
    expect(
      game.reject({
        type: 'placeBid',
        lotId: lot.id,
        fromAccountId: cardId(game),
        amountCents: view.suggestedBidCents,
      }).message,
    ).toBe(ITEM_MESSAGES.bidFromCardOrInvestment);
  });

  it('cancelled, gives back exactly what was held', () => {
    const { game, account } = newGame();
    const lot = openingLot(game);
    const before = game.balance(account);
    const view = selectLots(game.state, content).find((l) => l.lot.id === lot.id)!;
    game.do({
      type: 'placeBid',
      lotId: lot.id,
      fromAccountId: account,
      amountCents: view.suggestedBidCents,
    });
    const [bid] = selectBids(game.state, content);
    game.do({ type: 'cancelBid', bidId: bid!.bidId });
    expect(game.balance(account)).toBe(before);
    expect(selectBids(game.state, content)).toEqual([]);
    expect(game.reject({ type: 'cancelBid', bidId: bid!.bidId }).message).toBe(
      ITEM_MESSAGES.noSuchBid,
    );
  });

  it('under the keenest bidder’s limit is outbid at the week’s end: money back, e-mail, new bid', () => {
    const { game, account } = newGame();
    const lot = openingLot(game);
    const view = selectLots(game.state, content).find((l) => l.lot.id === lot.id)!;
    expect(view.minimumBidCents).toBeLessThan(lot.competitorMaxCents);
    const amount = Math.min(view.suggestedBidCents, lot.competitorMaxCents - 100);
    const before = game.balance(account);
    game.do({ type: 'placeBid', lotId: lot.id, fromAccountId: account, amountCents: amount });
    game.nextWeek();
    expect(selectBids(game.state, content)).toEqual([]);
    // Back in the account, to the cent (nothing else moves it before a month ends).
    expect(game.balance(account)).toBe(before);
    expect(subjects(game)).toContain(`You've been outbid: ${lot.type.title}`);
    const now = selectLots(game.state, content).find((l) => l.lot.id === lot.id)!;
    // The lot shows $5 more than the player's bid (never the keenest bidder's limit), or the
    // others' bids if they are higher now.
    const answer = amount + 500;
    expect(now.currentBidCents).toBe(Math.max(answer, lot.bids[1]!.currentCents));
    expect(now.userBidding).toBe(false);
    expect(now.numberOfBids).toBe(lot.bids[1]!.count + 2);
  });

  it('at the limit leads: a tie goes to the earlier bid, the player’s', () => {
    const { game, account } = newGame();
    const lot = openingLot(game);
    game.do({
      type: 'placeBid',
      lotId: lot.id,
      fromAccountId: account,
      amountCents: lot.competitorMaxCents,
    });
    game.nextWeek();
    expect(selectBids(game.state, content).map((b) => b.bid.amountCents)).toEqual([
      lot.competitorMaxCents,
    ]);
    expect(subjects(game).some((s) => s.startsWith("You've been outbid"))).toBe(false);
  });

  it('above the limit leads, and wins when the lot closes: the held money pays, the thing is mine', () => {
    const { game, account } = newGame();
    const lot = openingLot(game);
    const amount = lot.buyNowCents - 500;
    game.do({ type: 'placeBid', lotId: lot.id, fromAccountId: account, amountCents: amount });
    const afterBid = game.balance(account);
    game.nextWeek(); // the lot's first week ends: still leading
    expect(selectBids(game.state, content)).toHaveLength(1);
    expect(subjects(game).some((s) => s.startsWith('You won'))).toBe(false);
    game.nextWeek(); // its closing week ends: won
    expect(selectBids(game.state, content)).toEqual([]);
    expect(subjects(game)).toContain(`You won: ${lot.type.title}`);
    const mine = selectMyStuff(game.state, content).find((v) => v.type.id === lot.type.id)!;
    expect(mine.item.pricePaidCents).toBe(amount);
    expect(mine.valueCents).toBeGreaterThan(0);
    expect(game.balance(account)).toBe(afterBid);
    expect(
      Object.entries(game.state.ledger.balances).filter(([k, v]) => k.startsWith('hold:') && v),
    ).toEqual([]);
    expect(lotById(content, game.state.gameSeed, lot.id)!.closeWeek).toBe(game.state.week - 1);
  });
});

describe('buy now', () => {
  it('pays the lot’s price at once (the card too), and the lot is sold out', () => {
    const { game, account } = newGame();
    game.do({ type: 'buyCreditCard', cardTypeId: 'basic', fromAccountId: account });
    const lot = openingLot(game);
    const owed = () => game.state.ledger.balances['card'] ?? 0;
    game.do({ type: 'buyNow', lotId: lot.id, fromAccountId: cardId(game) });
    expect(owed()).toBe(-lot.buyNowCents);
    expect(game.state.creditCard.card!.purchasesSinceStatementCents).toBe(lot.buyNowCents);
    const view = selectLots(game.state, content).find((l) => l.lot.id === lot.id)!;
    expect(view.soldOut).toBe(true);
    expect(game.reject({ type: 'buyNow', lotId: lot.id, fromAccountId: account }).message).toBe(
      ITEM_MESSAGES.soldOut,
    );
    const mine = selectMyStuff(game.state, content).find((v) => v.type.id === lot.type.id)!;
    expect(mine.valueCents).toBe(lot.valueCents);
  });

  it('is refused when the source cannot cover it, changing nothing', () => {
    const game = new TestGame(content);
    const account = game.open('everyday', 1_000);
    const lot = openingLot(game);
    expect(game.reject({ type: 'buyNow', lotId: lot.id, fromAccountId: account }).message).toBe(
      MONEY_MESSAGES.selectedAccountFunds,
    );
  });
});

describe('selling', () => {
  it('refuses prices out of range with the spec’s messages, and things in the player’s name', () => {
    const { game } = newGame();
    const phone = selectMyStuff(game.state, content)[0]!;
    const list = (priceCents: number) =>
      game.reject({ type: 'listForSale', itemInstanceId: phone.instanceId, priceCents });
    expect(list(10_000_001).message).toBe(ITEM_MESSAGES.maxSellPrice);
    expect(list(0).message).toBe(ITEM_MESSAGES.minSellPrice);
    expect(list(-500).message).toBe(ITEM_MESSAGES.minSellPrice);
    expect(list(99).message).toBe(ITEM_MESSAGES.minSellPrice);
    expect(
      game.reject({ type: 'listForSale', itemInstanceId: 'nope', priceCents: 1000 }).message,
    ).toBe(ITEM_MESSAGES.notOwned);
  });

  it('lists, can be cancelled, and a cheap price sells next week: the money arrives, the thing goes', () => {
    const { game, everyday: account } = newGame();
    const phone = selectMyStuff(game.state, content)[0]!;
    game.do({ type: 'listForSale', itemInstanceId: phone.instanceId, priceCents: 5_000 });
    expect(selectMyStuff(game.state, content)[0]!.sale).toMatchObject({ priceCents: 5_000 });
    expect(
      game.reject({ type: 'listForSale', itemInstanceId: phone.instanceId, priceCents: 6_000 })
        .message,
    ).toBe(ITEM_MESSAGES.alreadyForSale);
    const [sale] = selectSales(game.state);
    game.do({ type: 'cancelSale', saleId: sale!.saleId });
    expect(selectSales(game.state)).toEqual([]);
    // $50 for a phone worth $180: under any buyer's top price (85% of its worth or more).
    game.do({ type: 'listForSale', itemInstanceId: phone.instanceId, priceCents: 5_000 });
    const before = game.balance(account);
    game.nextWeek();
    expect(subjects(game)).toContain(`Sold: ${phone.type.title}`);
    expect(selectMyStuff(game.state, content)).toEqual([]);
    // The price less iBuy's fee (13.4%: $6.70).
    expect(game.balance(account)).toBe(before + 5_000 - 670);
    expect(selectSales(game.state)).toEqual([]);
  });

  it('is answered by the game’s buyer: the same for every player, less likely the dearer it is', () => {
    expect(buyerChance(8_000, 10_000)).toBe(1);
    expect(buyerChance(10_000, 10_000)).toBeCloseTo(0.4);
    expect(buyerChance(10_500, 10_000)).toBeCloseTo(0.2);
    expect(buyerChance(11_000, 10_000)).toBe(0);
    const outcome = (instanceSeed: string, priceCents: number) => {
      const game = new TestGame(content, { gameSeed: 'buyers', instanceSeed });
      game.open('everyday', 1_000);
      const phone = selectMyStuff(game.state, content)[0]!;
      game.do({ type: 'listForSale', itemInstanceId: phone.instanceId, priceCents });
      game.nextWeek();
      return subjects(game).find((s) => s.includes('old: '));
    };
    expect(outcome('a', 18_000)).toBe(outcome('b', 18_000));
    expect(outcome('a', 30_000)).toBe('Not sold: A smartphone');
  });
});

/** The credit card's id, as the payment sources give it. */
function cardId(game: TestGame): string {
  const card = selectPaymentSources(game.state).find((s) => s.accountType === 'CreditCardInstance');
  if (!card) throw new Error('no card');
  return card.id;
}
