import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { myDataSchema, type LeaderboardRow } from '@mc/contract';
import { runAdminCommand, USAGE } from '../src/admin/commands';
import { useTestApp, type TestContext } from './support/app';
import { dialects } from './support/databases';
import { joinGame, openEverydayAccount } from './support/game';
import { gamesOnLink, leftovers } from './support/leftovers';
import { createLink, login, uniqueEmail } from './support/players';
import { newTeacher } from './support/teachers';

// The operator's side of children's data (issue 34, decision 030): export-player prints what the
// player's own export gives, delete-player deletes the account at once, audit lists who looked.
// Called as the tests of the other commands call them, and once as the operator runs them, as a
// process on the server's database.

const root = resolve(import.meta.dirname, '../../..');

/** A player on a new class with a game, a diary answer in their words, and a classmate. */
async function classWithPlayer(ctx: TestContext, diary: string) {
  const teacher = await newTeacher(ctx);
  const link = await createLink(
    ctx.app,
    ctx.config,
    '--group',
    'Admin9',
    '--teacher',
    teacher.email,
  );
  const email = uniqueEmail('ros');
  const player = await joinGame(ctx, link, { Name: 'Ros', Email: email });
  await openEverydayAccount(player.client, link.GameID);
  const saved = await player.client.post('/api/i/planner', { Week: 1, Answer: diary });
  expect(saved.body.Success, saved.body.Messages.join(' ')).toBe(true);
  const classmate = await joinGame(ctx, link, { Name: 'Sol' });
  return { teacher, link, email, player, classmate };
}

const admin = (ctx: TestContext, ...argv: string[]) =>
  runAdminCommand(ctx.app.db, ctx.config, argv);

