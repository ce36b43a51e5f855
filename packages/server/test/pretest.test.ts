import { describe, expect, it } from 'vitest';
import {
  PRETEST_MESSAGES,
  type GameAppsResult,
  type PretestAnswerResult,
  type PretestQuestion,
  type PretestResult,
  type SurveyQuestion,
  type TeacherLink,
} from '@mc/contract';
import { endQuizQuestions, LEARNING_ITEMS } from '@mc/content';
import { runAdminCommand } from '../src/admin/commands';
import { useTestApp, type TestContext } from './support/app';
import { dialects } from './support/databases';
import {
  gameClient,
  joinGame,
  openEverydayAccount,
  playWeek,
  takeMoneyCheck,
  type GameClient,
} from './support/game';
import { createLink, login, signUp, uniqueEmail } from './support/players';

// The money check before week 1 through the API (issue 33): on by default for a class a teacher
// creates and off for a link made on the admin command line unless --pretest on; twelve questions
// the same for classmates, one at a time, answered once and never marked; nothing of the game
// (the start of week 1 included) until it is done.

const TEACHER_PASSWORD = 'Teach3rPass';

type Envelope<T> = { Success: boolean; Messages: string[]; Results: T };

async function newTeacherClass(ctx: TestContext, body: Record<string, unknown> = {}) {
  const email = uniqueEmail('teacher');
  const lines = await runAdminCommand(ctx.app.db, ctx.config, [
    'create-teacher',
    '--email',
    email,
    '--name',
    'Mr Check',
  ]);
  const reset = new URL(lines.at(-1) ?? '');
  await ctx.app.inject({
    method: 'POST',
    url: '/api/Account/ResetPassword',
    payload: {
      UserID: reset.searchParams.get('user'),
      Code: reset.searchParams.get('token'),
      NewPassword: TEACHER_PASSWORD,
      ConfirmPassword: TEACHER_PASSWORD,
    },
  });
  const token = (await login(ctx.app, email, TEACHER_PASSWORD)).json().access_token as string;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/t/links',
    headers: { authorization: `Bearer ${token}` },
    payload: { GroupName: '9C Money', GroupYear: '9', TotalWeeks: 26, ...body },
  });
  return (created.json() as Envelope<TeacherLink>).Results;
}

/** A student on the link with a new game, before anything else (the check not taken). */
async function newStudent(ctx: TestContext, link: { GameLinkID: string; GameID: string }) {
  const player = await signUp(ctx.app, link.GameLinkID);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/i/games',
    headers: player.auth,
    payload: { GameID: link.GameID, GameLinkID: link.GameLinkID },
  });
  return gameClient(ctx.app, player.auth, created.json().Results.ID as string);
}

const next = (client: GameClient) => client.get<PretestQuestion | null>('/api/i/pretest');
const submit = (client: GameClient, QuestionID: string, OptionID: string) =>
  client.post<PretestAnswerResult>('/api/i/pretest/submit', { QuestionID, OptionID });

