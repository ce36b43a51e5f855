import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, SHARE_MESSAGES, type Share } from '@mc/contract';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { openEverydayAccount, playWeek, startGame } from './support/game';

// Shares through the API: the market up to this week only, buying and selling with brokerage,
// the spec's messages, another player's instance.

describe.each(dialects)('Shares through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  it('shows prices only up to this week, buys with brokerage, and sells', async () => {
    const { client, link } = await startGame(ctx);
    const bank = await openEverydayAccount(client, link.GameID);
    const cash = await client.cash();
    await client.post('/api/i/transfer', {
      FromGameAppInstanceID: cash.AppInstanceID,
      FromAccountInstanceID: cash.ID,
      ToGameAppInstanceID: bank.AppInstanceID,
      ToAccountInstanceID: bank.ID,
      Amount: 300,
    });
    const market = async () => (await client.get<Share[]>('/api/i/shares')).body.Results;
    const week1 = await market();
    expect(week1.length).toBeGreaterThanOrEqual(12);
    expect(week1.map((s) => s.Risk)).toEqual([...week1.map((s) => s.Risk)].sort());
    for (const share of week1) {
      expect(share.PreviousWeekValues).toHaveLength(1);
      expect(share.LastWeeksPrice).toBeNull();
    }
    const low = week1.find((s) => s.Risk === 0)!;
    const refused = await client.post('/api/i/shares/buy', {
      ShareInstanceID: low.ID,
      AccountInstanceID: bank.ID,
      Total: 0,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.Messages).toEqual([SHARE_MESSAGES.atLeastOneToBuy]);
    const noAccount = await client.post('/api/i/shares/buy', { ShareInstanceID: low.ID, Total: 1 });
    expect(noAccount.body.Messages).toEqual([MONEY_MESSAGES.selectAccount]);
    const count = 3;
    const bought = await client.post<Share[]>('/api/i/shares/buy', {
      ShareInstanceID: low.ID,
      AccountInstanceID: bank.ID,
      Total: count,
    });
    expect(bought.status).toBe(200);
    const cost = Math.round(low.CurrentPrice * count * 100);
    const fee = Math.round(cost * low.BrokerageFee);
    const after = (await client.accounts()).find((a) => a.ID === bank.ID)!;
    expect(Math.round(after.Balance * 100)).toBe(30_000 - cost - fee);
    expect(bought.body.Results.find((s) => s.ID === low.ID)!.OwnedShares).toBe(count);

    await playWeek(client);
    await playWeek(client);
    const week3 = await market();
    for (const share of week3)
      expect(share.PreviousWeekValues.map((v) => v.Week)).toEqual([1, 2, 3]);
    const sold = await client.post<Share[]>('/api/i/shares/sell', {
      ShareInstanceID: low.ID,
      AccountInstanceID: bank.ID,
      Total: count,
    });
    expect(sold.status).toBe(200);
    expect(sold.body.Results.find((s) => s.ID === low.ID)!.OwnedShares).toBe(0);
  });

  it("refuses another player's instance", async () => {
    const first = await startGame(ctx);
    const second = await startGame(ctx);
    const theirs = await second.client.get('/api/i/shares');
    expect(theirs.status).toBe(200);
    const answer = await ctx.app.inject({
      url: '/api/i/shares',
      query: { GameInstanceID: second.instanceId },
      headers: first.player.auth,
    });
    expect(answer.statusCode).toBe(403);
  });
});