describe.each(dialects)("The admin commands for children's data on %s", (dialect) => {
  const ctx = useTestApp(dialect);

  it("export-player prints the player's own export, as valid JSON whatever they typed", async () => {
    // A right-to-left override would turn the command line's output around: it is printed as an
    // escape, and the JSON still holds exactly what was saved.
    const diary = 'Save first \u202espend later emu2ros';
    const { email, player } = await classWithPlayer(ctx, diary);
    const [printed, ...more] = await admin(ctx, 'export-player', email);
    expect(more).toEqual([]);
    expect(printed).not.toContain('\u202e');
    const exported = myDataSchema.parse(JSON.parse(printed ?? ''));
    const own = await ctx.app.inject({ url: '/api/Account/export', headers: player.player.auth });
    const { ExportedAt: _at, ...theirs } = myDataSchema.parse(JSON.parse(own.body));
    const { ExportedAt: _printedAt, ...printedData } = exported;
    expect(printedData).toEqual(theirs);
    expect(exported.Games[0]?.DiaryAnswers[0]?.Answer).toBe(diary);
    expect(printed).not.toMatch(/argon2|password_hash/i);

    await expect(admin(ctx, 'export-player', 'nobody@school.edu.au')).rejects.toThrow(
      'No player with the e-mail nobody@school.edu.au',
    );
    const teacher = await newTeacher(ctx);
    await expect(admin(ctx, 'export-player', teacher.email)).rejects.toThrow(
      `${teacher.email} is a teacher's account`,
    );
    await expect(admin(ctx, 'export-player')).rejects.toThrow(
      'export-player takes one e-mail address',
    );
  });

  it('delete-player deletes the account at once, off every board', async () => {
    const diary = 'Pay the bills on time quoll6ros';
    const { email, player, classmate, link } = await classWithPlayer(ctx, diary);
    expect(await admin(ctx, 'delete-player', email.toUpperCase())).toEqual([
      `Deleted ${email}'s account: 1 player and 1 game, off every leaderboard.`,
    ]);
    const { userId, playerId } = player.player;
    expect(
      await leftovers(ctx.app.db, dialect, [userId, playerId, player.instanceId, email, diary]),
    ).toEqual([]);
    expect((await login(ctx.app, email)).statusCode).toBe(400);
    const board = await ctx.app.inject({
      url: '/api/m/leaderboard',
      query: { GameLinkID: link.GameLinkID },
      headers: classmate.player.auth,
    });
    expect((board.json().Results as LeaderboardRow[]).map((row) => row.Name)).toEqual([
      'Sol · Admin9',
    ]);
    await expect(admin(ctx, 'delete-player', email)).rejects.toThrow(
      `No player with the e-mail ${email}`,
    );
  });

  it('delete-teacher deletes a teacher once their own classes are gone; a class they were given stays with its owner', async () => {
    const { teacher: owner, link, player } = await classWithPlayer(ctx, 'Budget first bilby2ros');
    const helper = await newTeacher(ctx, 'Mr Helper');
    await admin(ctx, 'give-link', link.GameLinkID, '--teacher', helper.email);
    // The helper looks at Ros's weeks: the audit trail names who looked.
    const looked = await helper.call('GET', `/api/t/instances/${player.instanceId}/weeks`);
    expect(looked.status, JSON.stringify(looked.body)).toBe(200);
    const own = await createLink(
      ctx.app,
      ctx.config,
      '--group',
      'Admin11',
      '--teacher',
      helper.email,
    );

    await expect(admin(ctx, 'delete-teacher', helper.email)).rejects.toThrow(
      `${helper.email} still owns a class (Admin11): its students' data goes only with the class.`,
    );
    const deleted = await helper.call('DELETE', `/api/t/links/${own.GameLinkID}`, {
      Confirm: 'Admin11',
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const { id } = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', helper.email)
      .executeTakeFirstOrThrow();
    expect(await admin(ctx, 'delete-teacher', helper.email)).toEqual([
      `Deleted ${helper.email}'s teacher account, and their place in a class they were given.`,
    ]);
    // Nothing of the teacher is left but the id on the look they took, which goes with the class.
    expect(await leftovers(ctx.app.db, dialect, [helper.email, id])).toEqual([`audit_log: ${id}`]);
    expect((await login(ctx.app, helper.email)).statusCode).toBe(400);
    const trail = await admin(ctx, 'audit', link.GameLinkID);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toContain(id);
    // The class is its owner's still, with its students' games.
    const classes = await owner.call<{ GameLinkID: string }[]>('GET', '/api/t/links');
    expect(classes.body.Results.map((row) => row.GameLinkID)).toContain(link.GameLinkID);
    expect(await gamesOnLink(ctx.app.db, link.GameLinkID)).toBe(2);

    await expect(admin(ctx, 'delete-teacher', helper.email)).rejects.toThrow(
      `No teacher with the e-mail ${helper.email}`,
    );
    await expect(admin(ctx, 'delete-teacher', 'nobody@school.edu.au')).rejects.toThrow(
      'No teacher with the e-mail nobody@school.edu.au',
    );
    await expect(admin(ctx, 'delete-teacher')).rejects.toThrow(
      'delete-teacher takes one e-mail address',
    );
  });

  it('audit says what it needs, and that nobody has looked yet', async () => {
    const { link } = await classWithPlayer(ctx, 'Nothing to see wallaby1ros');
    expect(await admin(ctx, 'audit', link.GameLinkID)).toEqual([
      `No teacher has looked at a student's game on game link ${link.GameLinkID}.`,
    ]);
    await expect(admin(ctx, 'audit', 'not-an-id')).rejects.toThrow('audit takes one game link id');
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(admin(ctx, 'audit', unknown)).rejects.toThrow(`No game link ${unknown}`);
    for (const command of [
      'export-player EMAIL',
      'delete-player EMAIL',
      'delete-teacher EMAIL',
      'audit ID',
    ])
      expect(USAGE).toContain(`  ${command}\n`);
  });
});

describe(
  "The admin commands for children's data, as the operator runs them",
  { timeout: 60_000 },
  () => {
    const ctx = useTestApp('sqlite');

    const run = (...args: string[]) => {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(root, 'packages/server/src/admin/main.ts'), ...args],
        {
          cwd: root,
          encoding: 'utf8',
          env: {
            ...process.env,
            NODE_ENV: 'production',
            LOG_LEVEL: 'silent',
            DATABASE_URL: ctx.testDatabase.url,
          },
        },
      );
      return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
    };

    it('prints the export as JSON to save, deletes, and says when there is no such player', async () => {
      const { email } = await classWithPlayer(ctx, 'Keep a buffer echidna9ros');
      const exported = run('export-player', email);
      expect(exported.status, exported.stderr).toBe(0);
      expect(myDataSchema.parse(JSON.parse(exported.stdout)).Account.Email).toBe(email);
      const deleted = run('delete-player', email);
      expect(deleted.status, deleted.stderr).toBe(0);
      expect(deleted.stdout).toContain(`Deleted ${email}'s account`);
      const again = run('export-player', email);
      expect(again.status).toBe(1);
      expect(again.stderr).toBe(`No player with the e-mail ${email}`);
    });
  },
);
