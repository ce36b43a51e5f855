import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  BONUS_MESSAGES,
  ERRORS,
  MONEY_MESSAGES,
  type BankAccountInstance,
  type BonusAnswerResult,
  type BonusQuestion,
  type CreditCardInstance,
  type CreditCardType,
  type TransactionsResult,
  type WeekSummary,
} from '@mc/contract';
import { bonusQuestions } from '@mc/content';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import {
  gameClient,
  openEverydayAccount,
  playWeek,
  skipRequiredQuiz,
  startGame,
} from './support/game';
import { signUp } from './support/players';
import { forgetStates } from '../src/instances/state-cache';

describe.each(dialects)('the game through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  const newGame = (...linkArgs: string[]) => startGame(ctx, ...linkArgs);

  it('shows the twelve apps in priority order and blocks My Bank when week 1 ends without an account', async () => {
    const { client } = await newGame();
    const apps = await client.apps();
    expect(apps.Apps.map((app) => app.Priority)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(apps.Apps[0]).toMatchObject({ Name: 'Email', Url: 'emails' });
    expect(apps.TotalWeeks).toBe(26);
    const ended = await client.post<{ BlockedApp: string }>('/api/i/games/endweek');
    expect(ended.status).toBe(400);
    expect(ended.body.Results.BlockedApp).toBe('Banking');
    expect((await client.apps()).Apps.find((app) => app.Name === 'Banking')?.State).toBe('block');
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const { client, link, instanceId } = await newGame();
    const version = async () =>
      await ctx.app.db
        .selectFrom('game_instances')
        .select(['version', 'state'])
        .where('id', '=', instanceId)
        .executeTakeFirstOrThrow();
    const before = await version();
    const cash = await client.cash();
    const noBank = await client.post('/api/i/transfer', {
      FromAccountInstanceID: cash.ID,
      ToAccountInstanceID: null,
      Amount: 10,
    });
    expect(noBank.body.Messages).toEqual([MONEY_MESSAGES.needBankAccountToTransfer]);
    const account = await openEverydayAccount(client, link.GameID);
    const afterOpen = await version();
    const cases: [Record<string, unknown>, string][] = [
      [
        { FromAccountInstanceID: cash.ID, ToAccountInstanceID: account.ID, Amount: 0 },
        MONEY_MESSAGES.enterAmount,
      ],
      [
        { FromAccountInstanceID: cash.ID, ToAccountInstanceID: account.ID, Amount: 0.01 },
        MONEY_MESSAGES.enterAmount,
      ],
      [
        { FromAccountInstanceID: cash.ID, ToAccountInstanceID: account.ID, Amount: -5 },
        MONEY_MESSAGES.enterAmount,
      ],
      [
        { FromAccountInstanceID: cash.ID, ToAccountInstanceID: account.ID, Amount: 'lots' },
        MONEY_MESSAGES.enterAmount,
      ],
      [
        { FromAccountInstanceID: cash.ID, ToAccountInstanceID: account.ID, Amount: 1.234 },
        'Amounts can have at most two decimal places.',
      ],
      [
        { FromAccountInstanceID: null, ToAccountInstanceID: account.ID, Amount: 5 },
        MONEY_MESSAGES.selectAccount,
      ],
      [
        {
          FromAccountInstanceID: cash.ID,
          ToAccountInstanceID: account.ID,
          Amount: cash.Balance + 1,
        },
        MONEY_MESSAGES.depositAccountFunds,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await client.post('/api/i/transfer', payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body.Messages, JSON.stringify(payload)).toEqual([message]);
    }
    const close = await client.post('/api/i/banking/close', { AccountInstanceID: account.ID });
    expect(close.body.Messages).toEqual([MONEY_MESSAGES.lastBankAccount]);
    const card = await client.post('/api/i/creditcards', {
      CreditCardID: 'no-such-card',
      PurchasingBankAccountInstanceID: account.ID,
    });
    expect(card.status).toBe(400);
    const missing = await ctx.app.inject({ url: '/api/i/banking', headers: {} });
    expect(missing.statusCode).toBe(401);
    const notUuid = await client.get('/api/i/banking', { GameInstanceID: 'nope' });
    expect(notUuid.body.Messages).toEqual([ERRORS.gameInstanceNotFound]);
    expect(await version()).toEqual(afterOpen);
    expect(afterOpen.version).toBe(before.version + 1);
  });

  it('lets 20 simultaneous transfers spend only the money there is, exact to the cent', async () => {
    const { client, link } = await newGame();
    const account = await openEverydayAccount(client, link.GameID);
    const cash = await client.cash();
    const amount = Math.round((cash.Balance / 7 + 0.01) * 100) / 100;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/i/transfer', {
          FromAccountInstanceID: cash.ID,
          ToAccountInstanceID: account.ID,
          Amount: amount,
        }),
      ),
    );
    const succeeded = results.filter((result) => result.body.Success).length;
    expect(succeeded).toBe(Math.floor(cash.Balance / amount));
    expect(
      results
        .filter((result) => !result.body.Success)
        .every((result) => result.body.Messages[0] === MONEY_MESSAGES.depositAccountFunds),
    ).toBe(true);
    const after = await client.cash();
    const bank = (await client.accounts()).find(
      (candidate: BankAccountInstance) => candidate.ID === account.ID,
    );
    expect(Math.round(after.Balance * 100)).toBe(
      Math.round(cash.Balance * 100) - succeeded * Math.round(amount * 100),
    );
    expect(Math.round((bank?.Balance ?? 0) * 100)).toBe(succeeded * Math.round(amount * 100));
  });

  it("gives another player's token a 403 and changes nothing", async () => {
    const { instanceId, link } = await newGame();
    const intruder = await signUp(ctx.app, link.GameLinkID);
    const before = await ctx.app.db
      .selectFrom('game_instances')
      .select(['version', 'state'])
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    const other = gameClient(ctx.app, intruder.auth, instanceId);
    expect((await other.get('/api/i/banking')).status).toBe(403);
    expect(
      (
        await other.post('/api/i/transfer', {
          FromAccountInstanceID: 'x',
          ToAccountInstanceID: 'y',
          Amount: 5,
        })
      ).status,
    ).toBe(403);
    expect((await other.post('/api/i/games/endweek')).status).toBe(403);
    // The token and the instance are read together: a game that does not exist is a 404, and a
    // token revoked at logout is a 401 whatever game it names.
    const nowhere = await gameClient(ctx.app, intruder.auth, randomUUID()).get('/api/i/banking');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.Messages).toEqual([ERRORS.gameInstanceDoesNotExist]);
    await ctx.app.inject({ method: 'POST', url: '/api/account/logout', headers: intruder.auth });
    const revoked = await other.get('/api/i/banking');
    expect(revoked.status).toBe(401);
    expect(revoked.body.Messages).toEqual([ERRORS.unauthorized]);
    const after = await ctx.app.db
      .selectFrom('game_instances')
      .select(['version', 'state'])
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('runs the bonus question once a week with the spec messages, and pays the reward into the summary', async () => {
    const { client, link, instanceId } = await newGame();
    await openEverydayAccount(client, link.GameID);
    // Commands that change nothing are answered but neither stored nor logged.
    const stored = () =>
      ctx.app.db
        .selectFrom('game_instances')
        .select('version')
        .where('id', '=', instanceId)
        .executeTakeFirstOrThrow();
    const playing = await stored();
    const resumed = await client.post<{ Week: number }>('/api/i/games/startweek');
    expect(resumed.body.Results.Week).toBe(1);
    expect(await stored()).toEqual(playing);
    expect((await client.post('/api/i/eowquestions/generate')).status).toBe(400);
    await client.post('/api/i/games/endweek');
    expect((await client.get('/api/i/eowquestions')).body.Messages).toEqual([
      BONUS_MESSAGES.notGenerated,
    ]);

    const first = await client.post<BonusQuestion>('/api/i/eowquestions/generate');
    expect(first.body.Results.Answers).toHaveLength(4);
    expect(first.body.Results.TotalSeconds).toBe(60);
    const generated = await stored();
    const again = await client.post<BonusQuestion>('/api/i/eowquestions/generate');
    expect(again.body).toMatchObject({
      Success: true,
      Messages: [BONUS_MESSAGES.alreadyGenerated],
      Results: { ID: first.body.Results.ID },
    });
    expect(again.body.Results).toEqual(first.body.Results);
    expect(await stored()).toEqual(generated);

    const answer = {
      QuestionID: first.body.Results.ID,
      AnswerID: first.body.Results.Answers[0]?.ID,
      TimeRemaining: 20,
    };
    const answered = await client.post<BonusAnswerResult>('/api/i/eowquestions', answer);
    expect(answered.body.Success).toBe(true);
    const result = answered.body.Results;
    expect(result.CorrectAnswerID).not.toBeNull();
    expect(result.Explanation).toBeTruthy();
    // $3 for a right answer plus 2c for each of the 20 seconds left; nothing for a wrong one.
    expect([result.Reward, result.Bonus]).toEqual(result.AnsweredCorrectly ? [3, 0.4] : [0, 0]);
    expect((await client.post('/api/i/eowquestions', answer)).body.Messages).toEqual([
      BONUS_MESSAGES.alreadyAnswered,
    ]);
    expect((await client.get('/api/i/eowquestions')).body.Messages).toEqual([
      BONUS_MESSAGES.alreadyAnswered,
    ]);
    const summary = (await client.get<WeekSummary>('/api/i/progress/summary')).body.Results;
    expect([summary.CashReward, summary.TimeBonus]).toEqual([result.Reward, result.Bonus]);

    await client.post('/api/i/games/startweek');
    await skipRequiredQuiz(client);
    await client.post('/api/i/games/endweek');
    const second = await client.post<BonusQuestion>('/api/i/eowquestions/generate');
    expect(second.body.Results.ID).not.toBe(first.body.Results.ID);
    const skipped = await client.post<BonusAnswerResult>('/api/i/eowquestions', {
      QuestionID: second.body.Results.ID,
      Skip: true,
    });
    expect(skipped.body.Messages).toEqual([BONUS_MESSAGES.skipped]);
    expect(skipped.body.Results.Reward).toBe(0);
  });

  it("measures the bonus question's time itself: a claimed full minute counts only what is left", async () => {
    const { client, link, instanceId } = await newGame();
    await openEverydayAccount(client, link.GameID);
    await client.post('/api/i/games/endweek');
    const sentAt = Date.now();
    const clock = vi.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(sentAt);
      const question = (await client.post<BonusQuestion>('/api/i/eowquestions/generate')).body;
      // Asked for again 20 s later (a reload): the clock still runs from the first time.
      clock.mockReturnValue(sentAt + 20_000);
      const again = await client.post<BonusQuestion>('/api/i/eowquestions/generate');
      // The question shown again counts on from the server's time: 40 s left, not 60.
      expect(again.body.Results.SecondsLeft).toBe(40);
      // Answered 45.5 s after it was first sent, claiming the whole minute: 15 s are left.
      clock.mockReturnValue(sentAt + 45_500);
      const right = bonusQuestions.find((q) => q.id === question.Results.ID)!.correctIndex;
      const answered = await client.post<BonusAnswerResult>('/api/i/eowquestions', {
        QuestionID: question.Results.ID,
        AnswerID: right,
        TimeRemaining: 60,
      });
      // $3 for the right answer and 2c for each of the 15 seconds left.
      expect(answered.body.Results).toMatchObject({
        AnsweredCorrectly: true,
        Reward: 3,
        Bonus: 0.3,
      });
    } finally {
      clock.mockRestore();
    }
    // The log keeps the server's times, so a replay measures the same 15 s.
    const logged = await ctx.app.db
      .selectFrom('instance_commands')
      .select('command')
      .where('instance_id', '=', instanceId)
      .orderBy('seq')
      .execute();
    const bonus = logged
      .map((row) => JSON.parse(row.command) as { type: string; atMs?: number })
      .filter((command) => command.type.endsWith('BonusQuestion'));
    expect(bonus.map((command) => [command.type, command.atMs])).toEqual([
      ['generateBonusQuestion', sentAt],
      ['answerBonusQuestion', sentAt + 45_500],
    ]);
  });

  it('pays the card through a transfer to it, with the card payment rules the engine applies', async () => {
    const { client, link } = await newGame();
    const account = await openEverydayAccount(client, link.GameID);
    const cash = await client.cash();
    await client.post('/api/i/transfer', {
      FromAccountInstanceID: cash.ID,
      ToAccountInstanceID: account.ID,
      Amount: Math.floor(cash.Balance / 2),
    });
    const types = await client.get<CreditCardType[]>('/api/g/creditcards', { GameID: link.GameID });
    const cheapest = [...types.body.Results].sort((a, b) => a.Cost - b.Cost)[0];
    const bought = await client.post<CreditCardInstance>('/api/i/creditcards', {
      CreditCardID: cheapest?.ID,
      PurchasingBankAccountInstanceID: account.ID,
    });
    expect(bought.body.Success).toBe(true);
    // Nothing is owed before the first statement: a payment would exceed the closing balance.
    const payment = await client.post('/api/i/transfer', {
      FromAccountInstanceID: account.ID,
      ToAccountInstanceID: bought.body.Results.ID,
      Amount: 5,
    });
    expect(payment.status).toBe(400);
    expect(payment.body.Messages).toEqual([MONEY_MESSAGES.exceedsClosingBalance]);
  });

  it('names what it cannot find: an account, an app, a card', async () => {
    const { client } = await newGame();
    expect(
      (
        await client.get('/api/i/transactions', {
          AccountInstanceID: '00000000-0000-4000-8000-000000000000',
        })
      ).body.Messages,
    ).toEqual([ERRORS.noAccountsFound]);
    expect(
      (await client.get('/api/i/communications', { GameAppInstanceID: 'no-such-app' })).body
        .Messages,
    ).toEqual(['no-such-app is not found']);
    expect((await client.get('/api/i/creditcards')).body).toEqual({
      Success: false,
      Messages: [ERRORS.noCreditCardPurchased],
      Results: null,
    });
  });

  it('plays a whole game to completion, each summary matching the net position', async () => {
    const { client, link, instanceId } = await newGame('--weeks', '26');
    const account = await openEverydayAccount(client, link.GameID);
    const cash = await client.cash();
    await client.post('/api/i/transfer', {
      FromAccountInstanceID: cash.ID,
      ToAccountInstanceID: account.ID,
      Amount: Math.floor(cash.Balance / 2),
    });
    let last;
    let previousFinish: number | undefined;
    for (let week = 1; week <= 26; week += 1) {
      last = await playWeek(client);
      expect(last.summary.Week).toBe(week);
      // Each week starts where the last one finished (its bills arrive within the week).
      if (previousFinish !== undefined)
        expect(last.summary.StartingNetPosition).toBeCloseTo(previousFinish, 2);
      previousFinish = last.summary.FinishingNetPosition;
      expect(last.summary.Difference).toBeCloseTo(
        last.summary.FinishingNetPosition - last.summary.StartingNetPosition,
        2,
      );
    }
    expect(last?.started.Results.IsGameComplete).toBe(true);
    const row = await ctx.app.db
      .selectFrom('game_instances')
      .select(['is_game_complete', 'current_week'])
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    expect(row.is_game_complete).toBe(1);
    const log = await ctx.app.db
      .selectFrom('instance_commands')
      .select('seq')
      .where('instance_id', '=', instanceId)
      .execute();
    expect(log.length).toBeGreaterThan(26 * 3);

    // Read back from the database alone (as after a restart): the row and its sealed ledger
    // pages give the same game.
    const emailApp = (await client.apps()).Apps.find((app) => app.Name === 'Email');
    const before = {
      progress: (await client.get('/api/i/progress')).body,
      statement: (await client.get('/api/i/transactions', { AccountInstanceID: account.ID })).body,
      emails: (await client.get('/api/i/communications', { GameAppInstanceID: emailApp?.ID ?? '' }))
        .body,
    };
    const stored = await ctx.app.db
      .selectFrom('game_instances')
      .select(['sealed_pages', 'sealed_message_pages'])
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    const pageNumbers = async (table: 'ledger_pages' | 'message_pages') =>
      (
        await ctx.app.db
          .selectFrom(table)
          .select('page_no')
          .where('instance_id', '=', instanceId)
          .orderBy('page_no')
          .execute()
      ).map((page) => page.page_no);
    expect(stored.sealed_pages).toBeGreaterThan(0);
    expect(stored.sealed_message_pages).toBeGreaterThan(0);
    expect(await pageNumbers('ledger_pages')).toEqual([...Array(stored.sealed_pages).keys()]);
    expect(await pageNumbers('message_pages')).toEqual([
      ...Array(stored.sealed_message_pages).keys(),
    ]);
    // A page sealed by a command that commits between the row's read and the pages' read is
    // not the row's: a reader takes only the pages the row counts.
    await ctx.app.db
      .insertInto('ledger_pages')
      .values({ instance_id: instanceId, page_no: stored.sealed_pages, postings: '[]' })
      .execute();
    await ctx.app.db
      .insertInto('message_pages')
      .values({ instance_id: instanceId, page_no: stored.sealed_message_pages, messages: '[]' })
      .execute();
    forgetStates();
    expect((await client.get('/api/i/progress')).body).toEqual(before.progress);
    expect(
      (await client.get('/api/i/communications', { GameAppInstanceID: emailApp?.ID ?? '' })).body,
    ).toEqual(before.emails);
    const statement = (
      await client.get<TransactionsResult>('/api/i/transactions', {
        AccountInstanceID: account.ID,
      })
    ).body;
    expect(statement).toEqual(before.statement);
    expect(statement.Results.Transactions.length).toBeGreaterThan(10);
  });
});
