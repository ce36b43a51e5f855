import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  classPlayerRowSchema,
  replaySchema,
  studentWeeksSchema,
  studentInboxSchema,
  teacherLinkSchema,
  ERRORS,
  LEADERBOARD_MESSAGES,
  TEACHER_MESSAGES,
  type ClassPlayerRow,
  type ProgressResult,
  type Replay,
  type StudentInbox,
  type StudentWeeks,
  type TeacherLink,
} from '@mc/contract';
import { runAdminCommand } from '../src/admin/commands';
import { useTestApp, type TestContext } from './support/app';
import { dialects } from './support/databases';
import {
  joinGame,
  openEverydayAccount,
  playWeek,
  skipRequiredQuiz,
  type GameClient,
} from './support/game';
import { login, signUp, uniqueEmail } from './support/players';
import { newTeacher, type Envelope } from './support/teachers';

// The teacher's side through the API (issue 19): teacher accounts made by the admin command and
// set up through the player's reset link; every /api/t/ route, refused to players and to other
// teachers; the class's rows and stuck reasons from games played here; each week's breakdown adding
// up to its difference; a replay equal to the game at the end of the week; reset links; the CSV;
// pacing; and the live stream fed by another server process on the same database.

const root = resolve(import.meta.dirname, '../../..');

const running: ChildProcess[] = [];
afterAll(async () => {
  for (const child of running.splice(0)) {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((done) => child.once('exit', done));
  }
});

type Teacher = Awaited<ReturnType<typeof newTeacher>>;

async function newClass(teacher: Teacher, name = '10B Commerce') {
  const created = await teacher.call<TeacherLink>('POST', '/api/t/links', {
    GroupName: name,
    GroupYear: '10',
    GroupSubject: 'Commerce',
    TotalWeeks: 26,
    MaxPlayers: 30,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.Results;
}

/** A student who signs up on the class's link and starts a game (week 1 open). */
async function newStudent(
  ctx: TestContext,
  link: TeacherLink,
  name: string,
  surname = '',
  email = uniqueEmail(name.toLowerCase()),
) {
  const joined = await joinGame(ctx, link, { Name: name, Surname: surname, Email: email });
  return { ...joined.player, email, instanceId: joined.instanceId, client: joined.client };
}

/** Ends the week and answers its bonus question, without starting the next. */
async function finishWeek(client: GameClient) {
  await skipRequiredQuiz(client);
  const ended = await client.post('/api/i/games/endweek');
  expect(ended.body.Success, ended.body.Messages.join(' ')).toBe(true);
  const question = await client.post<{ ID: string; Answers: { ID: number }[] }>(
    '/api/i/eowquestions/generate',
  );
  await client.post('/api/i/eowquestions', {
    QuestionID: question.body.Results.ID,
    AnswerID: question.body.Results.Answers[0]?.ID ?? 0,
    TimeRemaining: 30,
  });
}

/** Reads server-sent events from a stream until `until` says stop or the time runs out. */
function readEvents(
  url: string,
  until: (events: { event: string; data: string }[]) => boolean,
  timeoutMs: number,
): Promise<{ events: { event: string; data: string }[]; response: IncomingMessage }> {
  return new Promise((done, fail) => {
    const events: { event: string; data: string }[] = [];
    const request = httpRequest(url, (response) => {
      let buffer = '';
      const timer = setTimeout(() => {
        request.destroy();
        done({ events, response });
      }, timeoutMs);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data });
        }
        if (until(events)) {
          clearTimeout(timer);
          request.destroy();
          done({ events, response });
        }
      });
    });
    request.on('error', (error) => {
      if (events.length === 0) fail(error);
    });
    request.end();
  });
}

/** Another server process on the same database; resolves with its address. */
async function secondServer(ctx: TestContext): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'packages/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: '0',
        DEMO_LINK: 'false',
        WEB_DIST: '/nonexistent',
        PUBLIC_URL: '',
        DATABASE_URL: ctx.testDatabase.url,
      },
    },
  );
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (!output.includes('Press Ctrl+C')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the second server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  const address = /Open (\S+) in a browser/.exec(output)?.[1];
  if (!address) throw new Error(`no address in:\n${output}`);
  return address;
}

