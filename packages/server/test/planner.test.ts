import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  PLANNER_MESSAGES,
  type DiaryAnswerResult,
  type DiaryQuestion,
  type PlannerSummary,
  type CommunicationsResult,
  type WeekSummary,
} from '@mc/contract';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import {
  type GameClient,
  gameClient,
  playWeek,
  skipRequiredQuiz,
  startGameWithBank,
  storedVersion,
} from './support/game';
import { signUp } from './support/players';
import { forgetStates } from '../src/instances/state-cache';

// The Weekly Planner through the API (spec part 2, sections 2, 3, 5 and 7): My budget built from
// the player's own job and bills, the plan saved per week and set beside what they did on the
// week's summary, and the diary with the mentor's reply; bad input gets a clear message and
// changes nothing; another player's instance is 403.

const cents = (dollars: number) => Math.round(dollars * 100);

describe.each(dialects)('The Weekly Planner through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  const summaryOf = async (client: GameClient) =>
    (await client.get<PlannerSummary>('/api/i/planner')).body.Results;
  const savePlan = (client: GameClient, plan: Record<string, unknown>) =>
    client.post<PlannerSummary>('/api/i/planner/budget', plan);
  const answer = (client: GameClient, Week: unknown, Answer: unknown) =>
    client.post<DiaryAnswerResult>('/api/i/planner', { Week, Answer });
  const payableBills = async (client: GameClient) => {
    const email = (await client.apps()).Apps.find((app) => app.Name === 'Email')!;
    const inbox = await client.get<CommunicationsResult>('/api/i/communications', {
      GameAppInstanceID: email.ID,
    });
    return inbox.body.Results.Communications.flatMap((c) => (c.Bill?.IsPayable ? [c.Bill] : []));
  };

  it('builds My budget from the job and the bills, each kind adding up to the total', async () => {
    const { client } = await startGameWithBank(ctx, 500);
    const week1 = await summaryOf(client);
    expect(week1.Week).toBe(1);
    expect(week1.IncomeMessage).toBeNull();
    expect(week1.IncomeSources).toHaveLength(1);
    const [job] = week1.IncomeSources;
    expect(cents(job!.Weekly)).toBe(Math.round(cents(job!.NetPay) / job!.PaymentFrequency));
    expect(cents(week1.Income)).toBe(cents(job!.Weekly));
    const kinds = [
      week1.Expenses.Rent,
      week1.Expenses.Food,
      week1.Expenses.Travel,
      week1.Expenses.Entertainment,
    ];
    expect(kinds.map((k) => k.Key)).toEqual([
      'Rent expense',
      'Food expense',
      'Travel expense',
      'Entertainment expense',
    ]);
    for (const kind of kinds) {
      expect(cents(kind.Expense)).toBe(kind.Sources.reduce((s, l) => s + cents(l.Weekly), 0));
      for (const line of kind.Sources)
        expect(cents(line.Weekly)).toBe(Math.round(cents(line.Amount) / line.EveryWeeks));
    }
    expect(cents(week1.Expenses.Total)).toBe(kinds.reduce((s, k) => s + cents(k.Expense), 0));
    // The 18-year-old rents, buys groceries and takes the bus.
    expect(week1.Expenses.Rent.Sources.map((s) => s.Title)).toContain('Rent');
    expect(week1.Expenses.Food.Expense).toBeGreaterThan(0);
    expect(week1.Expenses.Travel.Expense).toBeGreaterThan(0);
    expect(cents(week1.Remaining)).toBe(cents(week1.Income) - cents(week1.Expenses.Total));
    expect(week1.Plannable).toBe(Math.max(0, Math.floor(week1.Remaining)));
    expect(week1).toMatchObject({
      Plan: { Bills: 0, Goods: 0, SavingsAccount: 0, Shares: 0, FixedTermInvestment: 0 },
      IsPlanSaved: false,
      PlanLeft: week1.Plannable,
      PlanStatus: 'under',
      LastWeek: null,
    });

    // The weekly figure is the pay slip's net pay averaged over its weeks.
    await playWeek(client);
    await playWeek(client);
    expect((await summaryOf(client)).IncomeSources[0]!.NetPay).toBe(job!.NetPay);
  });

  it('saves a plan per week, capped at what remains, and sets it beside what the player did', async () => {
    const { client, bank } = await startGameWithBank(ctx, 500);
    const { Plannable } = await summaryOf(client);
    expect(Plannable).toBeGreaterThan(100);
    const saved = await savePlan(client, {
      Bills: 50,
      Goods: '',
      SavingsAccount: '20',
      Shares: 0,
      FixedTermInvestment: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Results).toMatchObject({
      Plan: { Bills: 50, Goods: 0, SavingsAccount: 20, Shares: 0, FixedTermInvestment: 0 },
      IsPlanSaved: true,
      PlanLeft: Plannable - 70,
      PlanStatus: 'under',
      PlanStatusText: `$${Plannable - 70} still to plan`,
    });
    // Each amount may be all that remains; together more is allowed, and said in words.
    const over = await savePlan(client, { Bills: Plannable, Goods: 1 });
    expect(over.body.Results).toMatchObject({ PlanStatus: 'over', PlanLeft: -1 });
    expect(over.body.Results.PlanStatusText).toBe('$1 over what remains');
    const exact = await savePlan(client, { Bills: Plannable - 10, SavingsAccount: 10 });
    expect(exact.body.Results).toMatchObject({ PlanStatus: 'exact', PlanLeft: 0 });

    // What the player did: the week's bills paid from the bank.
    let paid = 0;
    for (const bill of await payableBills(client)) {
      const result = await client.post('/api/i/bills/pay', {
        BillInstanceID: bill.ID,
        FromAccountInstanceID: bank.ID,
      });
      if (result.body.Success) paid += cents(bill.Amount);
    }
    expect(paid).toBeGreaterThan(0);
    const { summary } = await playWeek(client);
    const full = await client.get<WeekSummary>('/api/i/progress/summary');
    expect(full.body.Results.Week).toBe(summary.Week);
    const plan = full.body.Results.Plan!;
    expect(plan.Week).toBe(1);
    expect(plan.Rows.map((r) => [r.Title, r.Planned])).toEqual([
      ['BILLS', Plannable - 10],
      ['GOODS', 0],
      ['SAVINGS ACCOUNT', 10],
      ['SHARES', 0],
      ['FIXED TERM INVESTMENT', 0],
    ]);
    // The bills paid were the regular ones the budget counts as expenses, not the plan's BILLS.
    expect(plan.Rows[0]!.Actual).toBe(0);
    // Week 2's budget shows last week's comparison; its own plan starts empty.
    const week2 = await summaryOf(client);
    expect(week2).toMatchObject({ Week: 2, IsPlanSaved: false, LastWeek: plan });
  });

  it('answers bad plans with a clear message and changes nothing', async () => {
    const { client, instanceId } = await startGameWithBank(ctx, 500);
    await savePlan(client, { Bills: 10 });
    const { Plannable } = await summaryOf(client);
    const before = await summaryOf(client);
    const version = await storedVersion(ctx, instanceId);
    for (const [plan, message] of [
      [{ Bills: Plannable + 1 }, PLANNER_MESSAGES.overRemaining],
      [{ Goods: 12.5 }, PLANNER_MESSAGES.wholeDollars],
      [{ Goods: '12.50' }, PLANNER_MESSAGES.wholeDollars],
      [{ Shares: -5 }, PLANNER_MESSAGES.wholeDollars],
      [{ Shares: '-5' }, PLANNER_MESSAGES.wholeDollars],
      [{ SavingsAccount: '1e3' }, PLANNER_MESSAGES.wholeDollars],
      [{ SavingsAccount: 'ten' }, PLANNER_MESSAGES.wholeDollars],
      [{ FixedTermInvestment: [] }, PLANNER_MESSAGES.wholeDollars],
      [{ FixedTermInvestment: 1e12 }, PLANNER_MESSAGES.overRemaining],
    ] as const) {
      const result = await savePlan(client, plan);
      expect(result.status, JSON.stringify(plan)).toBe(400);
      expect(result.body.Messages, JSON.stringify(plan)).toEqual([message]);
    }
    const noInstance = await client.post('/api/i/planner/budget', { GameInstanceID: 'nope' });
    expect(noInstance.status).toBe(400);
    expect(noInstance.body.Messages).toEqual([ERRORS.gameInstanceNotFound]);
    expect(await storedVersion(ctx, instanceId)).toBe(version);
    expect(await summaryOf(client)).toEqual(before);
  });

  it('saves a diary answer, replies as the mentor, lists past weeks and allows an edit', async () => {
    const { client } = await startGameWithBank(ctx, 500);
    const question = await client.get<DiaryQuestion>('/api/i/planner/question');
    expect(question.body.Results).toMatchObject({ Week: 1, Answer: null });
    expect(question.body.Results.Title.length).toBeGreaterThan(0);
    expect((await client.apps()).Apps.find((a) => a.Name === 'Planner')).toMatchObject({
      IsDisabled: false,
      UpdateCount: 1,
    });
    const saved = await answer(client, 1, '  I will pay rent first, then save.  ');
    expect(saved.status).toBe(200);
    expect(saved.body.Results.Question).toMatchObject({
      Week: 1,
      Answer: 'I will pay rent first, then save.',
    });
    const mentor = saved.body.Results.MentorMessages;
    expect(mentor.length).toBeGreaterThanOrEqual(1);
    for (const message of mentor) {
      expect(message.Title).toBe(question.body.Results.Title);
      expect(message.Body.length).toBeGreaterThan(20);
    }
    expect((await client.apps()).Apps.find((a) => a.Name === 'Planner')!.UpdateCount).toBe(0);
    const none = await client.get<DiaryQuestion[]>('/api/i/planner/questions');
    expect(none.body.Results).toEqual([]);

    await playWeek(client);
    await playWeek(client);
    const past = (await client.get<DiaryQuestion[]>('/api/i/planner/questions')).body.Results;
    expect(past.map((q) => [q.Week, q.Answer])).toEqual([
      [2, null],
      [1, 'I will pay rent first, then save.'],
    ]);
    // An earlier week's question, read and edited later.
    const week1 = await client.get<DiaryQuestion>('/api/i/planner/question', { Week: '1' });
    expect(week1.body.Results).toEqual(past[1]);
    const edited = await answer(client, '1', 'Edited: rent first, then savings.');
    expect(edited.body.Results.Question.Answer).toBe('Edited: rent first, then savings.');
    const this3 = await client.get<DiaryQuestion>('/api/i/planner/question');
    expect(this3.body.Results.Week).toBe(3);
  });

  it('answers bad diary input with a clear message and changes nothing', async () => {
    const { client, instanceId } = await startGameWithBank(ctx, 500);
    await answer(client, 1, 'First answer.');
    const version = await storedVersion(ctx, instanceId);
    for (const [week, text, message] of [
      [1, '', PLANNER_MESSAGES.answerEmpty],
      [1, '   \n  ', PLANNER_MESSAGES.answerEmpty],
      [1, undefined, PLANNER_MESSAGES.answerEmpty],
      [1, 42, PLANNER_MESSAGES.answerEmpty],
      [1, 'x'.repeat(501), PLANNER_MESSAGES.answerTooLong],
      [1, 'Nice <img src=x onerror=alert(1)>', PLANNER_MESSAGES.answerMarkup],
      [1, '<script>alert(1)</script>', PLANNER_MESSAGES.answerMarkup],
      [2, 'Not yet', PLANNER_MESSAGES.weekNotReached],
      [0, 'No week 0', PLANNER_MESSAGES.noQuestion],
      [28, 'No week 28', PLANNER_MESSAGES.noQuestion],
      ['one', 'Not a week', ERRORS.invalidRequest],
      [1.5, 'Half a week', ERRORS.invalidRequest],
    ] as const) {
      const result = await answer(client, week, text);
      expect(result.status, `${String(week)} ${String(text)}`).toBe(400);
      expect(result.body.Messages, `${String(week)} ${String(text)}`).toEqual([message]);
    }
    const future = await client.get('/api/i/planner/question', { Week: '5' });
    expect(future.status).toBe(400);
    expect(future.body.Messages).toEqual([PLANNER_MESSAGES.weekNotReached]);
    expect(await storedVersion(ctx, instanceId)).toBe(version);
    const kept = await client.get<DiaryQuestion>('/api/i/planner/question');
    expect(kept.body.Results.Answer).toBe('First answer.');
    // 500 characters exactly, and text that only looks like markup, are fine.
    expect((await answer(client, 1, 'a'.repeat(500))).status).toBe(200);
    expect((await answer(client, 1, 'I <3 saving, and income > spending.')).status).toBe(200);
  });

  it('keeps every answer saved as a page of its own, read back after a restart', async () => {
    const { client, instanceId } = await startGameWithBank(ctx, 500);
    for (const text of ['First try.', 'Second try.', 'Third and final.'])
      expect((await answer(client, 1, text)).status).toBe(200);
    const stored = await ctx.app.db
      .selectFrom('game_instances')
      .select(['sealed_diary_pages', 'state'])
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    // The last answer lives in the row; the two before it were written once, apart.
    expect(stored.sealed_diary_pages).toBe(2);
    expect(stored.state).toContain('Third and final.');
    expect(stored.state).not.toContain('First try.');
    const pages = await ctx.app.db
      .selectFrom('diary_pages')
      .select(['page_no', 'answer'])
      .where('instance_id', '=', instanceId)
      .orderBy('page_no')
      .execute();
    expect(
      pages.map((p) => [p.page_no, (JSON.parse(p.answer) as { answer: string }).answer]),
    ).toEqual([
      [0, 'First try.'],
      [1, 'Second try.'],
    ]);
    forgetStates();
    const read = await client.get<DiaryQuestion>('/api/i/planner/question');
    expect(read.body.Results.Answer).toBe('Third and final.');
    // Played on after the restart: the next answer seals the last one.
    await answer(client, 1, 'After the restart.');
    forgetStates();
    expect((await client.get<DiaryQuestion>('/api/i/planner/question')).body.Results.Answer).toBe(
      'After the restart.',
    );
  });

  it("gives another player's token a 403 on every call and changes nothing", async () => {
    const { client, link, instanceId } = await startGameWithBank(ctx, 200);
    await answer(client, 1, 'Mine.');
    const intruder = await signUp(ctx.app, link.GameLinkID);
    const other = gameClient(ctx.app, intruder.auth, instanceId);
    const version = await storedVersion(ctx, instanceId);
    for (const path of ['/api/i/planner', '/api/i/planner/question', '/api/i/planner/questions']) {
      const read = await other.get(path);
      expect(read.status, path).toBe(403);
      expect(read.body.Messages, path).toEqual([ERRORS.forbidden]);
    }
    for (const [path, body] of [
      ['/api/i/planner', { Week: 1, Answer: 'Theirs.' }],
      ['/api/i/planner/budget', { Bills: 1 }],
    ] as const) {
      const write = await other.post(path, body);
      expect(write.status, path).toBe(403);
      expect(write.body.Messages, path).toEqual([ERRORS.forbidden]);
    }
    const anonymous = await ctx.app.inject({
      url: '/api/i/planner',
      query: { GameInstanceID: instanceId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedVersion(ctx, instanceId)).toBe(version);
    const mine = await client.get<DiaryQuestion>('/api/i/planner/question');
    expect(mine.body.Results.Answer).toBe('Mine.');
  });

  it('tells a player with no job that they have no weekly income, and refuses a plan', async () => {
    const { client } = await startGameWithBank(ctx, 500);
    const jobs = await client.get<{ GameJobID: string }[]>('/api/i/jobs');
    const left = await client.post('/api/g/jobs/leave', {
      GameJobID: jobs.body.Results[0]!.GameJobID,
    });
    expect(left.body.Success).toBe(true);
    await skipRequiredQuiz(client);
    await playWeek(client);
    const summary = await summaryOf(client);
    expect(summary).toMatchObject({
      Income: 0,
      IncomeSources: [],
      IncomeMessage: 'YOU DO NOT HAVE A WEEKLY INCOME',
      Plannable: 0,
    });
    expect(summary.Remaining).toBeLessThan(0);
    const refused = await savePlan(client, { Bills: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.Messages).toEqual([PLANNER_MESSAGES.nothingRemaining]);
  });
});
