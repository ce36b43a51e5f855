import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, type EverydayResult } from '@mc/contract';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { openEverydayAccount, playWeek, startGame } from './support/game';

// Everyday spending through the API: the source that pays it, cancelling the subscription, and
// bad input answered with a clear message that changes nothing.

describe.each(dialects)('everyday spending through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  const newGame = () => startGame(ctx);

  it('shows the week’s spending, pays it from the source chosen, and cancels the subscription', async () => {
    const { client, link } = await newGame();
    const account = await openEverydayAccount(client, link.GameID);
    const shown = (await client.get<EverydayResult>('/api/i/everyday')).body.Results;
    expect(shown).toMatchObject({ SourceID: account.ID, IsChosen: false, Weekly: 135 });
    expect(shown.Items.map((item) => item.Title)).toEqual([
      'Groceries',
      'Bus fares',
      'Streaming subscription',
    ]);

    const cash = await client.cash();
    const chosen = await client.post<EverydayResult>('/api/i/everyday/account', {
      FromAccountInstanceID: cash.ID,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.Results).toMatchObject({ SourceID: cash.ID, IsChosen: true });

    const cancelled = await client.post<EverydayResult>('/api/i/everyday/cancel', {
      SpendingID: 'streaming',
    });
    expect(cancelled.body.Results.Items.find((i) => i.ID === 'streaming')).toMatchObject({
      IsActive: false,
      EndReason: 'cancelled',
    });

    const before = (await client.cash()).Balance;
    const { summary } = await playWeek(client);
    // The week's bonus question, when answered right, pays its reward into My Cash too.
    const reward = summary.CashReward + summary.TimeBonus;
    expect((await client.cash()).Balance).toBeCloseTo(before - 135 + reward, 2);
  });

  it('answers bad input with a clear message and changes nothing', async () => {
    const { client, link, instanceId } = await newGame();
    await openEverydayAccount(client, link.GameID);
    const stored = async () =>
      await ctx.app.db
        .selectFrom('game_instances')
        .select(['version'])
        .where('id', '=', instanceId)
        .executeTakeFirstOrThrow();
    const before = await stored();
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/i/everyday/account', { FromAccountInstanceID: 'nope' }, MONEY_MESSAGES.selectAccount],
      ['/api/i/everyday/cancel', { SpendingID: 'groceries' }, 'Subscription not found.'],
      [
        '/api/i/everyday/repay',
        { FromAccountInstanceID: (await client.cash()).ID, Amount: 10 },
        'You don’t owe Jess anything.',
      ],
    ];
    for (const [url, payload, message] of cases) {
      const response = await client.post(url, payload);
      expect(response.status, url).toBe(400);
      expect(response.body.Messages, url).toEqual([message]);
    }
    const missing = await client.post('/api/i/everyday/account', {});
    expect(missing.status).toBe(400);
    expect(missing.body.Success).toBe(false);
    expect(await stored()).toEqual(before);
  });
});
