import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  ERRORS,
  formatBalance,
  iBuySaleFeeCents,
  ITEM_MESSAGES,
  MONEY_MESSAGES,
  type BankAccountInstance,
  type Communication,
  type CommunicationsResult,
  type CreditCardInstance,
  type CreditCardType,
  type IBuyBid,
  type IBuyItem,
  type IBuySale,
  type OwnedItem,
  type ProgressResult,
  type ShopItem,
  type TransactionsResult,
} from '@mc/contract';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import {
  gameClient,
  joinSameGame,
  playWeek,
  startGame,
  startGameWithBank,
  storedVersion,
  type GameClient,
} from './support/game';
import { signUp } from './support/players';

// My Stuff, uShop and iBuy through the API (spec part 2, sections 2-9): this week's uShop stock
// and its per-player quantities, paying from cash, a bank account or the card; iBuy bids held
// from their source until the lot closes, outbid or won at the end of the week, buy-now; selling
// from My Stuff; another player's instance; concurrent commands; bad bodies. Each game's seed is
// random, so the tests choose lots and things by what the API shows rather than by name.

const SHOP_FIELDS = [
  'ID',
  'Title',
  'Description',
  'Image',
  'Price',
  'SoldOut',
  'Quantity',
  'QuantityLeft',
  'Purpose',
  'SecondHandValue',
  'ValueChangePerYear',
  'CanResell',
  'Owned',
  'NeededForJobs',
];

/** The held money's row in Where I'm at, named by where it came from ('Everyday: held for iBuy bids'). */
const HELD_ROW = ': held for iBuy bids';

// Each game's seed is drawn at random unless GAME_SEED is set: a failure names its seed, and
// `GAME_SEED=<seed> npx vitest run --project integration packages/server/test/items.test.ts`
// replays it.
const seedOverride: Record<string, string> = process.env.GAME_SEED
  ? { GAME_SEED: process.env.GAME_SEED }
  : {};

/** Dollars to whole cents, so money is compared exactly. */
const cents = (dollars: number) => Math.round(dollars * 100);

