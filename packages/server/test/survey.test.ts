import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ERRORS,
  SURVEY_MESSAGES,
  type HasEndSurveyResult,
  type ProgressResult,
  type StartWeekResult,
  type SurveyAnswerResult,
  type SurveyQuestion,
} from '@mc/contract';
import { endQuizQuestions } from '@mc/content';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import {
  type GameClient,
  gameClient,
  openEverydayAccount,
  playWeek,
  startGame,
  storedVersion,
} from './support/game';
import { signUp } from './support/players';

// The end of the game through the API (spec part 2, sections 2, 3, 4 and 7): once the last week
// is over, the end quiz (14 questions) and then the survey, one question at a time; a right
// answer pays, a timed one by the server's clock (never the browser's), nothing once time has
// run out; hasendsurvey and the start of the week say where the player is; bad input and
// another player change nothing.

describe.each(dialects)('The end of the game through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);
  afterEach(() => vi.useRealTimers());

  const question = async (client: GameClient) => client.get<SurveyQuestion>('/api/i/survey');
  const submit = (client: GameClient, body: Record<string, unknown>) =>
    client.post<SurveyAnswerResult>('/api/i/survey/submit', body);
  const status = async (client: GameClient) =>
    (await client.get<HasEndSurveyResult>('/api/i/games/hasendsurvey')).body.Results;

  /** A player on a new link (its flags for the admin command) who has played every week. */
  async function finishedGame(...linkArgs: string[]) {
    const game = await startGame(ctx, '--quizzes', 'none', ...linkArgs);
    await openEverydayAccount(game.client, game.link.GameID);
    let started: StartWeekResult | null = null;
    for (let week = 1; week <= 26; week += 1) {
      const played = await playWeek(game.client);
      started = played.started.Results as unknown as StartWeekResult;
    }
    return { ...game, started: started! };
  }

  const rightOption = (q: SurveyQuestion) => {
    const content = endQuizQuestions.find((c) => c.id === q.ID)!;
    return q.Options[content.correct]!.ID;
  };

  it('asks nothing before the game is over, then the quiz and the survey from question 15', async () => {
    const early = await startGame(ctx);
    expect(await status(early.client)).toEqual({
      HasEndSurvey: true,
      IsOptional: false,
      IsSurveyComplete: false,
    });
    const tooSoon = await question(early.client);
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.Messages).toEqual([SURVEY_MESSAGES.notFinished]);

    const { client, started } = await finishedGame();
    expect(started).toMatchObject({
      IsGameComplete: true,
      IsSurveyComplete: false,
      IsOptional: false,
    });
    const first = (await question(client)).body.Results;
    expect(first).toMatchObject({
      CurrentQuestionIndex: 1,
      TotalQuestionCount: 14 + 9,
      HasSurvey: false,
      IsSurveyStart: false,
      Bonus: 3,
    });
    // The right answer is not given away: no option is marked before the answer.
    expect(first.Options.every((o) => o.IsCorrect === null && !o.Selected)).toBe(true);
    // Asking again gives the same question.
    expect((await question(client)).body.Results.ID).toBe(first.ID);

    let seen = first;
    while (!seen.HasSurvey) {
      const answered = await submit(client, {
        SurveyQuestionOptionID: rightOption(seen),
        TimeLeft: 30,
      });
      expect(answered.status).toBe(200);
      expect(answered.body.Results.IsCorrect).toBe(true);
      seen = (await question(client)).body.Results;
    }
    expect(seen).toMatchObject({ CurrentQuestionIndex: 15, IsSurveyStart: true, Bonus: 0 });
    while (true) {
      const other = seen.Options.find((o) => o.IsOther);
      const answered = await submit(client, {
        SurveyQuestionOptionID: (other ?? seen.Options[0]!).ID,
        OtherText: other ? 'My own words' : null,
      });
      expect(answered.body.Results.IsCorrect).toBeNull();
      if (answered.body.Results.IsLastQuestion) {
        expect(answered.body.Results.IsSurveyComplete).toBe(true);
        break;
      }
      seen = (await question(client)).body.Results;
    }
    expect(await status(client)).toMatchObject({ IsSurveyComplete: true });
    const done = await question(client);
    expect(done.status).toBe(400);
    expect(done.body.Messages).toEqual([SURVEY_MESSAGES.complete]);
    // What the quiz paid is the Survey row, counted in the net position.
    const progress = (await client.get<ProgressResult>('/api/i/progress')).body.Results;
    expect(progress.Items).toContainEqual(
      expect.objectContaining({ Category: 'Survey', Title: 'Survey' }),
    );
  });

  it("pays a timed right answer by the server's clock, and nothing once its time has run out", async () => {
    const first = await finishedGame();
    const { instanceId } = first;
    // The server's clock from now (a fixed day would fall behind the sign-in's own dates).
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    let timedPaid = false;
    let timedLate = false;
    let wrong = false;
    let clockOff = false;
    // Each case needs a timed question of its own, and a world's 14 questions may hold only two:
    // another finished game (another world) gives the rest.
    for (let game = 0; game < 4 && !(timedPaid && timedLate && clockOff && wrong); game += 1) {
      const { client } = game === 0 ? first : await finishedGame();
      const base = t0 + game * 2_000_000;
      for (let n = 0; n < 14; n += 1) {
        vi.setSystemTime(base + n * 100_000);
        const q = (await question(client)).body.Results;
        if (q.TimeBonus && !timedPaid) {
          expect(q).toMatchObject({ TotalTime: 30, TimeLeft: 30, TimeBonusAmount: 0.02 });
          // 12 s pass by the server's clock; the browser claims 29 s were left.
          vi.setSystemTime(base + n * 100_000 + 12_000);
          const answer = (
            await submit(client, { SurveyQuestionOptionID: rightOption(q), TimeLeft: 29 })
          ).body.Results;
          expect(answer).toMatchObject({
            IsCorrect: true,
            IsTimed: true,
            IsOutOfTime: false,
            TimeLeft: 18,
            CashReward: 3,
            TimeBonusAmount: 0.36,
            TotalReward: 3.36,
          });
          timedPaid = true;
        } else if (q.TimeBonus && !timedLate) {
          vi.setSystemTime(base + n * 100_000 + 31_000);
          // Too late to turn the clock off: it cannot rescue an answer out of time.
          const late = await client.post('/api/i/survey/timer-off');
          expect(late.status).toBe(400);
          expect(late.body.Messages).toEqual([SURVEY_MESSAGES.outOfTime]);
          const answer = (
            await submit(client, { SurveyQuestionOptionID: rightOption(q), TimeLeft: 20 })
          ).body.Results;
          expect(answer).toMatchObject({ IsOutOfTime: true, TotalReward: 0, TimeLeft: 0 });
          timedLate = true;
        } else if (q.TimeBonus && !clockOff) {
          // Turned off with time to spare: a minute later, the reward without a time bonus.
          const off = await client.post<SurveyQuestion>('/api/i/survey/timer-off');
          expect(off.body.Results).toMatchObject({ IsTimerOff: true, TimeLeft: 0 });
          vi.setSystemTime(base + n * 100_000 + 60_000);
          const answer = (
            await submit(client, { SurveyQuestionOptionID: rightOption(q), TimeLeft: 30 })
          ).body.Results;
          expect(answer).toMatchObject({ IsOutOfTime: false, CashReward: 3, TimeBonusAmount: 0 });
          clockOff = true;
        } else {
          const wrongOption = q.Options.find((o) => o.ID !== rightOption(q))!;
          const answer = (await submit(client, { SurveyQuestionOptionID: wrongOption.ID })).body
            .Results;
          expect(answer).toMatchObject({ IsCorrect: false, TotalReward: 0 });
          expect(answer.Answers.find((a) => a.Selected)!.Status).toBe('incorrect');
          expect(answer.Answers.filter((a) => a.Status === 'correct')).toHaveLength(1);
          wrong = true;
        }
      }
    }
    expect([timedPaid, timedLate, clockOff, wrong]).toEqual([true, true, true, true]);
    expect(await storedVersion(ctx, instanceId)).toBeGreaterThan(0);
  });

  it('answers bad input with a clear message and changes nothing', async () => {
    const { client, instanceId } = await finishedGame();
    const q = (await question(client)).body.Results;
    const version = await storedVersion(ctx, instanceId);
    for (const [body, message] of [
      [{}, SURVEY_MESSAGES.chooseAnswer],
      [{ SurveyQuestionOptionID: '' }, SURVEY_MESSAGES.chooseAnswer],
      [{ SurveyQuestionOptionID: 'nonsense' }, SURVEY_MESSAGES.chooseAnswer],
      [{ SurveyQuestionOptionID: `${q.ID}.9` }, SURVEY_MESSAGES.chooseAnswer],
      [{ SurveyQuestionOptionID: 'some-other-question.1' }, SURVEY_MESSAGES.wrongQuestion],
      [
        { SurveyQuestionOptionID: q.Options[0]!.ID, OtherText: 'x'.repeat(201) },
        SURVEY_MESSAGES.otherTooLong,
      ],
      [{ SurveyQuestionOptionID: q.Options[0]!.ID, TimeLeft: 'soon' }, ERRORS.invalidRequest],
    ] as const) {
      const result = await submit(client, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.Messages, JSON.stringify(body)).toEqual([message]);
    }
    expect(await storedVersion(ctx, instanceId)).toBe(version);
    expect((await question(client)).body.Results.ID).toBe(q.ID);
  });

  it("gives another player's token a 403 and changes nothing", async () => {
    const { client, link, instanceId } = await finishedGame();
    const q = (await question(client)).body.Results;
    const intruder = await signUp(ctx.app, link.GameLinkID);
    const other = gameClient(ctx.app, intruder.auth, instanceId);
    const version = await storedVersion(ctx, instanceId);
    for (const answer of [
      await other.get('/api/i/survey'),
      await other.post('/api/i/survey/submit', { SurveyQuestionOptionID: q.Options[0]!.ID }),
      await other.get('/api/i/games/hasendsurvey'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.Messages).toEqual([ERRORS.forbidden]);
    }
    expect(await storedVersion(ctx, instanceId)).toBe(version);
  });

  it('follows the link: a survey alone, optional; or none at all', async () => {
    const surveyOnly = await finishedGame('--end-survey', 'survey', '--end-survey-optional', 'yes');
    expect(surveyOnly.started).toMatchObject({ IsSurveyComplete: false, IsOptional: true });
    const first = (await question(surveyOnly.client)).body.Results;
    expect(first).toMatchObject({
      CurrentQuestionIndex: 1,
      TotalQuestionCount: 9,
      HasSurvey: true,
      IsSurveyStart: true,
    });
    const none = await finishedGame('--end-survey', 'none');
    expect(await status(none.client)).toEqual({
      HasEndSurvey: false,
      IsOptional: true,
      IsSurveyComplete: false,
    });
    const asked = await question(none.client);
    expect(asked.status).toBe(400);
    expect(asked.body.Messages).toEqual([SURVEY_MESSAGES.noSurvey]);
  });
});
