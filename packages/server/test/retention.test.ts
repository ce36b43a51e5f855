import { describe, expect, it } from 'vitest';
import {
  classExportSchema,
  MY_DATA_FILE_NAME,
  MY_DATA_MESSAGES,
  myDataSchema,
  TEACHER_MESSAGES,
  type ClassDeleted,
  type ClassPlayerRow,
  type LeaderboardRow,
  type StudentWeeks,
  type TeacherLink,
} from '@mc/contract';
import { NO_PASSWORD } from '../src/accounts/passwords';
import { insertUser } from '../src/accounts/repository';
import { issueAccessToken } from '../src/accounts/tokens';
import { runAdminCommand } from '../src/admin/commands';
import { auditTrail } from '../src/privacy/audit';
import { sweepRetention } from '../src/privacy/retention';
import { useTestApp, type TestContext } from './support/app';
import { dialects } from './support/databases';
import {
  gameClient,
  joinGame,
  openEverydayAccount,
  playWeek,
  takeMoneyCheck,
} from './support/game';
import { gamesOnLink, leftovers, tableNames } from './support/leftovers';
import { createLink, login, register, registration, signUp, uniqueEmail } from './support/players';
import { newTeacher, type Envelope } from './support/teachers';

// Children's data kept and then deleted (issue 34, decision 030), through the API as a teacher,
// a student and the housekeeping sweep use it: a class deleted by its owner or by the retention
// time leaves nothing of itself in any table (every table of the database is searched for its
// ids, e-mails and words), other classes keep theirs, the boards lose its rows; a player exports
// and deletes their own account; the class page's warning; the exports' contents; who looked.

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

type Teacher = Awaited<ReturnType<typeof newTeacher>>;