describe.each(dialects)("The teacher's side on %s", (dialect) => {
  const ctx = useTestApp(dialect);

  it('makes teacher accounts whose sign-in opens the teacher routes and none of the game', async () => {
    const teacher = await newTeacher(ctx);
    const me = await teacher.call<{ Name: string; Email: string }>('GET', '/api/t/me');
    expect(me.body.Results).toMatchObject({ Name: 'Ms Lee', Email: teacher.email });
    // A teacher's token is not a player's.
    const game = await ctx.app.inject({
      url: '/api/m/gamelinks',
      query: { GameLinkID: '00000000-0000-4000-8000-000000000000' },
      headers: teacher.auth,
    });
    expect(game.statusCode).toBe(403);
    expect(game.json().Messages).toEqual([TEACHER_MESSAGES.teacherAtPlayerRoute]);
    // The same e-mail cannot be a second account.
    await expect(
      runAdminCommand(ctx.app.db, ctx.config, [
        'create-teacher',
        '--email',
        teacher.email,
        '--name',
        'Again',
      ]),
    ).rejects.toThrow(/already exists/);
    // Signing out works for a teacher too.
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: teacher.auth,
    });
    expect(out.statusCode).toBe(200);
    expect((await teacher.call('GET', '/api/t/me')).status).toBe(401);
  });

  it("shows a class's players with why they are stuck, their weeks, replays, resets and CSV, to its teacher only", async () => {
    const teacher = await newTeacher(ctx);
    const link = await newClass(teacher);
    expect(link).toMatchObject({ GroupName: '10B Commerce', TotalWeeks: 26, IsOwner: true });
    expect(link.LoginUrl).toMatch(new RegExp(`/auth/login/${link.GameLinkID}$`));

    // Three students: one stuck in week 1 without a bank account, one who plays two weeks, one
    // who joined and never started; and one whose name a spreadsheet would run as a formula.
    const stuck = await newStudent(ctx, link, 'Ava', 'Nguyen');
    const refused = await stuck.client.post('/api/i/games/endweek');
    expect(refused.body.Success).toBe(false);
    const player = await newStudent(ctx, link, 'Liam', 'Walker');
    await openEverydayAccount(player.client, link.GameID);
    await playWeek(player.client);
    await finishWeek(player.client);
    const weekTwo = (await player.client.get<ProgressResult>('/api/i/progress')).body.Results;
    await player.client.post('/api/i/games/startweek');
    const idle = await signUp(ctx.app, link.GameLinkID, { Name: 'Zoe', Surname: 'Smith' });
    // An address may start with = (RFC 5322 allows it): a spreadsheet would run it.
    const formulaEmail = `=2+5.${Date.now()}@school.edu.au`;
    const formula = await newStudent(ctx, link, 'Max', 'Brown', formulaEmail);
    await openEverydayAccount(formula.client, link.GameID);

    // Zoe joined a minute ago: just joining, not yet a student who needs help.
    const justJoined = await teacher.call<ClassPlayerRow[]>(
      'GET',
      `/api/t/links/${link.GameLinkID}/players`,
    );
    expect(justJoined.body.Results.find((row) => row.Name === 'Zoe Smith')).toMatchObject({
      GameInstanceID: null,
      Stuck: [],
    });
    // Three hours on, she has still not started.
    await ctx.app.db
      .updateTable('game_link_users')
      .set({ joined_at: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString() })
      .where('user_id', '=', idle.userId)
      .execute();
    const rows = await teacher.call<ClassPlayerRow[]>(
      'GET',
      `/api/t/links/${link.GameLinkID}/players`,
    );
    expect(rows.status).toBe(200);
    const list = rows.body.Results;
    expect(list).toHaveLength(4);
    // Every answer has the shape the OpenAPI document publishes.
    z.array(classPlayerRowSchema).parse(list);
    // The students who need help come first, with their reasons in words.
    expect(
      list
        .slice(0, 2)
        .map((row) => row.Name)
        .sort(),
    ).toEqual(['Ava Nguyen', 'Zoe Smith']);
    const ava = list.find((row) => row.Name === 'Ava Nguyen');
    expect(ava?.Stuck).toEqual([
      {
        Code: 'no-bank-account',
        Reason: "Can't finish week 1 without a bank account (open one in My Bank)",
      },
    ]);
    expect(list.find((row) => row.Name === 'Zoe Smith')).toMatchObject({
      GameInstanceID: null,
      Week: 0,
      Stuck: [{ Code: 'not-started' }],
    });
    const liam = list.find((row) => row.Name === 'Liam Walker');
    const liamNow = (await player.client.get<ProgressResult>('/api/i/progress')).body.Results;
    expect(liam).toMatchObject({
      PlayerID: player.playerId,
      GameInstanceID: player.instanceId,
      Week: 3,
      NetPosition: liamNow.NetPosition,
      Stuck: [],
    });
    expect(liam?.QuizScore).toBeLessThanOrEqual(liam?.QuizQuestions ?? 0);

    // Weeks: each finished week's breakdown adds up exactly to its difference.
    const weeks = await teacher.call<StudentWeeks>(
      'GET',
      `/api/t/instances/${player.instanceId}/weeks`,
    );
    studentWeeksSchema.parse(weeks.body.Results);
    expect(weeks.body.Results).toMatchObject({ Name: 'Liam Walker', Week: 3 });
    expect(weeks.body.Results.Weeks.map((week) => week.Week)).toEqual([1, 2]);
    for (const week of weeks.body.Results.Weeks) {
      const cents = (dollars: number) => Math.round(dollars * 100);
      const sum = week.Breakdown.reduce((total, line) => total + cents(line.Amount), 0);
      expect(sum, `week ${week.Week}`).toBe(cents(week.Difference));
      expect(cents(week.Difference)).toBe(
        cents(week.FinishingNetPosition) - cents(week.StartingNetPosition),
      );
      expect(week.Breakdown.length).toBeGreaterThan(0);
    }

    // The replay of week 2 is the game as it stood at the end of week 2.
    const replay = await teacher.call<Replay>(
      'GET',
      `/api/t/instances/${player.instanceId}/replay?week=2`,
    );
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    replaySchema.parse(replay.body.Results);
    expect(replay.body.Results.Report).toEqual(weekTwo);
    expect(replay.body.Results.Actions).toContain('Ended the week');
    const first = await teacher.call<Replay>(
      'GET',
      `/api/t/instances/${player.instanceId}/replay?week=1`,
    );
    expect(first.body.Results.Actions[0]).toBe('Opened a bank account');
    // Week 3 has not ended: there is nothing to replay yet.
    const early = await teacher.call('GET', `/api/t/instances/${player.instanceId}/replay?week=3`);
    expect(early.status).toBe(400);
    expect(early.body.Messages).toEqual([TEACHER_MESSAGES.replayWeek]);
    const nonsense = await teacher.call(
      'GET',
      `/api/t/instances/${player.instanceId}/replay?week=x`,
    );
    expect(nonsense.status).toBe(400);

    // A reset link to hand the stuck student: it works once, with the player's own reset call.
    const reset = await teacher.call<{ ResetUrl: string; ExpiresAt: string }>(
      'POST',
      `/api/t/players/${stuck.playerId}/reset-password`,
    );
    const resetUrl = new URL(reset.body.Results.ResetUrl);
    expect(resetUrl.pathname).toBe('/auth/password-reset');
    const body = {
      UserID: resetUrl.searchParams.get('user'),
      Code: resetUrl.searchParams.get('token'),
      NewPassword: 'NewSecret9',
      ConfirmPassword: 'NewSecret9',
    };
    const used = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: body,
    });
    expect(used.json().Success).toBe(true);
    expect((await login(ctx.app, stuck.email, 'NewSecret9')).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: body,
    });
    expect(again.json().Success).toBe(false);

    // The class as CSV: it parses, one row per player and game, formulas defused.
    const file = await ctx.app.inject({
      url: `/api/t/links/${link.GameLinkID}/export.csv`,
      headers: teacher.auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="money-challenge-10B-Commerce.csv"',
    );
    const records = parseCsv(file.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(4);
    expect(records.find((record) => record.Name === 'Max Brown')?.Email).toBe(`'${formulaEmail}`);
    for (const record of records)
      for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+@]/);
    const liamRecord = records.find((record) => record.Name === 'Liam Walker');
    expect(Number(liamRecord?.['Net position ($)'])).toBe(liamNow.NetPosition);
    expect(records.find((record) => record.Name === 'Ava Nguyen')?.['Needs help']).toMatch(
      /bank account/,
    );

    // Players may not call a teacher route; another teacher may not see this class.
    const other = await newTeacher(ctx, 'Mr Ng');
    await newClass(other, '9C Maths');
    const teacherRoutes: ['GET' | 'POST' | 'PUT', string, Record<string, unknown>?][] = [
      ['GET', '/api/t/me'],
      ['GET', '/api/t/links'],
      ['POST', '/api/t/links', { GroupName: 'Mine now' }],
      ['PUT', `/api/t/links/${link.GameLinkID}`, { IsGameActive: false }],
      ['GET', `/api/t/links/${link.GameLinkID}/players`],
      ['GET', `/api/t/links/${link.GameLinkID}/export.csv`],
      ['GET', `/api/t/links/${link.GameLinkID}/live`],
      ['GET', `/api/t/instances/${player.instanceId}/weeks`],
      ['GET', `/api/t/instances/${player.instanceId}/replay?week=1`],
      ['POST', `/api/t/players/${stuck.playerId}/reset-password`],
    ];
    for (const [method, url, payload] of teacherRoutes) {
      const asPlayer = await ctx.app.inject({ method, url, headers: player.auth, payload });
      expect(asPlayer.statusCode, `${method} ${url} as a player`).toBe(403);
      expect(asPlayer.json().Messages).toEqual([TEACHER_MESSAGES.notTeacher]);
      if (url === '/api/t/me' || url === '/api/t/links') continue;
      const asOther = await other.call(method, url, payload);
      expect(asOther.status, `${method} ${url} as another teacher`).toBe(403);
      const anonymous = await ctx.app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
    }
    // The other teacher's list has only their own class; nothing of this one changed.
    const theirs = await other.call<TeacherLink[]>('GET', '/api/t/links');
    expect(theirs.body.Results.map((l) => l.GroupName)).toEqual(['9C Maths']);
    const mine = await teacher.call<TeacherLink[]>('GET', '/api/t/links');
    z.array(teacherLinkSchema).parse(mine.body.Results);
    expect(mine.body.Results).toMatchObject([
      { GameLinkID: link.GameLinkID, IsGameActive: true, Players: 4 },
    ]);
    // Given the link by the operator, the other teacher sees it (and cannot call it theirs).
    await runAdminCommand(ctx.app.db, ctx.config, [
      'give-link',
      link.GameLinkID,
      '--teacher',
      other.email,
    ]);
    const given = await other.call<ClassPlayerRow[]>(
      'GET',
      `/api/t/links/${link.GameLinkID}/players`,
    );
    expect(given.status).toBe(200);
    expect(
      (await other.call<TeacherLink[]>('GET', '/api/t/links')).body.Results.find(
        (l) => l.GameLinkID === link.GameLinkID,
      )?.IsOwner,
    ).toBe(false);
    void idle;
  });

  it("says why a student who lets the rent and bills go needs help, in the rows and the CSV (never 'all good')", async () => {
    const teacher = await newTeacher(ctx);
    const created = await teacher.call<TeacherLink>('POST', '/api/t/links', {
      GroupName: 'Year 12 Business',
      GroupYear: '12',
      TotalWeeks: 26,
      Persona: '18',
    });
    const link = created.body.Results;
    const student = await newStudent(ctx, link, 'Kai', 'Roberts');
    await openEverydayAccount(student.client, link.GameID);
    // Pays nothing for six weeks: rent arrears reach a notice to vacate, bills a final notice.
    for (let week = 0; week < 6; week++) await playWeek(student.client);
    const rows = await teacher.call<ClassPlayerRow[]>(
      'GET',
      `/api/t/links/${link.GameLinkID}/players`,
    );
    const kai = rows.body.Results.find((row) => row.Name === 'Kai Roberts')!;
    const codes = kai.Stuck.map((reason) => reason.Code);
    expect(
      codes.some((code) => ['notice-to-vacate', 'court-application', 'evicted'].includes(code)),
      codes.join(),
    ).toBe(true);
    const rent = kai.Stuck.find((reason) => /^Rent \$[\d,.]+ overdue|^Evicted/.test(reason.Reason));
    expect(rent, JSON.stringify(kai.Stuck)).toBeDefined();
    const file = await ctx.app.inject({
      url: `/api/t/links/${link.GameLinkID}/export.csv`,
      headers: teacher.auth,
    });
    const records = parseCsv(file.body, { bom: true, columns: true }) as Record<string, string>[];
    const help = records.find((record) => record.Name === 'Kai Roberts')?.['Needs help'] ?? '';
    expect(help).toContain(rent!.Reason);
    // The student page shows what Kai sees: the rent owed and the notice to vacate.
    const inbox = await teacher.call<StudentInbox>(
      'GET',
      `/api/t/instances/${student.instanceId}/inbox`,
    );
    expect(inbox.status).toBe(200);
    studentInboxSchema.parse(inbox.body.Results);
    expect(inbox.body.Results.Bills.some((bill) => bill.Tag === 'Overdue')).toBe(true);
    expect(inbox.body.Results.Messages.map((m) => m.Subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Notice to vacate/)]),
    );
    const other = await newTeacher(ctx, 'Mr Ng');
    expect((await other.call('GET', `/api/t/instances/${student.instanceId}/inbox`)).status).toBe(
      403,
    );
  });

  it('counts the sign-ups a full class turned away, for its teacher', async () => {
    const teacher = await newTeacher(ctx);
    const created = await teacher.call<TeacherLink>('POST', '/api/t/links', {
      GroupName: 'Tiny class',
      MaxPlayers: 1,
    });
    const link = created.body.Results;
    await signUp(ctx.app, link.GameLinkID, { Name: 'First' });
    await expect(signUp(ctx.app, link.GameLinkID, { Name: 'Second' })).rejects.toThrow(
      ERRORS.maxUsersAddedToGameLink,
    );
    const mine = await teacher.call<TeacherLink[]>('GET', '/api/t/links');
    expect(mine.body.Results.find((l) => l.GameLinkID === link.GameLinkID)).toMatchObject({
      Players: 1,
      RefusedFull: 1,
    });
  });

  it('closes and opens a class, hides its leaderboard and paces it, refusing what makes no sense', async () => {
    const teacher = await newTeacher(ctx);
    const link = await newClass(teacher, '11A Business');
    const student = await newStudent(ctx, link, 'Mia');
    await openEverydayAccount(student.client, link.GameID);
    const put = (payload: Record<string, unknown>) =>
      teacher.call<TeacherLink>('PUT', `/api/t/links/${link.GameLinkID}`, payload);

    expect((await put({})).body.Messages).toEqual([TEACHER_MESSAGES.nothingToChange]);
    expect((await put({ WeeksOpen: 30 })).status).toBe(400);
    expect((await put({ WeeksOpen: 2.5 })).status).toBe(400);
    expect((await put({ IsGameActive: 'no' })).status).toBe(400);
    expect(
      (await teacher.call('PUT', '/api/t/links/not-a-link', { IsGameActive: false })).status,
    ).toBe(400);

    // The leaderboard, hidden, is refused to the class.
    expect((await put({ LeaderboardVisible: false })).body.Results.LeaderboardVisible).toBe(false);
    const board = await ctx.app.inject({
      url: '/api/m/leaderboard',
      query: { GameLinkID: link.GameLinkID },
      headers: student.auth,
    });
    expect(board.json().Messages).toEqual([LEADERBOARD_MESSAGES.hidden]);

    // Paced to week 1: the week ends, but week 2 waits for the teacher.
    expect((await put({ WeeksOpen: 1 })).body.Results.WeeksOpen).toBe(1);
    await finishWeek(student.client);
    const waiting = await student.client.post('/api/i/games/startweek');
    expect(waiting.status).toBe(400);
    expect(waiting.body.Messages).toEqual([TEACHER_MESSAGES.paused(1)]);
    // The class view shows Mia waiting for the teacher's pace.
    const paced = await teacher.call<ClassPlayerRow[]>(
      'GET',
      `/api/t/links/${link.GameLinkID}/players`,
    );
    expect(paced.body.Results[0]).toMatchObject({ Name: 'Mia', WaitingForPace: true });
    // Coming back to the dashboard does not start the week either, and is no error before the end.
    expect((await put({ WeeksOpen: null })).body.Results.WeeksOpen).toBeNull();
    const started = await student.client.post<{ Week: number }>('/api/i/games/startweek');
    expect(started.body.Results.Week).toBe(2);
    // Paced back to week 1 once Mia has finished week 2: she is told the teacher's week.
    await finishWeek(student.client);
    await put({ WeeksOpen: 1 });
    const behind = await student.client.post('/api/i/games/startweek');
    expect(behind.body.Messages).toEqual([
      "Your teacher has paused the class at week 1. You've finished week 2: week 3 opens when your teacher says so.",
    ]);
    await put({ WeeksOpen: null });
    expect(
      (await student.client.post<{ Week: number }>('/api/i/games/startweek')).body.Results.Week,
    ).toBe(3);

    // Closed: newcomers see the link closed, and a student playing is stopped at their next
    // move with the reason (looking around still works); open again: they may join and play.
    expect((await put({ IsGameActive: false })).body.Results.IsGameActive).toBe(false);
    await expect(signUp(ctx.app, link.GameLinkID, { Name: 'Late' })).rejects.toThrow();
    const stopped = await student.client.post('/api/i/games/endweek');
    expect(stopped.status).toBe(400);
    expect(stopped.body.Messages).toEqual([TEACHER_MESSAGES.classClosed]);
    expect((await student.client.get('/api/i/cashbox')).status).toBe(200);
    // The closed page knows it is a teacher's class, closed for now (no final leaderboard).
    const info = await ctx.app.inject({ url: `/api/m/gamelink?GameLinkID=${link.GameLinkID}` });
    expect(info.json().Results).toMatchObject({ IsGameActive: false, HasTeacher: true });
    expect((await put({ IsGameActive: true })).body.Results.IsGameActive).toBe(true);
    await signUp(ctx.app, link.GameLinkID, { Name: 'Late' });
    void ERRORS;
  });

  it(
    'streams a changed row live, when the change is made through another server process',
    { timeout: 90_000 },
    async () => {
      const teacher = await newTeacher(ctx);
      const link = await newClass(teacher, 'Live class');
      const student = await newStudent(ctx, link, 'Noah');
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const other = await secondServer(ctx);
      // In week 1 without a bank account, Noah is not stuck until he tries to end the week.
      const rowsOf = async () =>
        (await teacher.call<ClassPlayerRow[]>('GET', `/api/t/links/${link.GameLinkID}/players`))
          .body.Results;
      expect((await rowsOf())[0]?.Stuck).toEqual([]);
      expect((await student.client.post('/api/i/games/endweek')).body.Success).toBe(false);
      expect((await rowsOf())[0]?.Stuck.map((reason) => reason.Code)).toEqual(['no-bank-account']);

      const stream = readEvents(
        `${address}/api/t/links/${link.GameLinkID}/live?access_token=${teacher.token}`,
        (events) => events.some((event) => JSON.parse(event.data).Stuck.length === 0),
        20_000,
      );
      // Give the stream its first look at the class, then change the game through the other process.
      await new Promise((done) => setTimeout(done, 1_200));
      const types = await fetch(`${other}/api/g/banking?GameID=${link.GameID}`, {
        headers: student.auth,
      }).then(
        (r) =>
          r.json() as Promise<
            Envelope<{ ID: string; AccountType: string; MinimumBalance: number }[]>
          >,
      );
      const everyday = types.Results.find(
        (type) =>
          type.AccountType === 'TransactionsBankAccountInstance' && type.MinimumBalance === 0,
      );
      const changedAt = Date.now();
      const opened = await fetch(`${other}/api/i/banking`, {
        method: 'POST',
        headers: { ...student.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ GameInstanceID: student.instanceId, GameAccountID: everyday?.ID }),
      });
      expect(opened.status).toBe(200);
      const { events, response } = await stream;
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      const row = events.map((event) => JSON.parse(event.data) as ClassPlayerRow).at(-1);
      expect(events.every((event) => event.event === 'player')).toBe(true);
      // No longer stuck without a bank account, seen within a couple of seconds.
      expect(row).toMatchObject({ GameInstanceID: student.instanceId, Name: 'Noah', Stuck: [] });
      expect(Date.now() - changedAt).toBeLessThan(5_000);

      // A newcomer who has not started shows as one row of their own; Noah, who has a game, is not
      // sent again as "not started".
      const joining = readEvents(
        `${address}/api/t/links/${link.GameLinkID}/live?access_token=${teacher.token}`,
        (seen) => seen.some((event) => JSON.parse(event.data).Name === 'Olivia'),
        20_000,
      );
      await new Promise((done) => setTimeout(done, 1_200));
      await signUp(ctx.app, link.GameLinkID, { Name: 'Olivia' });
      const joined = (await joining).events.map(
        (event) => JSON.parse(event.data) as ClassPlayerRow,
      );
      expect(joined.map((r) => [r.Name, r.GameInstanceID, r.Stuck[0]?.Code])).toEqual([
        ['Olivia', null, undefined],
      ]);
      // The teacher left: the process stops watching the link.
      await new Promise((done) => setTimeout(done, 200));
      expect(ctx.app.classWatcher.watchedLinks).toBe(0);
    },
  );
});
