import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  PRETEST_MESSAGES,
  type ClassGuide,
  type ClassLearning,
  type GameAppsResult,
  type PretestAnswerResult,
  type PretestQuestion,
  type PretestResult,
  type StudentWeeks,
  type SurveyQuestion,
  type TeacherLink,
} from '@mc/contract';
import { articles, endQuizQuestions, LEARNING_ITEMS } from '@mc/content';
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
import { createLink, signUp } from './support/players';
import { newTeacher, type Envelope } from './support/teachers';

// The money check before week 1 through the API (issue 33): on by default for a class a teacher
// creates and off for a link made on the admin command line unless --pretest on; twelve questions
// the same for classmates, one at a time, answered once and never marked; nothing of the game
// (the start of week 1 included) until it is done.

/** A teacher's headers: a new teacher, signed in. */
const teacherAuth = async (ctx: TestContext) => (await newTeacher(ctx, 'Mr Check')).auth;

async function newTeacherClass(
  ctx: TestContext,
  body: Record<string, unknown> = {},
  teacher?: Record<string, string>,
) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/t/links',
    headers: teacher ?? (await teacherAuth(ctx)),
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

  it("gives the class's learning, matched, to its teacher only: exact figures, first games only", async () => {
    const teacher = await teacherAuth(ctx);
    const link = await newTeacherClass(ctx, { MaxGames: 2 }, teacher);
    const items = new Map(LEARNING_ITEMS.map((item) => [item.id, item]));
    const wrong = (id: string) => (items.get(id)!.correct + 1) % items.get(id)!.options.length;

    /** A student's check (`check` picks each answer by the item), then, unless `stop`, the game
     * played to the end and the end quiz answered (`after` for the check's questions). */
    async function student(
      name: string,
      check: (id: string) => number,
      after: ((id: string) => number) | null,
    ) {
      const player = await signUp(ctx.app, link.GameLinkID, { Name: name });
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/i/games',
        headers: player.auth,
        payload: { GameID: link.GameID, GameLinkID: link.GameLinkID },
      });
      const client = gameClient(ctx.app, player.auth, created.json().Results.ID as string);
      await takeMoneyCheck(client, (q) =>
        q.Options.findIndex((o) => o.ID === `${q.ID}.${check(q.ID)}`),
      );
      const id = created.json().Results.ID as string;
      if (!after) return { player, client, id };
      await client.post('/api/i/games/startweek');
      await openEverydayAccount(client, link.GameID);
      for (let week = 1; week <= 26; week += 1) await playWeek(client);
      for (let step = 0; step < 16; step += 1) {
        const question = (await client.get<SurveyQuestion>('/api/i/survey')).body.Results;
        if (!question || question.IsSurveyStart) break;
        const quiz = endQuizQuestions.find((q) => q.id === question.ID);
        const option = items.has(question.ID) ? after(question.ID) : quiz!.correct;
        await client.post('/api/i/survey/submit', {
          SurveyQuestionOptionID: question.Options[option]!.ID,
          TimeLeft: 20,
        });
      }
      return { player, client, id };
    }

    // Ana: every check answer wrong, every one right at the end. Ben: right, then wrong.
    // Cy: the check alone (no end quiz yet), so Cy is listed but not counted.
    const ana = await student('Ana', wrong, (id) => items.get(id)!.correct);
    const ben = await student('Ben', (id) => items.get(id)!.correct, wrong);
    await student('Cy', (id) => items.get(id)!.correct, null);
    const dee = await student('Dee', wrong, (id) => items.get(id)!.correct);
    // Ana's second game: every check answer right; it must not count.
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: ana.player.auth,
      payload: { GameID: link.GameID, GameLinkID: link.GameLinkID },
    });
    const secondClient = gameClient(ctx.app, ana.player.auth, second.json().Results.ID as string);
    await takeMoneyCheck(secondClient, (q) =>
      q.Options.findIndex((o) => o.ID === `${q.ID}.${items.get(q.ID)!.correct}`),
    );

    const report = await ctx.app.inject({
      url: `/api/t/links/${link.GameLinkID}/learning`,
      headers: teacher,
    });
    expect(report.statusCode, report.body).toBe(200);
    const learning = (report.json() as Envelope<ClassLearning>).Results;
    // Worked out here: Ana 0 -> 12, Ben 12 -> 0, Dee 0 -> 12; Cy has no end quiz yet.
    const gains = [12, -12, 12];
    const n = gains.length;
    const meanGain = gains.reduce((sum, g) => sum + g, 0) / n;
    const sd = Math.sqrt(gains.reduce((sum, g) => sum + (g - meanGain) ** 2, 0) / (n - 1));
    const dz = meanGain / sd;
    const se = Math.sqrt(1 / n + (dz * dz) / (2 * n));
    expect(learning).toMatchObject({
      Questions: 12,
      Students: 3,
      MeanBefore: 4,
      MeanAfter: 8,
      MeanGain: 4,
    });
    const round2 = (value: number) => Math.round(value * 100) / 100;
    expect(learning.EffectSize).toBe(round2(dz));
    expect(learning.EffectSizeLow).toBe(round2(dz - 1.96 * se));
    expect(learning.EffectSizeHigh).toBe(round2(dz + 1.96 * se));
    expect(learning.Rows).toEqual([
      { Name: 'Ana', Before: 0, After: 12 },
      { Name: 'Ben', Before: 12, After: 0 },
      { Name: 'Cy', Before: 12, After: null },
      { Name: 'Dee', Before: 0, After: 12 },
    ]);
    expect(learning.Items).toHaveLength(12);
    for (const share of [...learning.Items, ...learning.Topics])
      expect(share).toMatchObject({ Before: 0.33, After: 0.67 });
    expect(learning.Reading).toMatch(/not proof that the game caused it/);

    // Beside each topic, what the three who count did in the game: read here from each one's
    // weeks as the teacher's student page shows them (they left every bill unpaid: late fees).
    const weeksOf = async (id: string) =>
      (
        (
          await ctx.app.inject({ url: `/api/t/instances/${id}/weeks`, headers: teacher })
        ).json() as Envelope<StudentWeeks>
      ).Results;
    const counted = await Promise.all([ana, ben, dee].map((s) => weeksOf(s.id)));
    const paid = (category: string) =>
      counted.map((weeks) =>
        Math.round(
          -100 *
            weeks.Weeks.flatMap((w) => w.Breakdown)
              .filter((m) => m.Category === category)
              .reduce((sum, m) => sum + m.Amount, 0),
        ),
      );
    const fees = paid('late-fees');
    expect(fees.every((cents) => cents > 0)).toBe(true);
    const byLabel = new Map(
      learning.Topics.flatMap((topic) => (topic.InPlay ? [[topic.InPlay.Label, topic]] : [])),
    );
    const earned = (category: string) => paid(category).map((cents) => 0 - cents);
    const expected: Record<string, number[]> = {
      'Late and dishonour fees paid': fees,
      'Credit card interest and fees paid': paid('card'),
      'Money lost to scams': paid('scams'),
      'Bank fees paid': paid('bank-fees'),
      'Pay earned after tax': earned('pay'),
      'Super built up': earned('super'),
      'Interest earned': earned('interest'),
      'Gain or loss on shares': earned('shares'),
      'Value gained or lost on things owned': earned('items'),
    };
    let checked = 0;
    for (const [label, topic] of byLabel) {
      if (topic.InPlay!.Mean === null) continue;
      const cents = expected[label]!;
      checked += 1;
      expect(topic.InPlay).toEqual({
        Label: label,
        Students: 3,
        StudentsWith: cents.filter((c) => c !== 0).length,
        Mean: Math.round(cents.reduce((sum, c) => sum + c, 0) / 3) / 100,
      });
    }
    // Twelve questions touch more topics than the three without money counted; every topic is
    // named in words, and a topic without a measure (consumer rights) has none.
    expect(checked).toBeGreaterThan(0);
    for (const topic of learning.Topics) {
      expect(topic.Topic).not.toMatch(/-/);
      if (topic.Topic === 'Consumer rights') expect(topic.InPlay).toBeNull();
    }

    // The class CSV has each game's two scores (Ana's second game: the check alone).
    const csv = await ctx.app.inject({
      url: `/api/t/links/${link.GameLinkID}/export.csv`,
      headers: teacher,
    });
    const records = parseCsv(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    const scores = (name: string) =>
      records
        .filter((record) => record.Name === name)
        .map((record) => [
          record['Money check before (right of 12)'],
          record['Money check after (right of 12)'],
        ]);
    expect(scores('Ana')).toEqual([
      ['0', '12'],
      ['12', ''],
    ]);
    expect(scores('Cy')).toEqual([['12', '']]);

    // A player, and another teacher, are refused.
    const asPlayer = await ctx.app.inject({
      url: `/api/t/links/${link.GameLinkID}/learning`,
      headers: ana.player.auth,
    });
    expect(asPlayer.statusCode).toBe(403);
    const other = await ctx.app.inject({
      url: `/api/t/links/${link.GameLinkID}/learning`,
      headers: await teacherAuth(ctx),
    });
    expect(other.statusCode).toBe(403);
  });

  it("gives the class's teachers a weekly guide: each week's article, discussion and quiz answers, and the check's", async () => {
    const teacher = await teacherAuth(ctx);
    const link = await newTeacherClass(ctx, { TotalWeeks: 26 }, teacher);
    const read = async (headers: Record<string, string>, id = link.GameLinkID) =>
      ctx.app.inject({ url: `/api/t/links/${id}/guide`, headers });
    const answered = await read(teacher);
    expect(answered.statusCode, answered.body).toBe(200);
    const guide = (answered.json() as Envelope<ClassGuide>).Results;
    expect(guide.GroupName).toBe('9C Money');
    // The class's 26 weeks, each with its own article, three questions to discuss and its quiz.
    expect(guide.Weeks.map((w) => w.Week)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    for (const week of guide.Weeks) {
      const article = articles.find((a) => a.week === week.Week)!;
      expect(week).toMatchObject({
        Title: article.title,
        Discussion: article.discussion,
        QuizTitle: article.quiz.title,
      });
      expect(week.Topic).not.toMatch(/-/);
      expect(week.Curriculum.map((c) => c.Code)).toEqual(article.curriculum);
      expect(week.Curriculum.every((c) => c.Summary.length > 0)).toBe(true);
      expect(week.Questions).toHaveLength(article.quiz.questions.length);
      article.quiz.questions.forEach((question, i) => {
        const shown = week.Questions[i]!;
        if (question.type === 0) expect(shown.Answer).toBe(question.options[question.correct]);
        if (question.type === 1) expect(shown.Answer).toBe(question.correct ? 'True' : 'False');
        if (question.type === 2) {
          expect(shown.Text).not.toMatch(/[{}]/);
          expect(shown.Answer).toBe(
            [...question.text.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]).join(', '),
          );
        }
        expect(shown.Explanation).toBe(question.explanation);
      });
    }
    // The money check: the very questions a student of the class meets, in their order.
    const met: string[] = [];
    await takeMoneyCheck(await newStudent(ctx, link), (question) => {
      met.push(question.Name);
      return 0;
    });
    expect(guide.MoneyCheck.map((item) => item.Text)).toEqual(met);
    for (const item of guide.MoneyCheck) {
      const bank = LEARNING_ITEMS.find((i) => i.text === item.Text)!;
      expect(item.Answer).toBe(bank.options[bank.correct]);
    }

    // A class without the check has none in its guide; a player and another teacher are refused.
    const off = await newTeacherClass(ctx, { PretestRequired: false }, teacher);
    expect(
      ((await read(teacher, off.GameLinkID)).json() as Envelope<ClassGuide>).Results,
    ).toMatchObject({
      MoneyCheck: [],
    });
    const player = await signUp(ctx.app, link.GameLinkID);
    expect((await read(player.auth)).statusCode).toBe(403);
    expect((await read(await teacherAuth(ctx))).statusCode).toBe(403);
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
