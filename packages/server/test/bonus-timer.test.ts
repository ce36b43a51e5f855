import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BONUS_MESSAGES,
  ERRORS,
  type BonusAnswerResult,
  type BonusQuestion,
  type WeekSummary,
} from '@mc/contract';
import { bonusQuestions } from '@mc/content';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { gameClient, openEverydayAccount, startGame, storedVersion } from './support/game';
import { signUp } from './support/players';

// The end-of-week bonus question's timer through the API (POST /api/i/eowquestions/timer-off,
// WCAG 2.2.1): turned off by the server's clock while the question still has time, a right answer
// pays the $3 reward and no time bonus however long it takes; too late, it is refused, and no
// flag on the answer can pay a late answer. The time bonus is at most 60c, whatever is claimed.

describe.each(dialects)("the bonus question's timer through the API on %s", (dialect) => {
  const ctx = useTestApp(dialect);
  let clock: ReturnType<typeof vi.spyOn> | null = null;
  afterEach(() => {
    clock?.mockRestore();
    clock = null;
  });

  /** A player whose week 1 has ended, its question sent at the server time `sentAt`. */
  async function questionSent() {
    const game = await startGame(ctx);
    await openEverydayAccount(game.client, game.link.GameID);
    await game.client.post('/api/i/games/endweek');
    const sentAt = Date.now();
    clock = vi.spyOn(Date, 'now').mockReturnValue(sentAt);
    const question = (await game.client.post<BonusQuestion>('/api/i/eowquestions/generate')).body
      .Results;
    const right = bonusQuestions.find((q) => q.id === question.ID)!.correctIndex;
    const at = (seconds: number) => clock!.mockReturnValue(sentAt + seconds * 1000);
    return { ...game, question, right, sentAt, at };
  }

  const answer = (
    client: Awaited<ReturnType<typeof questionSent>>['client'],
    body: Record<string, unknown>,
  ) => client.post<BonusAnswerResult>('/api/i/eowquestions', body);

  it('turns the timer off with time to spare: the reward, no time bonus, however long it takes', async () => {
    const { client, question, right, sentAt, at, instanceId } = await questionSent();
    expect(question).toMatchObject({ IsTimerOff: false, SecondsLeft: 60 });
    at(5);
    const off = await client.post<BonusQuestion>('/api/i/eowquestions/timer-off');
    expect(off.status).toBe(200);
    expect(off.body.Results).toMatchObject({ ID: question.ID, IsTimerOff: true, SecondsLeft: 0 });
    // A reload shows it off; turning it off again is no error.
    at(100);
    const reloaded = await client.get<BonusQuestion>('/api/i/eowquestions');
    expect(reloaded.body.Results).toMatchObject({ IsTimerOff: true, SecondsLeft: 0 });
    expect((await client.post('/api/i/eowquestions/timer-off')).status).toBe(200);
    // Ten minutes later, claiming the whole minute: the $3, no time bonus.
    at(600);
    const answered = await answer(client, {
      QuestionID: question.ID,
      AnswerID: right,
      TimeRemaining: 60,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.Results).toMatchObject({
      AnsweredCorrectly: true,
      IsOutOfTime: false,
      IsTimerOff: true,
      Reward: 3,
      Bonus: 0,
    });
    const summary = (await client.get<WeekSummary>('/api/i/progress/summary')).body.Results;
    expect([summary.CashReward, summary.TimeBonus]).toEqual([3, 0]);
    // Once answered, the timer has nothing left to turn off.
    const late = await client.post('/api/i/eowquestions/timer-off');
    expect(late.status).toBe(400);
    expect(late.body.Messages).toEqual([BONUS_MESSAGES.alreadyAnswered]);
    // The log keeps the server's time of each command that changed the game (turning the timer
    // off a second time changed nothing), so a replay gives the same game.
    const logged = await ctx.app.db
      .selectFrom('instance_commands')
      .select('command')
      .where('instance_id', '=', instanceId)
      .orderBy('seq')
      .execute();
    const bonus = logged
      .map((row) => JSON.parse(row.command) as { type: string; atMs?: number })
      .filter((command) => /Bonus/.test(command.type));
    expect(bonus.map((command) => [command.type, command.atMs])).toEqual([
      ['generateBonusQuestion', sentAt],
      ['turnOffBonusTimer', sentAt + 5_000],
      ['answerBonusQuestion', sentAt + 600_000],
    ]);
  });

  it('refuses to turn the timer off once the time has run out, and a late flag pays nothing', async () => {
    const { client, question, right, at, instanceId } = await questionSent();
    at(61);
    const version = await storedVersion(ctx, instanceId);
    const off = await client.post('/api/i/eowquestions/timer-off');
    expect(off.status).toBe(400);
    expect(off.body.Messages).toEqual([BONUS_MESSAGES.outOfTime]);
    expect(await storedVersion(ctx, instanceId)).toBe(version);
    // A hand-made answer that says the timer was off: the right answer, but late, pays nothing.
    const answered = await answer(client, {
      QuestionID: question.ID,
      AnswerID: right,
      TimeRemaining: 30,
      IsTimerOff: true,
      WithoutTimer: true,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.Results).toMatchObject({
      AnsweredCorrectly: true,
      IsOutOfTime: true,
      IsTimerOff: false,
      Reward: 0,
      Bonus: 0,
    });
  });

  it('pays a time bonus of at most 60c, whatever time the browser claims', async () => {
    const { client, question, right, at } = await questionSent();
    at(1);
    const answered = await answer(client, {
      QuestionID: question.ID,
      AnswerID: right,
      TimeRemaining: 3600,
    });
    expect(answered.body.Results).toMatchObject({ Reward: 3, Bonus: 0.6, IsTimerOff: false });
  });

  it('answers bad calls with a clear message, never a 500', async () => {
    const game = await startGame(ctx);
    // The week is still under way: no question yet.
    const early = await game.client.post('/api/i/eowquestions/timer-off');
    expect(early.status).toBe(400);
    expect(early.body.Messages).toEqual([BONUS_MESSAGES.notGenerated]);
    const badId = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/eowquestions/timer-off',
      headers: game.player.auth,
      payload: { GameInstanceID: 42 },
    });
    expect(badId.statusCode).toBe(400);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/eowquestions/timer-off',
      headers: { ...game.player.auth, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/eowquestions/timer-off',
      payload: { GameInstanceID: game.instanceId },
    });
    expect(anonymous.statusCode).toBe(401);
    const intruder = await signUp(ctx.app, game.link.GameLinkID);
    const other = gameClient(ctx.app, intruder.auth, game.instanceId);
    const forbidden = await other.post('/api/i/eowquestions/timer-off');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.Messages).toEqual([ERRORS.forbidden]);
  });
});