describe.each(dialects)('The money check before week 1 on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  it('comes first in a class a teacher creates: week 1 waits, then opens once it is done', async () => {
    const link = await newTeacherClass(ctx);
    expect(link.PretestRequired).toBe(true);
    const student = await newStudent(ctx, link);
    expect((await student.get<GameAppsResult>('/api/i/games/apps')).body.Results.IsPretestDue).toBe(
      true,
    );
    const started = await student.post('/api/i/games/startweek');
    expect(started.status).toBe(400);
    expect(started.body.Messages).toEqual([PRETEST_MESSAGES.first]);

    const first = (await next(student)).body.Results!;
    expect(first).toMatchObject({ Index: 1, Total: 12 });
    const item = LEARNING_ITEMS.find((i) => i.id === first.ID)!;
    expect(first.Name).toBe(item.text);
    expect(first.Options.map((o) => o.Name)).toEqual(item.options);
    // The answer says nothing of whether it was right.
    const answered = await submit(student, first.ID, first.Options[0]!.ID);
    expect(answered.body.Results).toEqual({ Answered: 1, Total: 12, IsComplete: false });
    expect(JSON.stringify(answered.body)).not.toMatch(/correct|right|wrong/i);

    await takeMoneyCheck(student);
    expect((await next(student)).body).toMatchObject({ Success: true, Results: null });
    expect((await student.get<GameAppsResult>('/api/i/games/apps')).body.Results.IsPretestDue).toBe(
      false,
    );
    const now = await student.post<{ Week: number }>('/api/i/games/startweek');
    expect(now.body.Success, now.body.Messages.join(' ')).toBe(true);
    expect(now.body.Results.Week).toBe(1);
  });

  it('takes one answer per question, in order, and never changes it', async () => {
    const link = await newTeacherClass(ctx);
    const student = await newStudent(ctx, link);
    const first = (await next(student)).body.Results!;
    await submit(student, first.ID, first.Options[1]!.ID);
    const second = (await next(student)).body.Results!;
    expect(second.Index).toBe(2);
    // The first question again, to change its answer: not the question the player is on.
    const again = await submit(student, first.ID, first.Options[0]!.ID);
    expect(again.status).toBe(400);
    expect(again.body.Messages).toEqual([PRETEST_MESSAGES.wrongQuestion]);
    // An option of another question, or none of this one's, is no answer.
    for (const option of [first.Options[0]!.ID, `${second.ID}.9`, 'nonsense', '']) {
      const bad = await submit(student, second.ID, option);
      expect(bad.status, option).toBe(400);
    }
    expect((await next(student)).body.Results!.ID).toBe(second.ID);
    await takeMoneyCheck(student);
    const late = await submit(student, second.ID, second.Options[0]!.ID);
    expect(late.body.Messages).toEqual([PRETEST_MESSAGES.done]);
  });

  it('asks classmates the same questions in the same order', async () => {
    const link = await newTeacherClass(ctx);
    const order = async (client: GameClient) => {
      const ids: string[] = [];
      await takeMoneyCheck(client, (question) => {
        ids.push(question.ID);
        return 0;
      });
      return ids;
    };
    const mine = await order(await newStudent(ctx, link));
    expect(mine).toHaveLength(12);
    expect(await order(await newStudent(ctx, link))).toEqual(mine);
  });

  it("gives the player's own score before and after, on the twelve questions only", async () => {
    const link = await createLink(ctx.app, ctx.config, '--pretest', 'on', '--quizzes', 'none');
    const { client } = await joinGame(ctx, link);
    const result = async () =>
      (await client.get<PretestResult | null>('/api/i/pretest/result')).body.Results;
    // joinGame answered the first option of every question.
    const items = new Map(LEARNING_ITEMS.map((item) => [item.id, item]));
    const asked = (await client.get<unknown>('/api/i/pretest')).body.Results;
    expect(asked).toBeNull();
    const before = await result();
    expect(before).toMatchObject({ Total: 12, After: null });
    await openEverydayAccount(client, link.GameID);
    for (let week = 1; week <= 26; week += 1) await playWeek(client);
    // The end quiz: every check question right, every other question wrong.
    const checkIds: string[] = [];
    for (let step = 0; step < 16; step += 1) {
      const question = (await client.get<SurveyQuestion>('/api/i/survey')).body.Results;
      if (!question || question.IsSurveyStart) break;
      const item = items.get(question.ID);
      const quiz = endQuizQuestions.find((q) => q.id === question.ID);
      const option = item ? item.correct : (quiz!.correct + 1) % quiz!.options.length;
      if (item) checkIds.push(item.id);
      const answered = await client.post('/api/i/survey/submit', {
        SurveyQuestionOptionID: question.Options[option]!.ID,
        TimeLeft: 20,
      });
      expect(answered.body.Success, answered.body.Messages.join(' ')).toBe(true);
    }
    expect(checkIds).toHaveLength(12);
    // Before: the check's first options that were right, worked out from the bank.
    const firstRight = checkIds.filter((id) => items.get(id)!.correct === 0).length;
    expect(await result()).toEqual({ Total: 12, Before: firstRight, After: 12 });
  });

  it('is absent where the teacher turned it off and on an admin link unless asked for', async () => {
    const off = await newTeacherClass(ctx, { PretestRequired: false });
    expect(off.PretestRequired).toBe(false);
    const adminLink = await createLink(ctx.app, ctx.config);
    for (const link of [off, adminLink]) {
      const student = await newStudent(ctx, link);
      const none = await next(student);
      expect(none.status).toBe(400);
      expect(none.body.Messages).toEqual([PRETEST_MESSAGES.none]);
      expect((await student.get('/api/i/pretest/result')).body.Results).toBeNull();
      expect((await student.post('/api/i/games/startweek')).body.Success).toBe(true);
    }
    const on = await createLink(ctx.app, ctx.config, '--pretest', 'on');
    const joined = await joinGame(ctx, on);
    expect(joined.client).toBeDefined();
    expect((await next(joined.client)).body.Results).toBeNull();
  });
});