describe.each(dialects)('My Stuff, uShop and iBuy through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect, seedOverride);

  const shop = async (client: GameClient) =>
    (await client.get<ShopItem[]>('/api/i/uShop')).body.Results;
  const lots = async (client: GameClient) =>
    (await client.get<IBuyItem[]>('/api/i/iBuy')).body.Results;
  const inventory = async (client: GameClient) =>
    (await client.get<OwnedItem[]>('/api/i/items/inventory')).body.Results;
  const bids = async (client: GameClient) =>
    (await client.get<IBuyBid[]>('/api/i/iBuy/bids')).body.Results;
  const sales = async (client: GameClient) =>
    (await client.get<IBuySale[]>('/api/i/iBuy/items')).body.Results;
  const progress = async (client: GameClient) =>
    (await client.get<ProgressResult>('/api/i/progress')).body.Results;
  const card = async (client: GameClient) =>
    (await client.get<CreditCardInstance>('/api/i/creditcards')).body.Results;
  const account = async (client: GameClient, id: string) =>
    (await client.accounts()).find((candidate: BankAccountInstance) => candidate.ID === id)!;
  const statement = async (client: GameClient, accountId: string) =>
    (await client.get<TransactionsResult>('/api/i/transactions', { AccountInstanceID: accountId }))
      .body.Results;

  async function emails(client: GameClient): Promise<Communication[]> {
    const emailApp = (await client.apps()).Apps.find((app) => app.Name === 'Email')!;
    const inbox = await client.get<CommunicationsResult>('/api/i/communications', {
      GameAppInstanceID: emailApp.ID,
    });
    return inbox.body.Results.Communications;
  }

  /** The instance's stored version: a refused command stores nothing. */
  const version = (instanceId: string) => storedVersion(ctx, instanceId);

  const seedOf = async (gameId: string) =>
    (
      await ctx.app.db
        .selectFrom('games')
        .select(['seed'])
        .where('id', '=', gameId)
        .executeTakeFirstOrThrow()
    ).seed;

  /** Everything a refused command must leave as it was, read through the API. */
  async function snapshot(client: GameClient) {
    return {
      cash: (await client.cash()).Balance,
      accounts: (await client.accounts()).map((a: BankAccountInstance) => [a.ID, a.Balance]),
      card: (await client.get('/api/i/creditcards')).body,
      inventory: await inventory(client),
      bids: await bids(client),
      sales: await sales(client),
      shop: await shop(client),
      lots: await lots(client),
      progress: await progress(client),
    };
  }

  /** A new game with an everyday account holding `dollars` moved from the starting cash. */
  async function newGame(dollars: number) {
    const game = await startGameWithBank(ctx, dollars);
    return { ...game, seed: await seedOf(game.link.GameID) };
  }

  /** The card without an annual fee (or the cheapest), bought from `bankId`. */
  async function buyCard(client: GameClient, gameId: string, bankId: string) {
    const types = await client.get<CreditCardType[]>('/api/g/creditcards', { GameID: gameId });
    const cheapest = [...types.body.Results].sort((a, b) => a.Cost - b.Cost)[0]!;
    const bought = await client.post<CreditCardInstance>('/api/i/creditcards', {
      CreditCardID: cheapest.ID,
      PurchasingBankAccountInstanceID: bankId,
    });
    expect(bought.body.Success).toBe(true);
    return bought.body.Results;
  }

  const purchase = (client: GameClient, body: Record<string, unknown>) =>
    client.post<OwnedItem[]>('/api/i/items/purchase', body);
  const bid = (client: GameClient, body: Record<string, unknown>) =>
    client.post<IBuyBid[]>('/api/i/iBuy/bids', body);

  /** The statement rows of one account that iBuy wrote about `title`. */
  const iBuyRows = (rows: TransactionsResult['Transactions'], title: string) =>
    rows.filter((row) => row.Description.startsWith('iBuy') && row.Description.endsWith(title));

  /** A statement adds up: its balance is the sum of its rows, to the cent. */
  function expectConsistent(result: TransactionsResult) {
    expect(result.Transactions.reduce((sum, row) => sum + cents(row.Money), 0)).toBe(
      cents(result.Balance),
    );
  }

  it("lists this week's uShop stock, buys on the card, and refuses a sold-out thing changing nothing", async () => {
    const { client, link, bank, cashId, instanceId, seed } = await newGame(300);
    const stock = await shop(client);
    expect(stock.length, `seed ${seed}`).toBe(8);
    for (const item of stock) {
      expect(Object.keys(item).sort()).toEqual([...SHOP_FIELDS].sort());
      expect(item.Price).toBeGreaterThan(0);
      // Dear things are one per customer a week, cheaper ones two.
      expect(item.Quantity).toBe(item.Price >= 200 ? 1 : 2);
      expect(item).toMatchObject({ QuantityLeft: item.Quantity, SoldOut: false });
      expect(item.SecondHandValue).toBeLessThanOrEqual(item.Price);
      expect(item.Image).toMatch(/^items\/[a-z0-9-]+\.svg$/);
      expect(['job', 'useful', 'want']).toContain(item.Purpose);
    }
    expect(new Set(stock.map((item) => item.ID)).size).toBe(stock.length);
    const owns = (things: OwnedItem[], id: string) => things.filter((t) => t.ID === id).length;
    const startingThings = await inventory(client);
    for (const item of stock) expect(item.Owned).toBe(owns(startingThings, item.ID));
    // The same stock for every player of the game.
    const other = await joinSameGame(ctx, link);
    expect((await shop(other)).map((item) => [item.ID, item.Price, item.Quantity])).toEqual(
      stock.map((item) => [item.ID, item.Price, item.Quantity]),
    );

    const theCard = await buyCard(client, link.GameID, bank.ID);
    // A thing of two a week whose two fit on the card: the first on the card, the second in cash.
    const item = stock
      .filter((i) => i.Quantity === 2 && i.Price * 2 <= theCard.CreditAvailable)
      .sort((a, b) => a.Price - b.Price)[0]!;
    expect(item, `seed ${seed}: a thing of two a week under $200`).toBeDefined();
    const before = await snapshot(client);
    const bought = await purchase(client, {
      GameAppID: 9,
      ItemID: item.ID,
      FromGameAppInstanceID: theCard.AppInstanceID,
      FromAccountInstanceID: theCard.ID,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.Results).toHaveLength(startingThings.length + 1);
    expect(bought.body.Results.slice(0, -1)).toEqual(startingThings);
    expect(bought.body.Results.at(-1)).toMatchObject({
      ID: item.ID,
      Title: item.Title,
      Price: item.SecondHandValue,
      PricePaid: item.Price,
      SinceWeek: 1,
      IBuySale: false,
      iBuyItemForSaleID: null,
      SalePrice: null,
      CanSell: item.CanResell,
    });
    expect(await inventory(client)).toEqual(bought.body.Results);

    // A purchase on the card: what is owed goes up by the price, the credit left goes down.
    const afterCard = await card(client);
    expect(cents(afterCard.Balance)).toBe(cents(theCard.Balance) - cents(item.Price));
    expect(cents(afterCard.CreditAvailable)).toBe(
      cents(theCard.CreditAvailable) - cents(item.Price),
    );
    const cardRows = (await statement(client, theCard.ID)).Transactions;
    expect(cardRows.at(-1)).toMatchObject({ Description: `uShop: ${item.Title}` });
    expect(cents(cardRows.at(-1)!.Money)).toBe(-cents(item.Price));
    expect((await client.cash()).Balance).toBe(before.cash);
    expect((await account(client, bank.ID)).Balance).toBe(bank.Balance + 300);
    // The net position moves by what buying it new costs: its second-hand value less its price.
    const afterProgress = await progress(client);
    expect(cents(afterProgress.NetPosition)).toBe(
      cents(before.progress.NetPosition) + cents(item.SecondHandValue) - cents(item.Price),
    );
    const line = (await shop(client)).find((i) => i.ID === item.ID)!;
    expect(line).toMatchObject({ QuantityLeft: 1, SoldOut: false, Owned: item.Owned + 1 });

    // The second (and last this week) from cash.
    const cashBefore = (await client.cash()).Balance;
    const second = await purchase(client, {
      GameAppID: '9',
      ItemID: item.ID,
      FromAccountInstanceID: cashId,
    });
    expect(second.status).toBe(200);
    expect(cents((await client.cash()).Balance)).toBe(cents(cashBefore) - cents(item.Price));
    expect((await shop(client)).find((i) => i.ID === item.ID)).toMatchObject({
      QuantityLeft: 0,
      SoldOut: true,
      Owned: item.Owned + 2,
    });
    // The other player's stock is their own.
    expect((await shop(other)).find((i) => i.ID === item.ID)).toMatchObject({
      QuantityLeft: 2,
      SoldOut: false,
    });

    // The account keeps $1, so nothing in the shop is covered by it.
    const keep = await client.post('/api/i/transfer', {
      FromAccountInstanceID: bank.ID,
      ToAccountInstanceID: cashId,
      Amount: (await account(client, bank.ID)).Balance - 1,
    });
    expect(keep.body.Success).toBe(true);

    // Sold out: refused whatever pays, and nothing changes.
    const soldOut = await snapshot(client);
    const stored = await version(instanceId);
    for (const from of [theCard.ID, cashId, bank.ID]) {
      const again = await purchase(client, {
        GameAppID: 9,
        ItemID: item.ID,
        FromAccountInstanceID: from,
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        Success: false,
        Messages: [ITEM_MESSAGES.soldOut],
        Results: null,
      });
    }
    // Not this week's stock, no source, a source that cannot cover it.
    const dear = [...stock].sort((a, b) => b.Price - a.Price)[0]!;
    const refusals: [Record<string, unknown>, string][] = [
      [
        { GameAppID: 9, ItemID: 'no-such-thing', FromAccountInstanceID: cashId },
        ITEM_MESSAGES.notInShop,
      ],
      [{ GameAppID: 9, ItemID: dear.ID }, MONEY_MESSAGES.selectAccount],
      [
        { GameAppID: 9, ItemID: dear.ID, FromAccountInstanceID: null },
        MONEY_MESSAGES.selectAccount,
      ],
      [
        { GameAppID: 9, ItemID: dear.ID, FromAccountInstanceID: randomUUID() },
        MONEY_MESSAGES.selectAccount,
      ],
      [
        { GameAppID: 9, ItemID: dear.ID, FromAccountInstanceID: theCard.AppInstanceID },
        MONEY_MESSAGES.selectAccount,
      ],
      [
        { GameAppID: 9, ItemID: dear.ID, FromAccountInstanceID: bank.ID },
        MONEY_MESSAGES.selectedAccountFunds,
      ],
    ];
    if (dear.Price > (await card(client)).CreditAvailable)
      refusals.push([
        { GameAppID: 9, ItemID: dear.ID, FromAccountInstanceID: theCard.ID },
        MONEY_MESSAGES.selectedAccountFunds,
      ]);
    for (const [body, message] of refusals) {
      const refused = await purchase(client, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.Messages, JSON.stringify(body)).toEqual([message]);
    }
    expect(await version(instanceId)).toBe(stored);
    expect(await snapshot(client)).toEqual(soldOut);
  });

  it('holds a bid from its source, refuses bad bids changing nothing, and a cancel releases it exactly', async () => {
    const { client, link, bank, cashId, instanceId, seed } = await newGame(500);
    const theCard = await buyCard(client, link.GameID, bank.ID);
    const open = await lots(client);
    expect(open.length, `seed ${seed}`).toBeGreaterThan(0);
    for (const lot of open) {
      expect(lot).toMatchObject({ SoldOut: false, UserBidding: false, ClosingWeek: 2 });
      expect(cents(lot.MinimumBid)).toBe(cents(lot.CurrentBid) + 500);
      expect(cents(lot.SuggestedBid)).toBe(cents(lot.CurrentBid) + 1000);
      expect(lot.SellPrice).toBeGreaterThan(lot.CurrentBid);
    }
    const lot = [...open].sort((a, b) => a.MinimumBid - b.MinimumBid)[0]!;
    const before = await snapshot(client);
    const stored = await version(instanceId);
    const balance = (await account(client, bank.ID)).Balance;
    const refusals: [Record<string, unknown>, string][] = [
      [
        { FromAccountInstanceID: bank.ID, BidAmount: lot.MinimumBid - 0.01 },
        ITEM_MESSAGES.bidTooLow,
      ],
      [{ FromAccountInstanceID: bank.ID, BidAmount: lot.CurrentBid }, ITEM_MESSAGES.bidTooLow],
      [
        { FromAccountInstanceID: theCard.ID, BidAmount: lot.MinimumBid },
        ITEM_MESSAGES.bidFromCardOrInvestment,
      ],
      [{ BidAmount: lot.MinimumBid }, MONEY_MESSAGES.selectAccount],
      [{ FromAccountInstanceID: null, BidAmount: lot.MinimumBid }, MONEY_MESSAGES.selectAccount],
      [{ FromAccountInstanceID: '', BidAmount: lot.MinimumBid }, MONEY_MESSAGES.selectAccount],
      [
        { FromAccountInstanceID: randomUUID(), BidAmount: lot.MinimumBid },
        MONEY_MESSAGES.selectAccount,
      ],
      [
        { FromAccountInstanceID: bank.ID, BidAmount: Math.max(lot.MinimumBid, balance + 0.01) },
        MONEY_MESSAGES.selectedAccountFunds,
      ],
      [{ FromAccountInstanceID: bank.ID, BidAmount: 0 }, MONEY_MESSAGES.enterAmount],
      [{ FromAccountInstanceID: bank.ID, BidAmount: 100_000.01 }, ITEM_MESSAGES.maxBid],
    ];
    for (const [body, message] of refusals) {
      const refused = await bid(client, { iBuyGameItemID: lot.iBuyGameItemID, ...body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.Messages, JSON.stringify(body)).toEqual([message]);
    }
    for (const lotId of ['lot-99-1', 'no-such-lot', `lot-3-1`]) {
      const unknown = await bid(client, {
        iBuyGameItemID: lotId,
        FromAccountInstanceID: bank.ID,
        BidAmount: lot.MinimumBid,
      });
      expect(unknown.status, lotId).toBe(400);
      expect(unknown.body.Messages, lotId).toEqual([ITEM_MESSAGES.lotClosed]);
    }
    expect(await version(instanceId)).toBe(stored);
    expect(await snapshot(client)).toEqual(before);

    // The least bid there may be is held from the account at once.
    const placed = await bid(client, {
      iBuyGameItemID: lot.iBuyGameItemID,
      FromGameAppInstanceID: bank.AppInstanceID,
      FromAccountInstanceID: bank.ID,
      BidAmount: lot.MinimumBid,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Results).toEqual([
      {
        iBuyGameItemBidID: expect.any(String),
        iBuyGameItemID: lot.iBuyGameItemID,
        Title: lot.Title,
        Image: lot.Image,
        BidAmount: lot.MinimumBid,
        SourceTitle: bank.Title,
        Week: 1,
        ClosingWeek: lot.ClosingWeek,
      },
    ]);
    expect(await bids(client)).toEqual(placed.body.Results);
    const held = placed.body.Results[0]!;
    expect(cents((await account(client, bank.ID)).Balance)).toBe(
      cents(balance) - cents(lot.MinimumBid),
    );
    const rows = await statement(client, bank.ID);
    expect(
      iBuyRows(rows.Transactions, lot.Title).map((r) => [r.Description, cents(r.Money)]),
    ).toEqual([[`iBuy bid held: ${lot.Title}`, -cents(lot.MinimumBid)]]);
    expectConsistent(rows);
    // Where I'm at: the held money is still the player's, so the net position does not move.
    const during = await progress(client);
    expect(during.Items.find((row) => row.Title.endsWith(HELD_ROW))).toMatchObject({
      Balance: lot.MinimumBid,
    });
    expect(before.progress.Items.find((row) => row.Title.endsWith(HELD_ROW))).toBeUndefined();
    expect(cents(during.NetPosition)).toBe(cents(before.progress.NetPosition));
    expect(cents(during.Assets)).toBe(cents(before.progress.Assets));
    expect((await client.cash()).Balance).toBe(before.cash);
    const bidOn = (await lots(client)).find((l) => l.iBuyGameItemID === lot.iBuyGameItemID)!;
    expect(bidOn).toMatchObject({
      UserBidding: true,
      SoldOut: false,
      CurrentBid: lot.MinimumBid,
      NumberOfBids: lot.NumberOfBids + 1,
    });

    // The same lot again, from any source, or bought now: refused, nothing changes.
    const bidding = await snapshot(client);
    const storedBidding = await version(instanceId);
    for (const body of [
      { FromAccountInstanceID: bank.ID, BidAmount: lot.MinimumBid + 10 },
      { FromAccountInstanceID: cashId, BidAmount: lot.SellPrice - 5 },
    ]) {
      const again = await bid(client, { iBuyGameItemID: lot.iBuyGameItemID, ...body });
      expect(again.status).toBe(400);
      expect(again.body.Messages).toEqual([ITEM_MESSAGES.alreadyBidding]);
    }
    const buyNow = await purchase(client, {
      GameAppID: 10,
      ItemID: lot.iBuyGameItemID,
      FromAccountInstanceID: cashId,
    });
    expect(buyNow.status).toBe(400);
    expect(buyNow.body.Messages).toEqual([ITEM_MESSAGES.alreadyBidding]);
    expect(await version(instanceId)).toBe(storedBidding);
    expect(await snapshot(client)).toEqual(bidding);

    // Cancelled: the held money goes back to the cent and everything is as before the bid.
    const cancelled = await client.post<IBuyBid[]>('/api/i/iBuy/bids/cancel', {
      iBuyGameItemBidID: held.iBuyGameItemBidID,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.Results).toEqual([]);
    expect((await account(client, bank.ID)).Balance).toBe(balance);
    const back = await snapshot(client);
    expect(back).toEqual(before);
    const after = await statement(client, bank.ID);
    expect(
      iBuyRows(after.Transactions, lot.Title).map((r) => [r.Description, cents(r.Money)]),
    ).toEqual([
      [`iBuy bid held: ${lot.Title}`, -cents(lot.MinimumBid)],
      [`iBuy bid released: ${lot.Title}`, cents(lot.MinimumBid)],
    ]);
    expectConsistent(after);
    const storedCancelled = await version(instanceId);
    for (const bidId of [held.iBuyGameItemBidID, randomUUID(), 'nope']) {
      const again = await client.post('/api/i/iBuy/bids/cancel', { iBuyGameItemBidID: bidId });
      expect(again.status, bidId).toBe(400);
      expect(again.body.Messages, bidId).toEqual([ITEM_MESSAGES.noSuchBid]);
    }
    expect(await version(instanceId)).toBe(storedCancelled);

    // Cash is a source too; the lot can be bid on again once the bid is withdrawn.
    const fromCash = await bid(client, {
      iBuyGameItemID: lot.iBuyGameItemID,
      FromAccountInstanceID: cashId,
      BidAmount: lot.SuggestedBid,
    });
    expect(fromCash.status).toBe(200);
    expect(fromCash.body.Results[0]).toMatchObject({ SourceTitle: 'My Cash' });
    expect(cents((await client.cash()).Balance)).toBe(cents(before.cash) - cents(lot.SuggestedBid));
  });

  it('gives an outbid bid its money back by e-mail, and wins with the buy-now price less $5 at the close', async () => {
    const { client, bank, seed } = await newGame(800);
    const open = (await lots(client)).filter((l) => l.ClosingWeek > 1);
    expect(open.length, `seed ${seed}`).toBeGreaterThan(0);
    const lot = [...open].sort((a, b) => a.SellPrice - b.SellPrice)[0]!;
    const first = lot.SuggestedBid;
    const placed = await bid(client, {
      iBuyGameItemID: lot.iBuyGameItemID,
      FromAccountInstanceID: bank.ID,
      BidAmount: first,
    });
    expect(placed.status).toBe(200);
    const firstBidId = placed.body.Results[0]!.iBuyGameItemBidID;

    await playWeek(client);
    const inbox = await emails(client);
    const outbid = inbox.find((e) => e.Subject === `You've been outbid: ${lot.Title}`);
    expect(
      inbox.find((e) => e.Subject === `You won: ${lot.Title}`),
      `seed ${seed}: not won before the lot closes`,
    ).toBeUndefined();
    const week2 = (await lots(client)).find((l) => l.iBuyGameItemID === lot.iBuyGameItemID)!;
    expect(week2, `seed ${seed}: the lot is open in its closing week`).toBeDefined();
    let winning: number;
    if (outbid) {
      // Outbid: the held money is back where it came from, and the e-mail says where.
      expect(outbid).toMatchObject({ From: 'iBuy', Week: 1, CommunicationType: 'EmailInstance' });
      expect(outbid.Content).toContain(bank.Title);
      // It says someone bid more, never how far the other bidders would go.
      expect(outbid.Content).toContain('someone bid more than your top bid');
      expect(outbid.Content.match(/\$[\d,]+\.\d\d/g)).toEqual([
        formatBalance(cents(first)),
        formatBalance(cents(first)),
      ]);
      expect(await bids(client)).toEqual([]);
      const rows = await statement(client, bank.ID);
      expect(
        iBuyRows(rows.Transactions, lot.Title).map((r) => [r.Description, cents(r.Money)]),
      ).toEqual([
        [`iBuy bid held: ${lot.Title}`, -cents(first)],
        [`iBuy bid released: ${lot.Title}`, cents(first)],
      ]);
      expectConsistent(rows);
      expect(
        (await progress(client)).Items.find((row) => row.Title.endsWith(HELD_ROW)),
      ).toBeUndefined();
      // The other bidder's answer is above the old bid: the same bid again is too low.
      expect(week2).toMatchObject({ UserBidding: false, SoldOut: false });
      expect(week2.CurrentBid).toBeGreaterThan(first);
      const same = await bid(client, {
        iBuyGameItemID: lot.iBuyGameItemID,
        FromAccountInstanceID: bank.ID,
        BidAmount: first,
      });
      expect(same.body.Messages).toEqual([ITEM_MESSAGES.bidTooLow]);
      // In the closing week, the buy-now price less $5 beats any hidden limit (buy-now is at least
      // $10 over it); when the outbid answer already left less than $10 below buy-now, the least
      // bid the lot takes (the current bid plus $5) is over the limit too.
      winning = Math.max(week2.SellPrice - 5, week2.CurrentBid + 5);
      const again = await bid(client, {
        iBuyGameItemID: lot.iBuyGameItemID,
        FromAccountInstanceID: bank.ID,
        BidAmount: winning,
      });
      expect(again.status, `seed ${seed}: ${JSON.stringify(again.body)}`).toBe(200);
      expect(again.body.Results[0]!.iBuyGameItemBidID).not.toBe(firstBidId);
    } else {
      // The suggested bid was above the other bidders' limit: it still leads, still held.
      expect(await bids(client)).toMatchObject([
        { iBuyGameItemBidID: firstBidId, BidAmount: first },
      ]);
      expect(week2).toMatchObject({ UserBidding: true });
      winning = first;
    }
    const heldBefore = (await progress(client)).Items.find((row) => row.Title.endsWith(HELD_ROW));
    expect(heldBefore).toMatchObject({ Balance: winning });
    const owned = (await inventory(client)).length;

    await playWeek(client);
    const won = (await emails(client)).find((e) => e.Subject === `You won: ${lot.Title}`);
    expect(won, `seed ${seed}: won`).toBeDefined();
    expect(won).toMatchObject({ From: 'iBuy', Week: 2 });
    expect(await bids(client)).toEqual([]);
    const things = await inventory(client);
    expect(things).toHaveLength(owned + 1);
    expect(things.at(-1)).toMatchObject({
      ID: lot.ID,
      Title: lot.Title,
      PricePaid: winning,
      SinceWeek: 2,
      IBuySale: false,
    });
    // The money held paid the seller: held once, never released.
    const rows = await statement(client, bank.ID);
    const lotRows = iBuyRows(rows.Transactions, lot.Title).map((r) => [
      r.Description,
      cents(r.Money),
    ]);
    expect(lotRows.at(-1)).toEqual([`iBuy bid held: ${lot.Title}`, -cents(winning)]);
    expect(lotRows.filter(([, money]) => Number(money) < 0)).toHaveLength(outbid ? 2 : 1);
    expectConsistent(rows);
    expect((await account(client, bank.ID)).Balance).toBe(rows.Balance);
    expect(
      (await progress(client)).Items.find((row) => row.Title.endsWith(HELD_ROW)),
    ).toBeUndefined();
    // The lot closed with week 2.
    expect((await lots(client)).map((l) => l.iBuyGameItemID)).not.toContain(lot.iBuyGameItemID);
  });

  it('buys a lot at its buy-now price, and then it is sold out', async () => {
    const { client, cashId, instanceId, seed } = await newGame(0);
    const open = await lots(client);
    const [lot, second] = [...open].sort((a, b) => a.SellPrice - b.SellPrice);
    expect(second, `seed ${seed}: two lots`).toBeDefined();
    const cash = (await client.cash()).Balance;
    const owned = (await inventory(client)).length;
    const bought = await purchase(client, {
      GameAppID: 10,
      ItemID: lot!.iBuyGameItemID,
      FromAccountInstanceID: cashId,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.Results).toHaveLength(owned + 1);
    const thing = bought.body.Results.at(-1)!;
    expect(thing).toMatchObject({
      ID: lot!.ID,
      Title: lot!.Title,
      PricePaid: lot!.SellPrice,
      SinceWeek: 1,
    });
    // Worth what a second-hand one fetches: less than the buy-now price (convenience costs).
    expect(thing.Price).toBeGreaterThan(0);
    expect(thing.Price).toBeLessThan(lot!.SellPrice);
    expect(cents((await client.cash()).Balance)).toBe(cents(cash) - cents(lot!.SellPrice));
    expect(
      (await lots(client)).find((l) => l.iBuyGameItemID === lot!.iBuyGameItemID),
    ).toMatchObject({
      SoldOut: true,
      UserBidding: false,
    });

    const before = await snapshot(client);
    const stored = await version(instanceId);
    const again = await purchase(client, {
      GameAppID: 10,
      ItemID: lot!.iBuyGameItemID,
      FromAccountInstanceID: cashId,
    });
    expect(again.status).toBe(400);
    expect(again.body.Messages).toEqual([ITEM_MESSAGES.soldOut]);
    const late = await bid(client, {
      iBuyGameItemID: lot!.iBuyGameItemID,
      FromAccountInstanceID: cashId,
      BidAmount: lot!.SellPrice,
    });
    expect(late.status).toBe(400);
    expect(late.body.Messages).toEqual([ITEM_MESSAGES.soldOut]);
    // A lot's id is not uShop stock; an app that is neither is not a purchase.
    const asShop = await purchase(client, {
      GameAppID: 9,
      ItemID: second!.iBuyGameItemID,
      FromAccountInstanceID: cashId,
    });
    expect(asShop.body.Messages).toEqual([ITEM_MESSAGES.notInShop]);
    const otherApp = await purchase(client, {
      GameAppID: 3,
      ItemID: second!.iBuyGameItemID,
      FromAccountInstanceID: cashId,
    });
    expect(otherApp.status).toBe(400);
    expect(otherApp.body.Messages).toEqual([ERRORS.invalidRequest]);
    expect(await version(instanceId)).toBe(stored);
    expect(await snapshot(client)).toEqual(before);

    // Without GameAppID, a lot's id is a buy-now.
    const cashNow = (await client.cash()).Balance;
    if (second!.SellPrice <= cashNow) {
      const implicit = await purchase(client, {
        ItemID: second!.iBuyGameItemID,
        FromAccountInstanceID: cashId,
      });
      expect(implicit.status).toBe(200);
      expect(cents((await client.cash()).Balance)).toBe(cents(cashNow) - cents(second!.SellPrice));
    }
  });

  it('lists a thing for sale with the price rules, cancels it, and sells it at the end of a week', async () => {
    const { client, bank, instanceId, seed } = await newGame(400);
    let thing = (await inventory(client)).find((t) => t.CanSell);
    if (!thing) {
      const cheap = (await shop(client))
        .filter((i) => i.CanResell && i.SecondHandValue >= 2)
        .sort((a, b) => a.Price - b.Price)[0]!;
      await purchase(client, { GameAppID: 9, ItemID: cheap.ID, FromAccountInstanceID: bank.ID });
      thing = (await inventory(client)).find((t) => t.CanSell)!;
    }
    expect(thing, `seed ${seed}: something to sell`).toBeDefined();
    const before = await snapshot(client);
    const stored = await version(instanceId);
    const refusals: [unknown, string][] = [
      [0, ITEM_MESSAGES.minSellPrice],
      [-5, ITEM_MESSAGES.minSellPrice],
      ['-5', ITEM_MESSAGES.minSellPrice],
      [0.99, ITEM_MESSAGES.minSellPrice],
      [100_000.01, ITEM_MESSAGES.maxSellPrice],
      ['100000.01', ITEM_MESSAGES.maxSellPrice],
      [1e300, ITEM_MESSAGES.maxSellPrice],
      [12.345, AMOUNT_MESSAGES.tooManyDecimals],
    ];
    for (const [price, message] of refusals) {
      const refused = await client.post('/api/i/iBuy/items', {
        ItemInstanceID: thing.ItemInstanceID,
        Price: price,
      });
      expect(refused.status, String(price)).toBe(400);
      expect(refused.body.Messages, String(price)).toEqual([message]);
    }
    for (const itemId of [randomUUID(), 'nope']) {
      const notMine = await client.post('/api/i/iBuy/items', { ItemInstanceID: itemId, Price: 10 });
      expect(notMine.status).toBe(400);
      expect(notMine.body.Messages).toEqual([ITEM_MESSAGES.notOwned]);
    }
    expect(await version(instanceId)).toBe(stored);
    expect(await snapshot(client)).toEqual(before);

    // Listed at its value: in iBuy's selling list and marked in My Stuff.
    const listed = await client.post<IBuySale[]>('/api/i/iBuy/items', {
      ItemInstanceID: thing.ItemInstanceID,
      Price: thing.Price,
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.Results).toEqual([
      {
        iBuyItemForSaleID: expect.any(String),
        ItemInstanceID: thing.ItemInstanceID,
        Title: thing.Title,
        Image: thing.Image,
        Price: thing.Price,
        Value: thing.Price,
        Week: 1,
      },
    ]);
    expect(await sales(client)).toEqual(listed.body.Results);
    const saleId = listed.body.Results[0]!.iBuyItemForSaleID;
    expect(
      (await inventory(client)).find((t) => t.ItemInstanceID === thing.ItemInstanceID),
    ).toMatchObject({
      IBuySale: true,
      iBuyItemForSaleID: saleId,
      SalePrice: thing.Price,
    });
    const twice = await client.post('/api/i/iBuy/items', {
      ItemInstanceID: thing.ItemInstanceID,
      Price: thing.Price,
    });
    expect(twice.body.Messages).toEqual([ITEM_MESSAGES.alreadyForSale]);
    // Listing moves no money.
    expect((await client.cash()).Balance).toBe(before.cash);
    expect(cents((await progress(client)).NetPosition)).toBe(cents(before.progress.NetPosition));

    // Cancelled with the id My Stuff shows: off iBuy, back as it was.
    const cancelled = await client.post<IBuySale[]>('/api/i/iBuy/items/cancel', {
      iBuyItemForSaleID: saleId,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.Results).toEqual([]);
    expect(await snapshot(client)).toEqual(before);
    const cancelAgain = await client.post('/api/i/iBuy/items/cancel', {
      iBuyItemForSaleID: saleId,
    });
    expect(cancelAgain.status).toBe(400);
    expect(cancelAgain.body.Messages).toEqual([ITEM_MESSAGES.notForSale]);

    // At the most iBuy allows (far over its value) no buyer takes it: 'Not sold', it stays.
    const dear = await client.post('/api/i/iBuy/items', {
      ItemInstanceID: thing.ItemInstanceID,
      Price: 100_000,
    });
    expect(dear.status).toBe(200);
    await playWeek(client);
    const unsold = (await emails(client)).filter(
      (e) => e.CommunicationType === 'iBuyItemForSaleEmailInstance',
    );
    expect(unsold.map((e) => [e.Subject, e.From, e.Week])).toEqual([
      [`Not sold: ${thing.Title}`, 'iBuy', 1],
    ]);
    expect(await sales(client)).toEqual([]);
    expect(
      (await inventory(client)).find((t) => t.ItemInstanceID === thing.ItemInstanceID),
    ).toMatchObject({ IBuySale: false, iBuyItemForSaleID: null, SalePrice: null });

    // At half its value every buyer takes it (each will pay 85% to 110% of it): listed each week
    // until sold (a week's listing can still miss if its value falls under the price's rounding).
    let sold: Communication | undefined;
    let price = 0;
    for (let week = 2; week <= 6 && !sold; week++) {
      const now = (await inventory(client)).find((t) => t.ItemInstanceID === thing.ItemInstanceID)!;
      price = Math.max(1, Math.floor(now.Price * 50) / 100);
      const relisted = await client.post('/api/i/iBuy/items', {
        ItemInstanceID: thing.ItemInstanceID,
        Price: price,
      });
      expect(relisted.status, JSON.stringify(relisted.body)).toBe(200);
      const balanceBefore = await statement(client, bank.ID);
      await playWeek(client);
      const answers = (await emails(client)).filter(
        (e) => e.CommunicationType === 'iBuyItemForSaleEmailInstance' && e.Week === week,
      );
      expect(answers, `seed ${seed} week ${week}`).toHaveLength(1);
      const answer = answers[0]!;
      const rows = await statement(client, bank.ID);
      const newRows = rows.Transactions.slice(balanceBefore.Transactions.length);
      expectConsistent(rows);
      expect(await sales(client)).toEqual([]);
      if (answer.Subject === `Sold: ${thing.Title}`) {
        sold = answer;
        // The price less iBuy's fee lands in the first transaction account, to the cent, and the
        // e-mail gives the fee the ledger took.
        const fee = iBuySaleFeeCents(cents(price));
        expect(answer.Content).toContain(bank.Title);
        expect(answer.Fees).toBe(fee / 100);
        expect(
          newRows
            .filter((r) => r.Description === `iBuy: sold ${thing.Title}`)
            .map((r) => cents(r.Money)),
        ).toEqual([cents(price) - fee]);
        expect((await inventory(client)).map((t) => t.ItemInstanceID)).not.toContain(
          thing.ItemInstanceID,
        );
      } else {
        expect(answer.Subject).toBe(`Not sold: ${thing.Title}`);
        expect(newRows.filter((r) => r.Description.startsWith('iBuy'))).toEqual([]);
        expect(
          (await inventory(client)).find((t) => t.ItemInstanceID === thing.ItemInstanceID),
        ).toMatchObject({ IBuySale: false });
      }
    }
    expect(sold, `seed ${seed}: sold within five weeks at half its value`).toBeDefined();
  });

  it("gives another player's token a 403 on every call and changes nothing", async () => {
    const { client, link, bank, cashId, instanceId, seed } = await newGame(500);
    const [lot] = (await lots(client)).sort((a, b) => a.MinimumBid - b.MinimumBid);
    const placed = await bid(client, {
      iBuyGameItemID: lot!.iBuyGameItemID,
      FromAccountInstanceID: bank.ID,
      BidAmount: lot!.MinimumBid,
    });
    const thing = (await inventory(client)).find((t) => t.CanSell);
    const listed = thing
      ? await client.post<IBuySale[]>('/api/i/iBuy/items', {
          ItemInstanceID: thing.ItemInstanceID,
          Price: 10,
        })
      : undefined;
    expect(placed.status, `seed ${seed}`).toBe(200);
    if (listed) expect(listed.status).toBe(200);
    const intruder = await signUp(ctx.app, link.GameLinkID);
    const other = gameClient(ctx.app, intruder.auth, instanceId);
    const before = await snapshot(client);
    const stored = await version(instanceId);
    for (const url of [
      '/api/i/items/inventory',
      '/api/i/uShop',
      '/api/i/iBuy',
      '/api/i/iBuy/items',
      '/api/i/iBuy/bids',
    ]) {
      const answer = await other.get(url);
      expect(answer.status, url).toBe(403);
      expect(answer.body.Messages, url).toEqual([ERRORS.forbidden]);
    }
    const stock = (await shop(client))[0]!;
    const posts: [string, Record<string, unknown>][] = [
      ['/api/i/items/purchase', { GameAppID: 9, ItemID: stock.ID, FromAccountInstanceID: cashId }],
      [
        '/api/i/items/purchase',
        { GameAppID: 10, ItemID: lot!.iBuyGameItemID, FromAccountInstanceID: cashId },
      ],
      [
        '/api/i/iBuy/bids',
        { iBuyGameItemID: lot!.iBuyGameItemID, FromAccountInstanceID: cashId, BidAmount: 100 },
      ],
      [
        '/api/i/iBuy/bids/cancel',
        { iBuyGameItemBidID: placed.body.Results[0]?.iBuyGameItemBidID ?? randomUUID() },
      ],
      ['/api/i/iBuy/items', { ItemInstanceID: thing?.ItemInstanceID ?? randomUUID(), Price: 5 }],
      [
        '/api/i/iBuy/items/cancel',
        { iBuyItemForSaleID: listed?.body.Results[0]?.iBuyItemForSaleID ?? randomUUID() },
      ],
    ];
    for (const [url, payload] of posts) {
      const answer = await other.post(url, payload);
      expect(answer.status, url).toBe(403);
      expect(answer.body.Messages, url).toEqual([ERRORS.forbidden]);
    }
    // Without a token at all: 401.
    const anonymous = await ctx.app.inject({
      url: '/api/i/items/inventory',
      query: { GameInstanceID: instanceId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await version(instanceId)).toBe(stored);
    expect(await snapshot(client)).toEqual(before);
  });

  it('keeps 20 concurrent bids and purchases exact to the cent, and accepts only the bids there is money for', async () => {
    const { client, cashId, seed } = await newGame(0);
    const start = await client.cash();
    const stock = (await shop(client)).sort((a, b) => a.Price - b.Price);
    // Bids at the least amount on the cheapest lots (up to under half the cash), twice each;
    // purchases of the cheapest things, more than the shop allows. There is money for every one
    // the rules allow.
    const open: IBuyItem[] = [];
    let bidTotal = 0;
    for (const lot of (await lots(client)).sort((a, b) => a.MinimumBid - b.MinimumBid))
      if (open.length === 0 || bidTotal + cents(lot.MinimumBid) <= cents(start.Balance) * 0.45) {
        open.push(lot);
        bidTotal += cents(lot.MinimumBid);
      }
    const things: ShopItem[] = [];
    let allowed = bidTotal;
    for (const item of stock)
      if (allowed + cents(item.Price) * item.Quantity <= cents(start.Balance)) {
        things.push(item);
        allowed += cents(item.Price) * item.Quantity;
      }
    expect(things.length, `seed ${seed}: cheap things`).toBeGreaterThan(0);
    const requests: {
      kind: 'bid' | 'buy';
      id: string;
      cents: number;
      body: Record<string, unknown>;
    }[] = [];
    for (const lot of open)
      for (let n = 0; n < 2; n++)
        requests.push({
          kind: 'bid',
          id: lot.iBuyGameItemID,
          cents: cents(lot.MinimumBid),
          body: {
            iBuyGameItemID: lot.iBuyGameItemID,
            FromAccountInstanceID: cashId,
            BidAmount: lot.MinimumBid,
          },
        });
    for (let n = 0; requests.length < 20; n++) {
      const item = things[n % things.length]!;
      requests.push({
        kind: 'buy',
        id: item.ID,
        cents: cents(item.Price),
        body: { GameAppID: 9, ItemID: item.ID, FromAccountInstanceID: cashId },
      });
    }
    const answers = await Promise.all(
      requests.map((r) => (r.kind === 'bid' ? bid(client, r.body) : purchase(client, r.body))),
    );
    for (const answer of answers) expect([200, 400]).toContain(answer.status);
    const accepted = requests.filter((_, i) => answers[i]!.status === 200);
    const refused = requests
      .map((r, i) => ({ ...r, messages: answers[i]!.body.Messages }))
      .filter((_, i) => answers[i]!.status !== 200);
    // One bid per lot, and as many of each thing as the shop allows.
    for (const lot of open)
      expect(accepted.filter((r) => r.kind === 'bid' && r.id === lot.iBuyGameItemID)).toHaveLength(
        1,
      );
    for (const item of things) {
      const asked = requests.filter((r) => r.kind === 'buy' && r.id === item.ID).length;
      expect(accepted.filter((r) => r.kind === 'buy' && r.id === item.ID)).toHaveLength(
        Math.min(asked, item.Quantity),
      );
    }
    for (const r of refused)
      expect(r.messages).toEqual([
        r.kind === 'bid' ? ITEM_MESSAGES.alreadyBidding : ITEM_MESSAGES.soldOut,
      ]);
    const spent = accepted.reduce((sum, r) => sum + r.cents, 0);
    const after = await client.cash();
    expect(cents(after.Balance)).toBe(cents(start.Balance) - spent);
    expect(after.Balance).toBeGreaterThanOrEqual(0);
    const heldNow = await bids(client);
    expect(heldNow).toHaveLength(open.length);
    expect(heldNow.reduce((sum, b) => sum + cents(b.BidAmount), 0)).toBe(bidTotal);
    expect(
      (await progress(client)).Items.find((row) => row.Title.endsWith(HELD_ROW))?.Balance,
    ).toBe(bidTotal / 100);
    const boughtNow = (await inventory(client)).filter((t) => t.SinceWeek === 1 && t.PricePaid > 0);
    expect(boughtNow).toHaveLength(accepted.filter((r) => r.kind === 'buy').length);
    const cashRows = await statement(client, cashId);
    expectConsistent(cashRows);
    expect(cents(cashRows.Balance)).toBe(cents(after.Balance));

    // A second game: 20 bids that together need more than the account holds.
    const poor = await newGame(0);
    const poorLots = (await lots(poor.client)).sort((a, b) => a.MinimumBid - b.MinimumBid);
    // Enough for the two cheapest lots' least bids plus a little: not for all of them.
    const budget = poorLots.slice(0, 2).reduce((sum, lot) => sum + cents(lot.MinimumBid), 0) + 100;
    const cash = await poor.client.cash();
    const moved = await poor.client.post('/api/i/transfer', {
      FromAccountInstanceID: cash.ID,
      ToAccountInstanceID: poor.bank.ID,
      Amount: budget / 100,
    });
    expect(moved.body.Success).toBe(true);
    const poorBids = Array.from({ length: 20 }, (_, i) => {
      const lot = poorLots[i % poorLots.length]!;
      const amount = cents(lot.MinimumBid) + 100 * Math.floor(i / poorLots.length);
      return { lot: lot.iBuyGameItemID, cents: amount };
    });
    expect(poorBids.reduce((sum, b) => sum + b.cents, 0)).toBeGreaterThan(budget);
    const poorAnswers = await Promise.all(
      poorBids.map((b) =>
        bid(poor.client, {
          iBuyGameItemID: b.lot,
          FromAccountInstanceID: poor.bank.ID,
          BidAmount: b.cents / 100,
        }),
      ),
    );
    for (const answer of poorAnswers) expect([200, 400]).toContain(answer.status);
    const poorAccepted = poorBids.filter((_, i) => poorAnswers[i]!.status === 200);
    const left = cents((await account(poor.client, poor.bank.ID)).Balance);
    expect(left).toBe(budget - poorAccepted.reduce((sum, b) => sum + b.cents, 0));
    expect(left).toBeGreaterThanOrEqual(0);
    expect(poorAccepted.length).toBeGreaterThan(0);
    expect(poorAccepted.length).toBeLessThan(poorLots.length);
    for (const lot of poorLots)
      expect(poorAccepted.filter((b) => b.lot === lot.iBuyGameItemID).length).toBeLessThanOrEqual(
        1,
      );
    poorBids.forEach((b, i) => {
      const answer = poorAnswers[i]!;
      if (answer.status === 200) return;
      const lotTaken = poorAccepted.some((a) => a.lot === b.lot);
      // Refused: the lot already had a bid, or the money left could not cover it (and cannot now).
      if (lotTaken && answer.body.Messages[0] === ITEM_MESSAGES.alreadyBidding) return;
      expect(answer.body.Messages, JSON.stringify(b)).toEqual([
        MONEY_MESSAGES.selectedAccountFunds,
      ]);
      expect(b.cents).toBeGreaterThan(left);
    });
    const poorHeld = await bids(poor.client);
    expect(poorHeld.map((b) => [b.iBuyGameItemID, cents(b.BidAmount)]).sort()).toEqual(
      poorAccepted.map((b) => [b.lot, b.cents]).sort(),
    );

    // Ten cancels of one bid at once: one releases it, once; the rest find no bid.
    const cancelling = poorHeld[0]!;
    const cancels = await Promise.all(
      Array.from({ length: 10 }, () =>
        poor.client.post('/api/i/iBuy/bids/cancel', {
          iBuyGameItemBidID: cancelling.iBuyGameItemBidID,
        }),
      ),
    );
    expect(cancels.filter((c) => c.status === 200)).toHaveLength(1);
    for (const c of cancels.filter((c) => c.status !== 200))
      expect(c.body.Messages).toEqual([ITEM_MESSAGES.noSuchBid]);
    expect(cents((await account(poor.client, poor.bank.ID)).Balance)).toBe(
      left + cents(cancelling.BidAmount),
    );
    expect(await bids(poor.client)).toHaveLength(poorHeld.length - 1);

    // Ten listings of one thing at once: one listing.
    const thing = (await inventory(poor.client)).find((t) => t.CanSell);
    if (thing) {
      const listings = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          poor.client.post('/api/i/iBuy/items', {
            ItemInstanceID: thing.ItemInstanceID,
            Price: 10 + i,
          }),
        ),
      );
      expect(listings.filter((l) => l.status === 200)).toHaveLength(1);
      for (const l of listings.filter((l) => l.status !== 200))
        expect(l.body.Messages).toEqual([ITEM_MESSAGES.alreadyForSale]);
      expect(await sales(poor.client)).toHaveLength(1);
    }
  });

  it('answers bad bodies and queries with a 400 and a message, never a 500', async () => {
    const { client, bank, cashId, instanceId } = await newGame(100);
    const [lot] = await lots(client);
    const stored = await version(instanceId);
    const { player } = await startGame(ctx);
    // Another player's token is fine for what is refused before the instance is read.
    const inject = (method: 'GET' | 'POST', url: string, input: unknown) =>
      ctx.app.inject(
        method === 'GET'
          ? { method, url, query: input as Record<string, string>, headers: player.auth }
          : { method, url, payload: input as Record<string, unknown>, headers: player.auth },
      );

    // A missing or malformed GameInstanceID: the spec's 'Game Instance not found.'.
    for (const url of [
      '/api/i/items/inventory',
      '/api/i/uShop',
      '/api/i/iBuy',
      '/api/i/iBuy/items',
      '/api/i/iBuy/bids',
    ]) {
      for (const query of [{}, { GameInstanceID: 'nope' }, { GameInstanceID: '' }]) {
        const answer = await inject('GET', url, query);
        expect(answer.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
        expect(answer.json().Messages).toEqual([ERRORS.gameInstanceNotFound]);
      }
      const twice = await ctx.app.inject({
        url: `${url}?GameInstanceID=${instanceId}&GameInstanceID=${instanceId}`,
        headers: player.auth,
      });
      expect(twice.statusCode, url).toBe(400);
    }
    const posts: [string, Record<string, unknown>][] = [
      ['/api/i/items/purchase', { GameAppID: 9, ItemID: 'x', FromAccountInstanceID: cashId }],
      [
        '/api/i/iBuy/bids',
        { iBuyGameItemID: lot!.iBuyGameItemID, FromAccountInstanceID: cashId, BidAmount: 50 },
      ],
      ['/api/i/iBuy/bids/cancel', { iBuyGameItemBidID: 'x' }],
      ['/api/i/iBuy/items', { ItemInstanceID: 'x', Price: 5 }],
      ['/api/i/iBuy/items/cancel', { iBuyItemForSaleID: 'x' }],
    ];
    for (const [url, payload] of posts) {
      for (const id of [undefined, 'nope', 12, null, `${instanceId}x`]) {
        const answer = await inject('POST', url, { ...payload, GameInstanceID: id });
        expect(answer.statusCode, `${url} ${String(id)}`).toBe(400);
        expect(answer.json().Messages, `${url} ${String(id)}`).toEqual([
          ERRORS.gameInstanceNotFound,
        ]);
      }
    }

    // Bad amounts and ids on the player's own instance.
    const bidCases: [Record<string, unknown>, string][] = [
      [{ BidAmount: 'abc' }, AMOUNT_MESSAGES.enterAmount],
      [{ BidAmount: '' }, AMOUNT_MESSAGES.enterAmount],
      [{ BidAmount: null }, AMOUNT_MESSAGES.enterAmount],
      [{ BidAmount: undefined }, AMOUNT_MESSAGES.enterAmount],
      [{ BidAmount: -5 }, AMOUNT_MESSAGES.enterAmount],
      [{ BidAmount: '1e5' }, AMOUNT_MESSAGES.enterAmount],
      [{ BidAmount: '0x20' }, AMOUNT_MESSAGES.enterAmount],
      [{ BidAmount: 'Infinity' }, AMOUNT_MESSAGES.enterAmount],
      [{ BidAmount: [50] }, AMOUNT_MESSAGES.enterAmount],
      [{ BidAmount: { value: 50 } }, AMOUNT_MESSAGES.enterAmount],
      [{ BidAmount: '99999999999999999999999' }, AMOUNT_MESSAGES.tooLarge],
      [{ BidAmount: 10_000_000 }, ITEM_MESSAGES.maxBid],
      [{ BidAmount: 50.001 }, AMOUNT_MESSAGES.tooManyDecimals],
      [{ iBuyGameItemID: '' }, ERRORS.invalidRequest],
      [{ iBuyGameItemID: 'x'.repeat(65) }, ERRORS.invalidRequest],
      [{ iBuyGameItemID: 42 }, ERRORS.invalidRequest],
    ];
    for (const [change, message] of bidCases) {
      const answer = await bid(client, {
        iBuyGameItemID: lot!.iBuyGameItemID,
        FromAccountInstanceID: bank.ID,
        BidAmount: lot!.MinimumBid,
        ...change,
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.Messages, JSON.stringify(change)).toEqual([message]);
    }
    const purchaseCases: Record<string, unknown>[] = [
      { GameAppID: 1e308, ItemID: 'laptop' },
      { GameAppID: 'uShop', ItemID: 'laptop' },
      { GameAppID: 9, ItemID: '' },
      { GameAppID: 9, ItemID: 'x'.repeat(1000) },
      { GameAppID: 9 },
      { GameAppID: 9, ItemID: { id: 'laptop' } },
    ];
    for (const body of purchaseCases) {
      const answer = await purchase(client, { FromAccountInstanceID: cashId, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.Messages, JSON.stringify(body)).toEqual([ERRORS.invalidRequest]);
    }
    for (const body of [
      { ItemInstanceID: '', Price: 5 },
      { ItemInstanceID: 'x', Price: 5, Extra: 'y'.repeat(10_000) },
      { ItemInstanceID: ['x'], Price: 5 },
      { ItemInstanceID: 'x', Price: { a: 1 } },
      { ItemInstanceID: 'x' },
    ]) {
      const answer = await client.post('/api/i/iBuy/items', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.Success).toBe(false);
    }
    for (const body of [{}, { iBuyGameItemBidID: 5 }, { iBuyGameItemBidID: '' }]) {
      const answer = await client.post('/api/i/iBuy/bids/cancel', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.Messages).toEqual([ERRORS.invalidRequest]);
    }
    for (const body of [{}, { iBuyItemForSaleID: null }]) {
      const answer = await client.post('/api/i/iBuy/items/cancel', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.Messages).toEqual([ERRORS.invalidRequest]);
    }
    // Not JSON at all, and JSON that is not an object.
    for (const url of ['/api/i/items/purchase', '/api/i/iBuy/bids', '/api/i/iBuy/items']) {
      for (const payload of ['{"GameInstanceID":', '[]', 'null', '"text"', '42']) {
        const answer = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...player.auth, 'content-type': 'application/json' },
        });
        expect(answer.statusCode, `${url} ${payload}`).toBe(400);
        expect(answer.json().Success).toBe(false);
      }
    }
    expect(await version(instanceId)).toBe(stored);
  });

  it("a sale price that is not a number gets 'Error: please enter amount', nothing else", async () => {
    const { client } = await newGame(0);
    const thing = (await inventory(client)).find((t) => t.CanSell)!;
    for (const price of ['abc', '', '$', '1e5', 'Infinity', null, undefined]) {
      const answer = await client.post('/api/i/iBuy/items', {
        ItemInstanceID: thing.ItemInstanceID,
        Price: price,
      });
      expect(answer.status, String(price)).toBe(400);
      expect(answer.body.Messages, String(price)).toEqual([AMOUNT_MESSAGES.enterAmount]);
    }
  });

  it('a huge amount (1e308) gets one message, the first rule it breaks', async () => {
    const { client, bank } = await newGame(100);
    const [lot] = await lots(client);
    const thing = (await inventory(client)).find((t) => t.CanSell)!;
    const bidAnswer = await bid(client, {
      iBuyGameItemID: lot!.iBuyGameItemID,
      FromAccountInstanceID: bank.ID,
      BidAmount: 1e308,
    });
    expect(bidAnswer.body.Messages).toEqual([AMOUNT_MESSAGES.tooLarge]);
    const sell = await client.post('/api/i/iBuy/items', {
      ItemInstanceID: thing.ItemInstanceID,
      Price: 1e308,
    });
    expect(sell.body.Messages).toEqual([ITEM_MESSAGES.maxSellPrice]);
    const negative = await client.post('/api/i/iBuy/items', {
      ItemInstanceID: thing.ItemInstanceID,
      Price: -1e308,
    });
    expect(negative.body.Messages).toEqual([ITEM_MESSAGES.minSellPrice]);
  });

  it("a malformed source account or GameAppID gets 'The request is not valid.'", async () => {
    const { client, cashId } = await newGame(0);
    const [lot] = await lots(client);
    const [item] = await shop(client);
    for (const from of ['x'.repeat(65), 7, true]) {
      const answer = await bid(client, {
        iBuyGameItemID: lot!.iBuyGameItemID,
        FromAccountInstanceID: from,
        BidAmount: lot!.MinimumBid,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.Messages, String(from)).toEqual([ERRORS.invalidRequest]);
      const bought = await purchase(client, {
        GameAppID: 9,
        ItemID: item!.ID,
        FromAccountInstanceID: from,
      });
      expect(bought.body.Messages, String(from)).toEqual([ERRORS.invalidRequest]);
    }
    for (const appId of ['x'.repeat(65), true, [9]]) {
      const answer = await purchase(client, {
        GameAppID: appId,
        ItemID: item!.ID,
        FromAccountInstanceID: cashId,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.Messages, String(appId)).toEqual([ERRORS.invalidRequest]);
    }
  });
});
