import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  MONEY_MESSAGES,
  type ProgressResult,
  SHARE_MESSAGES,
  type Share,
} from '@mc/contract';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import {
  type GameClient,
  gameClient,
  joinSameGame,
  openEverydayAccount,
  playWeek,
  startGameWithBank,
  storedVersion,
} from './support/game';
import { signUp } from './support/players';

// Shares through the API (spec part 2, sections 2, 3, 5, 7 and 9): the market with prices from
// before the game up to this week only, the same for every player of a game; buying and selling
// with brokerage; the spec's messages for bad input, which changes nothing; another player's
// instance; concurrent buys exact to the cent.

const cents = (dollars: number) => Math.round(dollars * 100);

describe.each(dialects)('Shares through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  const market = async (client: GameClient) =>
    (await client.get<Share[]>('/api/i/shares')).body.Results;
  const trade = (client: GameClient, side: 'buy' | 'sell', body: Record<string, unknown>) =>
    client.post<Share[]>(`/api/i/shares/${side}`, body);

  const newGame = (dollars: number) => startGameWithBank(ctx, dollars);

  const balanceOf = async (client: GameClient, id: string) =>
    cents((await client.accounts()).find((a) => a.ID === id)!.Balance);

  it('buys with brokerage from the account chosen, values the holding, and sells into a bank account', async () => {
    const { client, bank } = await newGame(300);
    const week1 = await market(client);
    expect(week1.length).toBeGreaterThanOrEqual(12);
    // Sorted by risk, low first.
    expect(week1.map((s) => s.Risk)).toEqual([...week1.map((s) => s.Risk)].sort());
    for (const share of week1) {
      // Eight weeks before the game, then week 1: a chart and a change from the first look.
      expect(share.PreviousWeekValues.map((v) => v.Week)).toEqual([
        -7, -6, -5, -4, -3, -2, -1, 0, 1,
      ]);
      expect(share.CurrentPrice).toBe(share.PreviousWeekValues.at(-1)!.Value);
      expect(share.LastWeeksPrice).toBe(share.PreviousWeekValues.at(-2)!.Value);
      // Rounded to a hundredth: at most half a hundredth from the exact change (3.125 may show
      // as 3.12 or 3.13, as floating point has it).
      const exact = ((share.CurrentPrice - share.LastWeeksPrice) / share.LastWeeksPrice) * 100;
      expect(Math.abs(share.PercentageChange - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(share.News).toBeNull();
      expect(share.OwnedShares).toBe(0);
    }
    const low = week1.find((s) => s.Risk === 0)!;
    const count = 3;
    const bought = await trade(client, 'buy', {
      ShareInstanceID: low.ID,
      AccountInstanceID: bank.ID,
      Total: count,
    });
    expect(bought.status).toBe(200);
    const cost = cents(low.CurrentPrice) * count;
    const fee = Math.round(cost * low.BrokerageFee);
    expect(await balanceOf(client, bank.ID)).toBe(30_000 - cost - fee);
    const holding = bought.body.Results.find((s) => s.ID === low.ID)!;
    expect(holding).toMatchObject({ OwnedShares: count, Total: cost / 100 });
    expect(cents(holding.CostOfHolding)).toBe(cost + fee);
    // Under Shares in the where-I'm-at report, at this week's price.
    const progress = (await client.get<ProgressResult>('/api/i/progress')).body.Results;
    expect(progress.Items).toContainEqual(
      expect.objectContaining({
        Title: `${low.ID}: ${count} shares`,
        Category: 'Shares',
        Balance: cost / 100,
      }),
    );

    await playWeek(client);
    await playWeek(client);
    const week3 = (await market(client)).find((s) => s.ID === low.ID)!;
    expect(week3.PreviousWeekValues.map((v) => v.Week).slice(-3)).toEqual([1, 2, 3]);
    expect(week3.Total).toBe((cents(week3.CurrentPrice) * count) / 100);
    const before = await balanceOf(client, bank.ID);
    const sold = await trade(client, 'sell', {
      ShareInstanceID: low.ID,
      AccountInstanceID: bank.ID,
      Total: count,
    });
    expect(sold.status).toBe(200);
    const value = cents(week3.CurrentPrice) * count;
    const saleFee = Math.round(value * low.BrokerageFee);
    expect(await balanceOf(client, bank.ID)).toBe(before + value - saleFee);
    const after = sold.body.Results.find((s) => s.ID === low.ID)!;
    expect(after.OwnedShares).toBe(0);
    expect(cents(after.RealisedGain)).toBe(value - saleFee - (cost + fee));
  });

  it('shows two players of one game the same prices week by week, and never a later week’s', async () => {
    const first = await newGame(0);
    const second = await joinSameGame(ctx, first.link);
    await openEverydayAccount(second, first.link.GameID);
    const seen = new Map<string, Map<number, number>>();
    // The first player plays to week 7 (news comes in week 6); the second stays in week 2.
    await playWeek(second);
    for (let week = 1; week <= 7; week++) {
      const shares = await market(first.client);
      for (const share of shares) {
        expect(Math.max(...share.PreviousWeekValues.map((v) => v.Week))).toBe(week);
        const byWeek = seen.get(share.ID) ?? new Map<number, number>();
        for (const { Week, Value } of share.PreviousWeekValues) {
          // A week's price never changes once shown.
          if (byWeek.has(Week)) expect(byWeek.get(Week), `${share.ID} week ${Week}`).toBe(Value);
          byWeek.set(Week, Value);
        }
        seen.set(share.ID, byWeek);
      }
      const withNews = shares.filter((s) => s.News !== null);
      expect(withNews, `week ${week}`).toHaveLength(week === 6 ? 1 : 0);
      if (week === 6) expect(withNews[0]!.News!.Text).toContain(withNews[0]!.Title);
      if (week < 7) await playWeek(first.client);
    }
    const behind = await market(second);
    for (const share of behind) {
      expect(share.PreviousWeekValues.map((v) => v.Week)).toEqual([
        -7, -6, -5, -4, -3, -2, -1, 0, 1, 2,
      ]);
      for (const { Week, Value } of share.PreviousWeekValues)
        expect(seen.get(share.ID)!.get(Week), `${share.ID} week ${Week}`).toBe(Value);
      // Nothing in the answer is a price of weeks 3 to 7 (unless it happens to equal an earlier one).
      const earlier = new Set(share.PreviousWeekValues.map((v) => v.Value));
      const later = [3, 4, 5, 6, 7].map((w) => seen.get(share.ID)!.get(w)!);
      // Week numbers, the risk class, share counts and percentages are not prices: a later price
      // of $1 would otherwise "match" week 1, and a 4.39 % change a later $4.39.
      const NOT_PRICES = new Set([
        'Week',
        'Risk',
        'TotalShares',
        'OwnedShares',
        'PercentageChange',
        'DividendYield',
        'BrokerageFee',
      ]);
      const answer = JSON.stringify(share, (key, value: unknown) =>
        NOT_PRICES.has(key) ? undefined : value,
      );
      for (const price of later.filter((p) => !earlier.has(p)))
        expect(answer, `${share.ID}`).not.toMatch(new RegExp(`[:,\\[]${price}[,}\\]]`));
      expect(share.News).toBeNull();
    }
  });

  it('refuses bad input with the spec’s messages and changes nothing', async () => {
    const { client, bank, cashId, instanceId } = await newGame(50);
    const shares = await market(client);
    const low = shares.find((s) => s.Risk === 0)!;
    const high = [...shares].sort((a, b) => b.CurrentPrice - a.CurrentPrice)[0]!;
    const stored = await storedVersion(ctx, instanceId);
    const before = { market: await market(client), accounts: await client.accounts() };
    const cases: [string, 'buy' | 'sell', Record<string, unknown>, string][] = [
      [
        'no shares',
        'buy',
        { ShareInstanceID: low.ID, AccountInstanceID: bank.ID, Total: 0 },
        SHARE_MESSAGES.atLeastOneToBuy,
      ],
      [
        'a negative count',
        'buy',
        { ShareInstanceID: low.ID, AccountInstanceID: bank.ID, Total: -2 },
        SHARE_MESSAGES.atLeastOneToBuy,
      ],
      [
        'a fraction',
        'buy',
        { ShareInstanceID: low.ID, AccountInstanceID: bank.ID, Total: 1.5 },
        SHARE_MESSAGES.atLeastOneToBuy,
      ],
      [
        'words',
        'buy',
        { ShareInstanceID: low.ID, AccountInstanceID: bank.ID, Total: 'ten' },
        SHARE_MESSAGES.atLeastOneToBuy,
      ],
      [
        'more than there are',
        'buy',
        { ShareInstanceID: low.ID, AccountInstanceID: bank.ID, Total: low.TotalShares + 1 },
        SHARE_MESSAGES.tooMany,
      ],
      ['no account', 'buy', { ShareInstanceID: low.ID, Total: 1 }, MONEY_MESSAGES.selectAccount],
      [
        'an account not theirs',
        'buy',
        {
          ShareInstanceID: low.ID,
          AccountInstanceID: '00000000-0000-4000-8000-000000000000',
          Total: 1,
        },
        MONEY_MESSAGES.selectAccount,
      ],
      [
        'more than the account holds',
        'buy',
        {
          ShareInstanceID: high.ID,
          AccountInstanceID: bank.ID,
          Total: Math.min(high.TotalShares, Math.ceil(60 / high.CurrentPrice)),
        },
        MONEY_MESSAGES.selectedAccountFunds,
      ],
      [
        'a company not on the market',
        'buy',
        { ShareInstanceID: 'NOPE', AccountInstanceID: bank.ID, Total: 1 },
        SHARE_MESSAGES.noCompany,
      ],
      ['no company', 'buy', { AccountInstanceID: bank.ID, Total: 1 }, ERRORS.invalidRequest],
      [
        'a company id too long',
        'buy',
        { ShareInstanceID: 'X'.repeat(5000), AccountInstanceID: bank.ID, Total: 1 },
        ERRORS.invalidRequest,
      ],
      [
        'no shares to sell',
        'sell',
        { ShareInstanceID: low.ID, AccountInstanceID: bank.ID, Total: 0 },
        SHARE_MESSAGES.atLeastOneToSell,
      ],
      [
        'shares not owned',
        'sell',
        { ShareInstanceID: low.ID, AccountInstanceID: bank.ID, Total: 1 },
        SHARE_MESSAGES.notHeld,
      ],
    ];
    for (const [what, side, body, message] of cases) {
      const answer = await trade(client, side, body);
      expect(answer.status, what).toBe(400);
      expect(answer.body.Success, what).toBe(false);
      expect(answer.body.Messages, what).toEqual([message]);
    }
    // Selling into cash is refused: the proceeds go to a bank account.
    await trade(client, 'buy', { ShareInstanceID: low.ID, AccountInstanceID: bank.ID, Total: 1 });
    const version = await storedVersion(ctx, instanceId);
    const held = { market: await market(client), accounts: await client.accounts() };
    const toCash = await trade(client, 'sell', {
      ShareInstanceID: low.ID,
      AccountInstanceID: cashId,
      Total: 1,
    });
    expect(toCash.status).toBe(400);
    expect(toCash.body.Messages).toEqual([MONEY_MESSAGES.selectAccount]);
    expect(await storedVersion(ctx, instanceId)).toBe(version);
    expect({ market: await market(client), accounts: await client.accounts() }).toEqual(held);
    expect(version).not.toBe(stored);
    expect(before.market.find((s) => s.ID === low.ID)!.OwnedShares).toBe(0);
  });

  it("gives another player's token a 403 on every call and changes nothing", async () => {
    const { client, bank, link, instanceId } = await newGame(100);
    const [share] = await market(client);
    await trade(client, 'buy', {
      ShareInstanceID: share!.ID,
      AccountInstanceID: bank.ID,
      Total: 2,
    });
    const intruder = await signUp(ctx.app, link.GameLinkID);
    const other = gameClient(ctx.app, intruder.auth, instanceId);
    const stored = await storedVersion(ctx, instanceId);
    const before = { market: await market(client), accounts: await client.accounts() };
    const read = await other.get('/api/i/shares');
    expect(read.status).toBe(403);
    expect(read.body.Messages).toEqual([ERRORS.forbidden]);
    for (const side of ['buy', 'sell'] as const) {
      const answer = await trade(other, side, {
        ShareInstanceID: share!.ID,
        AccountInstanceID: bank.ID,
        Total: 1,
      });
      expect(answer.status, side).toBe(403);
      expect(answer.body.Messages, side).toEqual([ERRORS.forbidden]);
    }
    const anonymous = await ctx.app.inject({
      url: '/api/i/shares',
      query: { GameInstanceID: instanceId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedVersion(ctx, instanceId)).toBe(stored);
    expect({ market: await market(client), accounts: await client.accounts() }).toEqual(before);
  });

  it('keeps 20 concurrent buys exact to the cent: no more shares than there are, no more money than there is', async () => {
    const { client, bank } = await newGame(400);
    const shares = await market(client);
    // The cheapest company: 20 buys of a fifth of its shares each, more than there are, and
    // more than the account can pay for.
    const cheap = [...shares].sort((a, b) => a.CurrentPrice - b.CurrentPrice)[0]!;
    const lot = Math.ceil(cheap.TotalShares / 5);
    const lotCost = cents(cheap.CurrentPrice) * lot;
    const lotTotal = lotCost + Math.round(lotCost * cheap.BrokerageFee);
    const start = await balanceOf(client, bank.ID);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        trade(client, 'buy', { ShareInstanceID: cheap.ID, AccountInstanceID: bank.ID, Total: lot }),
      ),
    );
    for (const answer of answers) expect([200, 400]).toContain(answer.status);
    const accepted = answers.filter((a) => a.status === 200).length;
    const canHold = Math.floor(cheap.TotalShares / lot);
    const canPay = Math.floor(start / lotTotal);
    expect(accepted).toBe(Math.min(canHold, canPay));
    for (const refused of answers.filter((a) => a.status !== 200))
      expect([
        [SHARE_MESSAGES.tooMany],
        [SHARE_MESSAGES.noneLeft],
        [MONEY_MESSAGES.selectedAccountFunds],
      ]).toContainEqual(refused.body.Messages);
    const after = (await market(client)).find((s) => s.ID === cheap.ID)!;
    expect(after.OwnedShares).toBe(accepted * lot);
    expect(after.OwnedShares).toBeLessThanOrEqual(cheap.TotalShares);
    expect(await balanceOf(client, bank.ID)).toBe(start - accepted * lotTotal);
    expect(await balanceOf(client, bank.ID)).toBeGreaterThanOrEqual(0);
  });
});
