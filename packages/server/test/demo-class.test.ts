import { describe, expect, it } from 'vitest';
import type { ClassPlayerRow, Replay, StudentWeeks, TeacherLink } from '@mc/contract';
import { replay, type Command } from '@mc/engine';
import { ensureDemo, ensureDemoLink, type NewDemo } from '../src/demo';
import { forgetStates } from '../src/instances/state-cache';
import { loadInstance, readHead } from '../src/instances/storage';
import { DEMO_STUDENTS, DEMO_TEACHER_EMAIL } from '../src/teacher/demo-class';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { login } from './support/players';

// The demo that `npm start` makes on an empty database (issue 19): a demo teacher who signs in
// with the password printed once, and the demo class of a dozen simulated students at different
// weeks, played through runCommand, some stuck in each of the ways the class view names.

const STUCK_CODES = [
  'no-bank-account',
  'quiz-not-done',
  'debt-collector',
  'card-minimum-missed',
  'scam-accepted',
  'inactive',
];

describe.each(dialects)('The demo teacher and class on %s', (dialect) => {
  // A fixed world (the demo game's seed), so the class is the same on every run.
  const ctx = useTestApp(dialect, { GAME_SEED: '2026' });
  let demo: NewDemo;
  let auth: Record<string, string>;

  const get = async <T>(url: string) => {
    const response = await ctx.app.inject({ url, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { Results: T }).Results;
  };

  it('is made once, on an empty database', async () => {
    const made = await ensureDemo(ctx.app.db, ctx.app.database.dialect, ctx.config);
    expect(made).toBeDefined();
    demo = made!;
    expect(demo.demoClass.students).toHaveLength(DEMO_STUDENTS.length);
    expect(await ensureDemo(ctx.app.db, ctx.app.database.dialect, ctx.config)).toBeUndefined();
    expect(await ensureDemoLink(ctx.app.db, ctx.config)).toBeUndefined();
  }, 60_000);

  it('lets the demo teacher sign in with the printed password and see the demo class', async () => {
    expect(demo.teacher.email).toBe(DEMO_TEACHER_EMAIL);
    expect(demo.teacher.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{8,64}$/);
    expect((await login(ctx.app, DEMO_TEACHER_EMAIL, 'Secret123')).statusCode).toBe(400);
    const signedIn = await login(ctx.app, DEMO_TEACHER_EMAIL, demo.teacher.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    auth = {
      authorization: `Bearer ${(signedIn.json() as { access_token: string }).access_token}`,
    };
    const links = await get<TeacherLink[]>('/api/t/links');
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      GameLinkID: demo.gameLinkId,
      GroupName: 'Demo class',
      Players: DEMO_STUDENTS.length,
      IsOwner: true,
    });
  });

  it('has a dozen students at different weeks, with every reason to step in shown', async () => {
    const rows = await get<ClassPlayerRow[]>(`/api/t/links/${demo.gameLinkId}/players`);
    expect(rows).toHaveLength(12);
    const weeks = rows.map((row) => (row.IsGameComplete ? 'done' : row.Week));
    expect(new Set(weeks).size).toBe(12);
    expect(rows.filter((row) => row.IsGameComplete)).toHaveLength(1);
    const codes = rows.flatMap((row) => row.Stuck.map((reason) => reason.Code));
    for (const code of STUCK_CODES) expect(codes, code).toContain(code);
    // Each stuck student shows their own reason; the careful ones none. The one who pays nothing
    // shows every trouble it brought, the rent's first (issue 30: never only the collector).
    expect(rows.filter((row) => row.Stuck.length > 0)).toHaveLength(STUCK_CODES.length);
    const several = rows.filter((row) => row.Stuck.length > 1);
    expect(several.map((row) => row.Name)).toEqual(['Lachlan Murphy']);
    expect(several[0]!.Stuck.map((reason) => reason.Code)).toEqual(
      expect.arrayContaining(['evicted', 'rent-overdue', 'debt-collector']),
    );
    const noBank = rows.find((row) => row.Stuck[0]?.Code === 'no-bank-account');
    expect(noBank?.Week).toBe(1);
    const away = rows.find((row) => row.Stuck[0]?.Code === 'inactive');
    expect(Date.now() - Date.parse(away!.LastActive)).toBeGreaterThan(5 * 24 * 60 * 60 * 1000);
    // The students who need help come first.
    expect(rows.slice(0, STUCK_CODES.length).every((row) => row.Stuck.length > 0)).toBe(true);
    expect(rows.every((row) => row.Email.endsWith('@demo.moneychallenge.test'))).toBe(true);
    // A simulated student has no password that signs in.
    expect((await login(ctx.app, rows[0]!.Email, demo.teacher.password)).statusCode).toBe(400);
  });

  it("replays a student's week 2 as it was played", async () => {
    const rows = await get<ClassPlayerRow[]>(`/api/t/links/${demo.gameLinkId}/players`);
    const student = rows.find((row) => row.Week >= 7 && row.Stuck.length === 0)!;
    const weeks = await get<StudentWeeks>(`/api/t/instances/${student.GameInstanceID}/weeks`);
    const week2 = weeks.Weeks.find((week) => week.Week === 2)!;
    const replayed = await get<Replay>(`/api/t/instances/${student.GameInstanceID}/replay?week=2`);
    expect(replayed.Week).toBe(2);
    expect(replayed.Report.NetPosition).toBe(week2.FinishingNetPosition);
    expect(replayed.Actions.length).toBeGreaterThan(3);
  });

  it('stores logs that replay to exactly the stored games', async () => {
    forgetStates();
    const db = ctx.app.db;
    for (const { instanceId } of demo.demoClass.students) {
      const head = await readHead(db, instanceId);
      const stored = (await loadInstance(db, instanceId, head!))!;
      const seeds = await db
        .selectFrom('game_instances')
        .innerJoin('games', 'games.id', 'game_instances.game_id')
        .select(['game_instances.seed', 'games.seed as game_seed'])
        .where('game_instances.id', '=', instanceId)
        .executeTakeFirstOrThrow();
      const log = await db
        .selectFrom('instance_commands')
        .select('command')
        .where('instance_id', '=', instanceId)
        .orderBy('seq')
        .execute();
      const result = replay(
        {
          content: stored.content,
          gameSeed: Number(seeds.game_seed),
          instanceSeed: Number(seeds.seed),
          totalWeeks: stored.state.totalWeeks as 26 | 27,
          playerName: stored.state.player.name,
          settings: stored.state.settings,
        },
        log.map((row) => JSON.parse(row.command) as Command),
      );
      expect(result.rejected).toEqual([]);
      expect(JSON.parse(JSON.stringify(result.state))).toEqual(
        JSON.parse(JSON.stringify(stored.state)),
      );
    }
  });
});