async function newClass(teacher: Teacher, name: string) {
  const created = await teacher.call<TeacherLink>('POST', '/api/t/links', {
    GroupName: name,
    GroupYear: '10',
    MaxPlayers: 30,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.Results;
}

/** A student who signs up on the class's link and starts a game (week 1 open). */
async function newStudent(
  ctx: TestContext,
  link: { GameLinkID: string; GameID: string },
  name: string,
) {
  const email = uniqueEmail(name.toLowerCase());
  const joined = await joinGame(ctx, link, { Name: name, Email: email });
  return { ...joined.player, email, instanceId: joined.instanceId, client: joined.client };
}
type Student = Awaited<ReturnType<typeof newStudent>>;

/** The student also joins another class and starts a game there. */
async function joinAnother(ctx: TestContext, student: Student, link: TeacherLink) {
  const joined = await ctx.app.inject({
    method: 'POST',
    url: '/api/m/gamelinks',
    headers: student.auth,
    payload: { GameLinkID: link.GameLinkID },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/i/games',
    headers: student.auth,
    payload: { GameID: link.GameID, GameLinkID: link.GameLinkID },
  });
  const instanceId = created.json().Results.ID as string;
  const client = gameClient(ctx.app, student.auth, instanceId);
  await takeMoneyCheck(client);
  await client.post('/api/i/games/startweek');
  return { instanceId, client };
}

/** Week 1 played to its end with a bank account, and a diary answer in the student's words. */
async function playAWeekAndWrite(student: Student, gameId: string, diary: string) {
  await openEverydayAccount(student.client, gameId);
  const saved = await student.client.post('/api/i/planner', { Week: 1, Answer: diary });
  expect(saved.body.Success, saved.body.Messages.join(' ')).toBe(true);
  await playWeek(student.client);
}

async function deleteClass(
  ctx: TestContext,
  auth: Record<string, string>,
  id: string,
  body?: object,
) {
  const response = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/t/links/${id}`,
    headers: auth,
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() as Envelope<ClassDeleted> };
}

async function deleteAccount(ctx: TestContext, auth: Record<string, string>, body: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/Account/delete',
    headers: auth,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as Envelope<null> };
}

async function classBoard(
  ctx: TestContext,
  student: { auth: Record<string, string> },
  linkId: string,
) {
  const response = await ctx.app.inject({
    url: '/api/m/leaderboard',
    query: { GameLinkID: linkId },
    headers: student.auth,
  });
  return { status: response.statusCode, body: response.json() as Envelope<LeaderboardRow[]> };
}

async function gameBoard(
  ctx: TestContext,
  student: { auth: Record<string, string> },
  linkId: string,
) {
  const response = await ctx.app.inject({
    url: '/api/m/leaderboard/game',
    query: { GameLinkID: linkId },
    headers: student.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Envelope<LeaderboardRow[]>).Results.map((row) => row.Name).sort();
}

/** What a student's account leaves in the tables: its ids, e-mail and game. */
const traces = (student: Student) => [
  student.userId,
  student.playerId,
  student.instanceId,
  student.email,
];

describe.each(dialects)("Children's data kept and deleted on %s", (dialect) => {
  const ctx = useTestApp(dialect);
  const tables = () => tableNames(ctx.app.db, dialect);

  it('searches every table of the schema', async () => {
    const names = await tables();
    for (const table of [
      'users',
      'players',
      'game_instances',
      'instance_commands',
      'diary_pages',
      'audit_log',
      'rate_limits',
    ])
      expect(names).toContain(table);
  });

  it("deletes a class at once for its owner only, with its students' games and lone accounts, and nothing else", async () => {
    const owner = await newTeacher(ctx, 'Ms Owner');
    const given = await newTeacher(ctx, 'Mr Given');
    const doomed = await newClass(owner, '10B Commerce');
    const kept = await newClass(owner, '11C Economics');
    await runAdminCommand(ctx.app.db, ctx.config, [
      'give-link',
      doomed.GameLinkID,
      '--teacher',
      given.email,
    ]);
    const ana = await newStudent(ctx, doomed, 'Ana');
    const ben = await newStudent(ctx, doomed, 'Ben');
    const cal = await newStudent(ctx, kept, 'Cal');
    const dee = await newStudent(ctx, doomed, 'Dee');
    const deeKept = await joinAnother(ctx, dee, kept);
    const diary = 'I would save for a bike quokka7doomed';
    await playAWeekAndWrite(ana, doomed.GameID, diary);
    expect((await owner.call('GET', `/api/t/instances/${ana.instanceId}/weeks`)).status).toBe(200);
    // A failed sign-in leaves a counter that names Ben's e-mail.
    await login(ctx.app, ben.email, 'Wrong-password9');

    const gone = [
      doomed.GameLinkID,
      doomed.GameID,
      ...traces(ana),
      ...traces(ben),
      dee.instanceId,
      diary,
    ];
    // The search finds them while they are there, in the tables that hold them.
    const before = await leftovers(ctx.app.db, dialect, gone);
    for (const table of [
      'users',
      'game_instances',
      'instance_commands',
      'audit_log',
      'game_links',
      'rate_limits',
    ])
      expect(
        before.some((hit) => hit.startsWith(`${table}:`)),
        table,
      ).toBe(true);

    // The teacher it was given to, a student, and a wrong or missing name are refused.
    const byGiven = await deleteClass(ctx, given.auth, doomed.GameLinkID, {
      Confirm: '10B Commerce',
    });
    expect(byGiven.status).toBe(403);
    expect(byGiven.body.Messages).toEqual([TEACHER_MESSAGES.onlyOwnerDeletes]);
    const byStudent = await deleteClass(ctx, ana.auth, doomed.GameLinkID, {
      Confirm: '10B Commerce',
    });
    expect(byStudent.status).toBe(403);
    expect(byStudent.body.Messages).toEqual([TEACHER_MESSAGES.notTeacher]);
    for (const body of [{ Confirm: '11C Economics' }, { Confirm: '' }, {}, undefined]) {
      const refused = await deleteClass(ctx, owner.auth, doomed.GameLinkID, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.Messages).toEqual([TEACHER_MESSAGES.confirmDelete]);
    }
    expect(await gamesOnLink(ctx.app.db, doomed.GameLinkID)).toBe(3);
    expect(await leftovers(ctx.app.db, dialect, gone)).toEqual(before);

    // Its owner types its name (case and spaces aside): it is gone at once.
    const deleted = await deleteClass(ctx, owner.auth, doomed.GameLinkID, {
      Confirm: '  10b commerce ',
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({
      Success: true,
      Messages: [TEACHER_MESSAGES.classDeleted],
      Results: { GameLinkID: doomed.GameLinkID, GameInstances: 3, Accounts: 2 },
    });
    expect(await leftovers(ctx.app.db, dialect, gone)).toEqual([]);

    // Ana and Ben are signed out and cannot sign in; Dee plays on in the other class.
    expect(
      (
        await ctx.app.inject({
          url: '/api/i/progress',
          query: { GameInstanceID: ana.instanceId },
          headers: ana.auth,
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(ctx.app, ben.email)).statusCode).toBe(400);
    expect((await deeKept.client.get('/api/i/progress')).status).toBe(200);
    expect((await login(ctx.app, dee.email)).statusCode).toBe(200);
    // The other class is as it was; the deleted one is on no teacher's list.
    const ownersClasses = await owner.call<TeacherLink[]>('GET', '/api/t/links');
    expect(ownersClasses.body.Results.map((link) => link.GameLinkID)).toEqual([kept.GameLinkID]);
    expect((await given.call<TeacherLink[]>('GET', '/api/t/links')).body.Results).toEqual([]);
    const rows = await owner.call<ClassPlayerRow[]>(
      'GET',
      `/api/t/links/${kept.GameLinkID}/players`,
    );
    expect(rows.body.Results.map((row) => row.GameInstanceID).sort()).toEqual(
      [cal.instanceId, deeKept.instanceId].sort(),
    );
    // Deleting it again is a class that is not the teacher's.
    expect(
      (await deleteClass(ctx, owner.auth, doomed.GameLinkID, { Confirm: '10B Commerce' })).status,
    ).toBe(403);
  });

  it('keeps a game another class plays, and takes the deleted class off its game-wide board', async () => {
    const owner = await newTeacher(ctx);
    const first = await createLink(
      ctx.app,
      ctx.config,
      '--group',
      'Shared9A',
      '--teacher',
      owner.email,
    );
    const second = await createLink(
      ctx.app,
      ctx.config,
      '--game',
      first.GameID,
      '--group',
      'Shared9B',
      '--teacher',
      owner.email,
    );
    const ari = await newStudent(ctx, first, 'Ari');
    const bo = await newStudent(ctx, second, 'Bo');
    expect(await gameBoard(ctx, bo, second.GameLinkID)).toEqual([
      'Ari · Shared9A',
      'Bo · Shared9B',
    ]);

    const deleted = await deleteClass(ctx, owner.auth, first.GameLinkID, { Confirm: 'Shared9A' });
    expect(deleted.status).toBe(200);
    expect(await gameBoard(ctx, bo, second.GameLinkID)).toEqual(['Bo · Shared9B']);
    expect(await leftovers(ctx.app.db, dialect, [first.GameLinkID, ...traces(ari)])).toEqual([]);
    // The game and its par stay while a class plays it.
    const game = await ctx.app.db
      .selectFrom('games')
      .select('id')
      .where('id', '=', first.GameID)
      .execute();
    expect(game).toHaveLength(1);
    const par = await ctx.app.db
      .selectFrom('par_curves')
      .select('game_id')
      .where('game_id', '=', first.GameID)
      .execute();
    expect(par.length).toBeGreaterThan(0);
  });

  it("deletes a player's own account with their password, off every board", async () => {
    const teacher = await newTeacher(ctx);
    const link = await newClass(teacher, 'Year9 Money');
    const eve = await newStudent(ctx, link, 'Eve');
    const fay = await newStudent(ctx, link, 'Fay');
    const diary = 'My plan is to keep a buffer wombat4eve';
    await playAWeekAndWrite(eve, link.GameID, diary);
    expect((await teacher.call('GET', `/api/t/instances/${eve.instanceId}/weeks`)).status).toBe(
      200,
    );
    const board = await classBoard(ctx, fay, link.GameLinkID);
    expect(board.body.Results.map((row) => row.Name)).toContain('Eve · Year9 Money');

    const none = await deleteAccount(ctx, eve.auth, {});
    expect(none.status).toBe(400);
    expect(none.body.Messages).toEqual([MY_DATA_MESSAGES.passwordRequired]);
    const wrong = await deleteAccount(ctx, eve.auth, { Password: 'Not-her-password1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Messages).toEqual([MY_DATA_MESSAGES.wrongPassword]);
    expect(await gamesOnLink(ctx.app.db, link.GameLinkID)).toBe(2);

    const deleted = await deleteAccount(ctx, eve.auth, { Password: 'Secret123' });
    expect(deleted).toEqual({
      status: 200,
      body: { Success: true, Messages: [MY_DATA_MESSAGES.deleted], Results: null },
    });
    expect(await leftovers(ctx.app.db, dialect, [...traces(eve), diary])).toEqual([]);
    expect((await eve.client.get('/api/i/progress')).status).toBe(401);
    // Off the class's board and the game-wide one; the class and Fay stay.
    expect(
      (await classBoard(ctx, fay, link.GameLinkID)).body.Results.map((row) => row.Name),
    ).toEqual(['Fay · Year9 Money']);
    expect(await gameBoard(ctx, fay, link.GameLinkID)).toEqual(['Fay · Year9 Money']);
    const rows = await teacher.call<ClassPlayerRow[]>(
      'GET',
      `/api/t/links/${link.GameLinkID}/players`,
    );
    expect(rows.body.Results.map((row) => row.GameInstanceID)).toEqual([fay.instanceId]);

    // A teacher's account is not deleted here.
    const byTeacher = await deleteAccount(ctx, teacher.auth, { Password: 'Teach3rPass' });
    expect(byTeacher.status).toBe(403);
    expect(byTeacher.body.Messages).toEqual([MY_DATA_MESSAGES.teacherAccount]);
    expect((await teacher.call('GET', '/api/t/me')).status).toBe(200);
  });

  it('deletes a family account with its members and their games', async () => {
    const family = await createLink(ctx.app, ctx.config, '--theme', 'family');
    const parent = await signUp(ctx.app, family.GameLinkID, {
      YOB: '',
      Surname: 'Okafor',
      Age: '35 - 54',
      Gender: 'f',
    });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/m/family/addfamilymember',
      headers: parent.auth,
      payload: { GameLinkID: family.GameLinkID, Name: 'Tomasz', Age: '12 - 15', Gender: 'm' },
    });
    const member = added.json().Results.ID as string;
    const game = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: parent.auth,
      payload: { GameID: family.GameID, GameLinkID: family.GameLinkID, PlayerID: member },
    });
    expect(game.statusCode, game.body).toBe(200);
    const instanceId = game.json().Results.ID as string;

    const deleted = await deleteAccount(ctx, parent.auth, { Password: 'Secret123' });
    expect(deleted.status).toBe(200);
    expect(
      await leftovers(ctx.app.db, dialect, [parent.userId, parent.email, member, instanceId]),
    ).toEqual([]);
    // The family's link stays for the other families on it.
    expect(await leftovers(ctx.app.db, dialect, [family.GameLinkID])).not.toEqual([]);
  });

  it('asks an account without a password for the word and a fresh sign-in', async () => {
    const email = uniqueEmail('school');
    const { user } = await insertUser(ctx.app.db, {
      email,
      passwordHash: NO_PASSWORD,
      name: 'Kiri',
      surname: null,
      yob: '2010',
      ageBand: null,
      gender: null,
      theme: 'school',
      isTrial: false,
    });
    const subject = `sub-${user.id.slice(0, 8)}`;
    await ctx.app.db
      .insertInto('user_identities')
      .values({
        provider: 'school',
        subject,
        user_id: user.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const stale = await issueAccessToken(
      ctx.app.db,
      user.id,
      3_600_000,
      'player',
      Date.now() - 11 * 60_000,
    );
    const late = await deleteAccount(ctx, bearer(stale), { Confirm: 'DELETE' });
    expect(late.status).toBe(400);
    expect(late.body.Messages).toEqual([MY_DATA_MESSAGES.signInAgain]);
    const fresh = bearer(await issueAccessToken(ctx.app.db, user.id, 3_600_000, 'player'));
    const word = await deleteAccount(ctx, fresh, { Confirm: 'delete me' });
    expect(word.status).toBe(400);
    expect(word.body.Messages).toEqual([MY_DATA_MESSAGES.confirmWord]);
    expect(await leftovers(ctx.app.db, dialect, [user.id])).not.toEqual([]);
    expect((await deleteAccount(ctx, fresh, { Confirm: 'DELETE' })).status).toBe(200);
    expect(await leftovers(ctx.app.db, dialect, [user.id, email, subject])).toEqual([]);
  });

  it("exports everything kept about a player: their diary's words, never the password's hash", async () => {
    const teacher = await newTeacher(ctx);
    const link = await newClass(teacher, '9C Money');
    const gus = await newStudent(ctx, link, 'Gus');
    const diary = 'Keep three weeks of rent aside numbat3gus';
    await playAWeekAndWrite(gus, link.GameID, diary);
    expect((await teacher.call('GET', `/api/t/instances/${gus.instanceId}/weeks`)).status).toBe(
      200,
    );
    expect(
      (await teacher.call('GET', `/api/t/instances/${gus.instanceId}/replay?week=1`)).status,
    ).toBe(200);

    const response = await ctx.app.inject({ url: '/api/Account/export', headers: gus.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${MY_DATA_FILE_NAME}"`,
    );
    const data = myDataSchema.parse(JSON.parse(response.body));
    const { password_hash: hash } = await ctx.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', gus.userId)
      .executeTakeFirstOrThrow();
    expect(response.body).not.toContain(hash);
    expect(response.body).not.toMatch(/argon2|password_hash/i);
    expect(data.Account).toMatchObject({
      UserID: gus.userId,
      Email: gus.email,
      Name: 'Gus',
      HasPassword: true,
    });
    expect(data.Memberships.map((m) => m.GameLinkID)).toEqual([link.GameLinkID]);
    const [game] = data.Games;
    expect(game).toMatchObject({ GameInstanceID: gus.instanceId, Week: 2, PlayerID: gus.playerId });
    expect(game?.DiaryAnswers).toEqual([
      { Week: 1, Question: expect.stringMatching(/\w/), Answer: diary, SavedInWeek: 1 },
    ]);
    expect(game?.MoneyCheckAnswers.length).toBeGreaterThan(0);
    const stored = await ctx.app.db
      .selectFrom('instance_commands')
      .select('seq')
      .where('instance_id', '=', gus.instanceId)
      .execute();
    expect(game?.Commands.map((command) => command.Seq)).toEqual(
      stored.map((row) => row.seq).sort((a, b) => a - b),
    );
    expect(game?.Commands.some((command) => command.Command.type === 'endWeek')).toBe(true);
    expect(data.TeacherViews.map((view) => [view.What, view.Week])).toEqual([
      ['student-weeks', null],
      ['replay', 1],
    ]);
    // A teacher's token is not a player's.
    expect(
      (await ctx.app.inject({ url: '/api/Account/export', headers: teacher.auth })).statusCode,
    ).toBe(403);
  });

  it("exports a class with each game's weeks for its teachers, and records it", async () => {
    const teacher = await newTeacher(ctx);
    const stranger = await newTeacher(ctx, 'Mr Other');
    const link = await newClass(teacher, '8A Finance');
    const hal = await newStudent(ctx, link, 'Hal');
    const ida = await newStudent(ctx, link, 'Ida');
    await playAWeekAndWrite(hal, link.GameID, 'Pay the phone bill first bilby8hal');

    const response = await ctx.app.inject({
      url: `/api/t/links/${link.GameLinkID}/export.json`,
      headers: teacher.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="money-challenge-8A-Finance.json"',
    );
    const file = classExportSchema.parse(JSON.parse(response.body));
    expect(file.Class).toMatchObject({ GameLinkID: link.GameLinkID, GroupName: '8A Finance' });
    const rows = await teacher.call<ClassPlayerRow[]>(
      'GET',
      `/api/t/links/${link.GameLinkID}/players`,
    );
    expect(file.Rows.map((row) => row.GameInstanceID).sort()).toEqual(
      rows.body.Results.map((row) => row.GameInstanceID).sort(),
    );
    expect(file.Students.map((student) => student.GameInstanceID).sort()).toEqual(
      [hal.instanceId, ida.instanceId].sort(),
    );
    for (const student of [hal, ida]) {
      const weeks = await teacher.call<StudentWeeks>(
        'GET',
        `/api/t/instances/${student.instanceId}/weeks`,
      );
      expect(file.Students.find((s) => s.GameInstanceID === student.instanceId)).toEqual(
        weeks.body.Results,
      );
    }
    expect(file.Students.find((s) => s.GameInstanceID === hal.instanceId)?.Weeks).toHaveLength(1);

    for (const auth of [stranger.auth, hal.auth])
      expect(
        (
          await ctx.app.inject({
            url: `/api/t/links/${link.GameLinkID}/export.json`,
            headers: auth,
          })
        ).statusCode,
      ).toBe(403);
    const trail = await runAdminCommand(ctx.app.db, ctx.config, ['audit', link.GameLinkID]);
    expect(trail[0]).toContain(`${teacher.email}  class-export  the whole class`);
  });

  it('records who looked at which student, listed by the admin command, and deletes it with the student', async () => {
    const teacher = await newTeacher(ctx);
    const given = await newTeacher(ctx, 'Mr Given');
    const stranger = await newTeacher(ctx, 'Ms Stranger');
    const link = await newClass(teacher, '12 Legal');
    await runAdminCommand(ctx.app.db, ctx.config, [
      'give-link',
      link.GameLinkID,
      '--teacher',
      given.email,
    ]);
    const jo = await newStudent(ctx, link, 'Jo');
    const kim = await newStudent(ctx, link, 'Kim');
    await playAWeekAndWrite(jo, link.GameID, 'Less takeaway this week dingo5jo');
    expect(await runAdminCommand(ctx.app.db, ctx.config, ['audit', link.GameLinkID])).toEqual([
      `No teacher has looked at a student's game on game link ${link.GameLinkID}.`,
    ]);

    expect((await teacher.call('GET', `/api/t/instances/${jo.instanceId}/weeks`)).status).toBe(200);
    expect(
      (await teacher.call('GET', `/api/t/instances/${jo.instanceId}/replay?week=1`)).status,
    ).toBe(200);
    // A week not played is no replay, and no look.
    expect(
      (await teacher.call('GET', `/api/t/instances/${jo.instanceId}/replay?week=5`)).status,
    ).toBe(400);
    expect(
      (await teacher.call('POST', `/api/t/players/${jo.playerId}/reset-password`)).status,
    ).toBe(200);
    expect((await given.call('GET', `/api/t/instances/${kim.instanceId}/weeks`)).status).toBe(200);
    // A teacher of another class is refused, and nothing is recorded.
    expect((await stranger.call('GET', `/api/t/instances/${kim.instanceId}/weeks`)).status).toBe(
      403,
    );

    const trail = await runAdminCommand(ctx.app.db, ctx.config, ['audit', link.GameLinkID]);
    expect(trail).toHaveLength(4);
    for (const line of trail) expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}\S/);
    const jos = `Jo <${jo.email}>`;
    // Oldest first; looks in the same millisecond may come in either order.
    expect(trail).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`  ${teacher.email}  student-weeks  ${jos}  ${jo.instanceId}`),
        expect.stringContaining(`  ${teacher.email}  replay of week 1  ${jos}  ${jo.instanceId}`),
        expect.stringContaining(`  ${teacher.email}  reset-link  ${jos}  -`),
        expect.stringContaining(
          `  ${given.email}  student-weeks  Kim <${kim.email}>  ${kim.instanceId}`,
        ),
      ]),
    );
    // Oldest first: Mr Given's look came after every one of the first teacher's, so no row of
    // theirs is later (two in the same millisecond keep either order, as the trail shows seconds).
    const rows = await auditTrail(ctx.app.db, link.GameLinkID);
    const times = rows.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const givens = rows.find((row) => row.teacher_email === given.email)!;
    for (const row of rows.filter((r) => r.teacher_email === teacher.email))
      expect(Date.parse(row.created_at)).toBeLessThanOrEqual(Date.parse(givens.created_at));

    // The looks at Jo go with Jo.
    await runAdminCommand(ctx.app.db, ctx.config, ['delete-player', jo.email]);
    const after = await runAdminCommand(ctx.app.db, ctx.config, ['audit', link.GameLinkID]);
    expect(after).toHaveLength(1);
    expect(after[0]).toContain(kim.email);
  });

  it('deletes a class only after the retention time from its last activity, in bounded sweeps, warning 30 days before', async () => {
    const teacher = await newTeacher(ctx);
    const due = await newClass(teacher, 'Old Year 10');
    const soon = await newClass(teacher, 'Old Year 11');
    const fresh = await newClass(teacher, 'This Year');
    const dueStudents = [
      await newStudent(ctx, due, 'Lou'),
      await newStudent(ctx, due, 'Mia'),
      await newStudent(ctx, due, 'Ned'),
    ];
    const soonStudent = await newStudent(ctx, soon, 'Ola');
    const freshStudent = await newStudent(ctx, fresh, 'Pat');
    // The first class last did anything 371 days ago, the second 369 days ago.
    for (const [link, days] of [
      [due, 371],
      [soon, 369],
    ] as const) {
      const at = daysAgo(days);
      await ctx.app.db
        .updateTable('game_links')
        .set({ created_at: at })
        .where('id', '=', link.GameLinkID)
        .execute();
      await ctx.app.db
        .updateTable('game_link_users')
        .set({ joined_at: at })
        .where('game_link_id', '=', link.GameLinkID)
        .execute();
      await ctx.app.db
        .updateTable('game_instances')
        .set({ updated_at: at })
        .where('game_link_id', '=', link.GameLinkID)
        .execute();
    }

    // The class page: when each class's data goes, and the warning from 30 days before.
    const classes = async () => {
      const listed = await teacher.call<TeacherLink[]>('GET', '/api/t/links');
      return new Map(listed.body.Results.map((link) => [link.GameLinkID, link]));
    };
    const listed = await classes();
    const dueLink = listed.get(due.GameLinkID);
    expect(dueLink?.DeletionWarning).toBe(true);
    expect(Date.parse(dueLink?.DeletesOn ?? '')).toBe(
      Date.parse(dueLink?.LastActivity ?? '') + 400 * DAY_MS,
    );
    expect(Date.parse(dueLink?.DeletesOn ?? '') - Date.now()).toBeGreaterThan(28 * DAY_MS);
    expect(listed.get(soon.GameLinkID)?.DeletionWarning).toBe(false);
    expect(listed.get(fresh.GameLinkID)).toMatchObject({ DeletionWarning: false, ClosedAt: null });

    // Nothing is deleted before its time.
    expect(await sweepRetention(ctx.app.db, { retentionDays: 400 })).toMatchObject({
      classes: 0,
      games: 0,
    });
    expect(
      await sweepRetention(ctx.app.db, { retentionDays: 400, now: Date.now() + 28 * DAY_MS }),
    ).toMatchObject({ classes: 0, games: 0 });
    expect((await classes()).size).toBe(3);

    // 30 days on, the first is past 400 days: sweeps of one game at a time take it.
    const later = Date.now() + 30 * DAY_MS;
    const first = await sweepRetention(ctx.app.db, { retentionDays: 400, now: later, maxGames: 1 });
    expect(first).toEqual({ classes: 0, games: 1, accounts: 1 });
    // From the first sweep, it is on no teacher's list and no board, though not all gone yet.
    expect([...(await classes()).keys()].sort()).toEqual(
      [soon.GameLinkID, fresh.GameLinkID].sort(),
    );
    const [, ...waiting] = [...dueStudents].sort((a, b) => (a.userId < b.userId ? -1 : 1));
    expect(await gamesOnLink(ctx.app.db, due.GameLinkID)).toBe(2);
    expect((await classBoard(ctx, waiting[0]!, due.GameLinkID)).status).toBe(403);
    expect(await gameBoard(ctx, waiting[0]!, due.GameLinkID)).toEqual([]);
    let sweeps = 1;
    for (let swept = first; swept.classes === 0 && sweeps < 10; sweeps += 1) {
      swept = await sweepRetention(ctx.app.db, { retentionDays: 400, now: later, maxGames: 1 });
      expect(swept.games).toBeLessThanOrEqual(1);
    }
    expect(sweeps).toBe(4);
    expect(
      await leftovers(ctx.app.db, dialect, [
        due.GameLinkID,
        due.GameID,
        ...dueStudents.flatMap(traces),
      ]),
    ).toEqual([]);
    // The others keep everything.
    expect(await gamesOnLink(ctx.app.db, soon.GameLinkID)).toBe(1);
    expect((await soonStudent.client.get('/api/i/progress')).status).toBe(200);
    expect((await freshStudent.client.get('/api/i/progress')).status).toBe(200);
  });

  it('counts a class from its closing, and deletes accounts on no class after the retention time', async () => {
    const teacher = await newTeacher(ctx);
    const link = await newClass(teacher, 'Closing Time');
    await newStudent(ctx, link, 'Quinn');
    await ctx.app.db
      .updateTable('game_instances')
      .set({ updated_at: daysAgo(500) })
      .where('game_link_id', '=', link.GameLinkID)
      .execute();
    await ctx.app.db
      .updateTable('game_link_users')
      .set({ joined_at: daysAgo(500) })
      .where('game_link_id', '=', link.GameLinkID)
      .execute();
    await ctx.app.db
      .updateTable('game_links')
      .set({ created_at: daysAgo(500) })
      .where('id', '=', link.GameLinkID)
      .execute();
    const closed = await teacher.call<TeacherLink>('PUT', `/api/t/links/${link.GameLinkID}`, {
      IsGameActive: false,
    });
    const closedAt = closed.body.Results.ClosedAt ?? '';
    expect(Date.now() - Date.parse(closedAt)).toBeLessThan(60_000);
    expect(closed.body.Results).toMatchObject({ LastActivity: closedAt, DeletionWarning: false });
    expect(Date.parse(closed.body.Results.DeletesOn ?? '')).toBe(
      Date.parse(closedAt) + 400 * DAY_MS,
    );
    // Closing it again keeps when it was closed; opening clears it.
    const again = await teacher.call<TeacherLink>('PUT', `/api/t/links/${link.GameLinkID}`, {
      IsGameActive: false,
    });
    expect(again.body.Results.ClosedAt).toBe(closedAt);
    // Idle for 500 days, but closed today: kept.
    expect(await sweepRetention(ctx.app.db, { retentionDays: 400 })).toMatchObject({ classes: 0 });

    // An account that never joined a class, made 401 days ago, goes; a teacher's stays.
    const body = registration();
    expect((await register(ctx.app, body)).statusCode).toBe(200);
    await ctx.app.db
      .updateTable('users')
      .set({ created_at: daysAgo(401) })
      .where('email_key', 'in', [body.Email.toLowerCase(), teacher.email.toLowerCase()])
      .execute();
    const swept = await sweepRetention(ctx.app.db, { retentionDays: 400 });
    expect(swept).toMatchObject({ classes: 0, accounts: 1 });
    expect(await leftovers(ctx.app.db, dialect, [body.Email])).toEqual([]);
    expect((await teacher.call('GET', '/api/t/me')).status).toBe(200);

    // Opened again, its last activity is 500 days ago: the next sweep takes it.
    const opened = await teacher.call<TeacherLink>('PUT', `/api/t/links/${link.GameLinkID}`, {
      IsGameActive: true,
    });
    expect(opened.body.Results).toMatchObject({ ClosedAt: null, DeletionWarning: true });
    expect(await sweepRetention(ctx.app.db, { retentionDays: 400 })).toMatchObject({
      classes: 1,
      games: 1,
    });
  });
});

describe.each(dialects)('With DATA_RETENTION_DAYS=0 on %s', (dialect) => {
  const ctx = useTestApp(dialect, { DATA_RETENTION_DAYS: '0' });

  it('keeps every class until its teacher deletes it', async () => {
    const teacher = await newTeacher(ctx);
    const link = await newClass(teacher, 'Kept Forever');
    const student = await newStudent(ctx, link, 'Rue');
    await ctx.app.db
      .updateTable('game_instances')
      .set({ updated_at: daysAgo(4000) })
      .where('game_link_id', '=', link.GameLinkID)
      .execute();
    const listed = await teacher.call<TeacherLink[]>('GET', '/api/t/links');
    expect(listed.body.Results[0]).toMatchObject({ DeletesOn: null, DeletionWarning: false });
    expect(
      await sweepRetention(ctx.app.db, {
        retentionDays: ctx.config.dataRetentionDays,
        now: Date.now() + 4000 * DAY_MS,
      }),
    ).toEqual({
      classes: 0,
      games: 0,
      accounts: 0,
    });
    expect(await leftovers(ctx.app.db, dialect, [student.instanceId])).not.toEqual([]);
  });
});
