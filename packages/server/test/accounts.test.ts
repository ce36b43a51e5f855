import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ERRORS, GAME_MESSAGES } from '@mc/contract';
import { buildApp } from '../src/app';
import { runAdminCommand } from '../src/admin/commands';
import { createMailer } from '../src/mail/mailer';
import { RATE_LIMITS } from '../src/http/rate-limit';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import {
  createLink,
  login,
  PASSWORD,
  register,
  registration,
  signUp,
  uniqueEmail,
} from './support/players';

const tightLimits = {
  ...RATE_LIMITS,
  loginPerAccountAndAddress: { hits: 4, windowMs: 60_000 },
  resetPerAccount: { hits: 2, windowMs: 60_000 },
};

describe.each(dialects)('accounts on %s', (dialect) => {
  const ctx = useTestApp(dialect);
  let school: { GameLinkID: string; GameID: string };
  let family: { GameLinkID: string; GameID: string };
  let insurer: { GameLinkID: string; GameID: string };

  beforeAll(async () => {
    school = await createLink(ctx.app, ctx.config, '--group', '10B');
    family = await createLink(ctx.app, ctx.config, '--theme', 'family', '--max-games', '2');
    insurer = await createLink(ctx.app, ctx.config, '--theme', 'insurer');
  });

  const messagesOf = async (body: Record<string, string>) => {
    const response = await register(ctx.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().Success).toBe(false);
    return response.json().Messages as string[];
  };

  it('answers a school registration with every broken rule, in the spec words', async () => {
    const { StartYear, EndYear } = (await ctx.app.inject({ url: '/api/Account/yobrange' })).json()
      .Results;
    expect(EndYear).toBeGreaterThan(StartYear);
    expect(await messagesOf({ GameLinkID: school.GameLinkID })).toEqual([
      AUTH_MESSAGES.emailRequired,
      AUTH_MESSAGES.yobRequired,
      AUTH_MESSAGES.nameRequired,
      AUTH_MESSAGES.genderRequired,
      AUTH_MESSAGES.passwordRequired,
      AUTH_MESSAGES.confirmRequired,
    ]);
    const cases: [Record<string, string>, string][] = [
      [{ Email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
      [{ Email: `${'a'.repeat(251)}@x.com` }, AUTH_MESSAGES.emailTooLong],
      [{ YOB: '10' }, AUTH_MESSAGES.yobFourDigits],
      [{ YOB: String(EndYear + 1) }, AUTH_MESSAGES.yobRange],
      [{ Name: 'Sam!' }, AUTH_MESSAGES.firstNamePattern],
      [{ Name: 'a'.repeat(51) }, AUTH_MESSAGES.firstNameTooLong],
      [{ Surname: 'O-Brien' }, AUTH_MESSAGES.familyNamePattern],
      [{ Surname: 'a'.repeat(256) }, AUTH_MESSAGES.familyNameTooLong],
      [{ Gender: 'x' }, AUTH_MESSAGES.genderRequired],
      [{ Password: 'short1A', ConfirmPassword: 'short1A' }, AUTH_MESSAGES.passwordInvalid],
      [
        { Password: 'alllowercase1', ConfirmPassword: 'alllowercase1' },
        AUTH_MESSAGES.passwordInvalid,
      ],
      [
        { Password: `A1${'a'.repeat(63)}`, ConfirmPassword: `A1${'a'.repeat(63)}` },
        AUTH_MESSAGES.passwordInvalid,
      ],
      [{ ConfirmPassword: 'Different123' }, AUTH_MESSAGES.confirmMismatch],
    ];
    for (const [broken, message] of cases) {
      expect(
        await messagesOf(registration({ GameLinkID: school.GameLinkID, ...broken })),
        message,
      ).toEqual([message]);
    }
  });

  it('applies the family and insurer rules', async () => {
    // Family: no year of birth, surname and age required, gender m or f only.
    expect(
      await messagesOf(registration({ GameLinkID: family.GameLinkID, YOB: '', Gender: 'n' })),
    ).toEqual([
      AUTH_MESSAGES.familyNameRequired,
      AUTH_MESSAGES.ageRequired,
      AUTH_MESSAGES.genderRequired,
    ]);
    const okFamily = await register(
      ctx.app,
      registration({
        GameLinkID: family.GameLinkID,
        YOB: '',
        Surname: 'Nguyen',
        Age: '35 - 54',
        Gender: 'f',
      }),
    );
    expect(okFamily.json()).toMatchObject({ Success: true });
    // Insurer: surname and age required, a year that is not four digits is accepted.
    expect(await messagesOf(registration({ GameLinkID: insurer.GameLinkID, YOB: '87' }))).toEqual([
      AUTH_MESSAGES.familyNameRequired,
      AUTH_MESSAGES.ageRequired,
    ]);
    const okInsurer = await register(
      ctx.app,
      registration({ GameLinkID: insurer.GameLinkID, YOB: '87', Surname: 'Smith', Age: '19 - 34' }),
    );
    expect(okInsurer.statusCode).toBe(200);
  });

  it('keeps e-mail unique whatever its case', async () => {
    const body = registration({ GameLinkID: school.GameLinkID });
    expect((await register(ctx.app, body)).statusCode).toBe(200);
    const again = await register(ctx.app, { ...body, Email: body.Email.toUpperCase() });
    expect(again.json().Messages).toEqual([AUTH_MESSAGES.emailTaken]);
    const signIn = await login(ctx.app, body.Email.toLowerCase());
    expect(signIn.statusCode).toBe(200);
  });

  it('signs in with the password grant and gives the same answer for a wrong e-mail and a wrong password', async () => {
    const body = registration({ GameLinkID: school.GameLinkID, Name: 'Alex' });
    await register(ctx.app, body);
    const ok = await login(ctx.app, body.Email);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Alex', token_type: 'bearer' });
    expect(ok.json().access_token.length).toBeGreaterThanOrEqual(43);
    expect(ok.json().useId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok.json().playerId).toMatch(/^[0-9a-f-]{36}$/);

    const wrongPassword = await login(ctx.app, body.Email, 'Wrong12345');
    const wrongEmail = await login(ctx.app, uniqueEmail('nobody'), PASSWORD);
    for (const response of [wrongPassword, wrongEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid_grant',
        error_description: AUTH_MESSAGES.wrongCredentials,
      });
    }
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/Token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=a%40b.co',
    });
    expect(missing.json().error_description).toBe(AUTH_MESSAGES.loginPasswordRequired);
  });

  it('runs the token lifecycle: use, revoke at logout, expire', async () => {
    const player = await signUp(ctx.app, school.GameLinkID);
    const read = () =>
      ctx.app.inject({
        url: `/api/m/gamelinks?GameLinkID=${school.GameLinkID}`,
        headers: player.auth,
      });
    expect((await read()).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: `/api/m/gamelinks?GameLinkID=${school.GameLinkID}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          url: `/api/m/gamelinks?GameLinkID=${school.GameLinkID}`,
          headers: { authorization: 'Bearer made-up' },
        })
      ).statusCode,
    ).toBe(401);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: player.auth,
    });
    expect(logout.json().Success).toBe(true);
    const after = await read();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      Success: false,
      Messages: [ERRORS.unauthorized],
      Results: null,
    });

    const second = (await login(ctx.app, player.email)).json().access_token as string;
    await ctx.app.db
      .updateTable('access_tokens')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(
      (
        await ctx.app.inject({
          url: `/api/m/gamelinks?GameLinkID=${school.GameLinkID}`,
          headers: { authorization: `Bearer ${second}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a full game link and a player with no free game slot', async () => {
    const small = await createLink(ctx.app, ctx.config, '--max-players', '2', '--max-games', '1');
    const first = await signUp(ctx.app, small.GameLinkID);
    await signUp(ctx.app, small.GameLinkID);
    const body = registration({ GameLinkID: small.GameLinkID });
    await register(ctx.app, body);
    const token = (await login(ctx.app, body.Email)).json().access_token;
    const third = await ctx.app.inject({
      method: 'POST',
      url: '/api/m/gamelinks',
      headers: { authorization: `Bearer ${token}` },
      payload: { GameLinkID: small.GameLinkID },
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().Messages).toEqual([ERRORS.maxUsersAddedToGameLink]);
    // Joining again is harmless for someone already on the link.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/m/gamelinks',
          headers: first.auth,
          payload: { GameLinkID: small.GameLinkID },
        })
      ).statusCode,
    ).toBe(200);

    const create = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/i/games',
        headers: first.auth,
        payload: { GameID: small.GameID, GameLinkID: small.GameLinkID },
      });
    const created = await create();
    expect(created.json()).toMatchObject({
      Success: true,
      Results: { CurrentWeek: 1, IsGameComplete: false },
    });
    const refused = await create();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Messages).toEqual([GAME_MESSAGES.noFreeSlot]);

    const mine = (
      await ctx.app.inject({
        url: `/api/m/gamelinks?GameLinkID=${small.GameLinkID}`,
        headers: first.auth,
      })
    ).json().Results;
    expect(mine.GameInstances).toHaveLength(1);
    expect(mine.GameInstances[0]).toMatchObject({
      ID: created.json().Results.ID,
      CurrentWeek: 1,
      IsGameComplete: false,
    });
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/games/startweek',
      headers: first.auth,
      payload: { GameInstanceID: mine.GameInstances[0].ID },
    });
    expect(start.json()).toMatchObject({
      Success: true,
      Results: { Week: 1, IsGameComplete: false },
    });
    expect(start.json().Results.MentorMessages.length).toBeGreaterThan(0);
  });

  it("gives 403 for another player's game instance and changes nothing", async () => {
    const owner = await signUp(ctx.app, school.GameLinkID);
    const other = await signUp(ctx.app, school.GameLinkID);
    const created = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/i/games',
        headers: owner.auth,
        payload: { GameID: school.GameID, GameLinkID: school.GameLinkID },
      })
    ).json().Results;
    const before = await ctx.app.db
      .selectFrom('game_instances')
      .select(['version', 'state'])
      .where('id', '=', created.ID)
      .executeTakeFirstOrThrow();
    const attempt = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/games/startweek',
      headers: other.auth,
      payload: { GameInstanceID: created.ID },
    });
    expect(attempt.statusCode).toBe(403);
    const after = await ctx.app.db
      .selectFrom('game_instances')
      .select(['version', 'state'])
      .where('id', '=', created.ID)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('lets a family manage members and shows its leaderboard', async () => {
    const holder = await signUp(ctx.app, family.GameLinkID, {
      YOB: '',
      Surname: 'Nguyen',
      Age: '35 - 54',
      Gender: 'f',
      Name: 'Mai',
    });
    const auth = holder.auth;
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/m/family/addfamilymember',
      headers: auth,
      payload: { GameLinkID: family.GameLinkID, Name: 'Tom!', Age: '', Gender: 'n' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Messages).toEqual([
      AUTH_MESSAGES.memberNamePattern,
      AUTH_MESSAGES.ageRequired,
      AUTH_MESSAGES.genderRequired,
    ]);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/m/family/addfamilymember',
      headers: auth,
      payload: { GameLinkID: family.GameLinkID, Name: 'Tom', Age: '12 - 15', Gender: 'm' },
    });
    const tom = added.json().Results;
    expect(tom).toMatchObject({ Name: 'Tom', Age: '12 - 15', Gender: 'm' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/m/family/updatefamilymember',
      headers: auth,
      payload: { ID: tom.ID, Name: 'Thomas', Age: '16 - 18', Gender: 'm' },
    });
    const surname = await ctx.app.inject({
      method: 'POST',
      url: '/api/m/family/updatesurname',
      headers: auth,
      payload: { ID: holder.userId, Surname: '' },
    });
    expect(surname.json().Messages).toEqual([AUTH_MESSAGES.familyNameRequired]);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/m/family/updatesurname',
      headers: auth,
      payload: { ID: holder.userId, Surname: 'Tran' },
    });

    let view = (await ctx.app.inject({ url: '/api/m/family', headers: auth })).json().Results;
    expect(view.Surname).toBe('Tran');
    // The family account itself plays no game, so it is not listed as a member.
    expect(view.Members.map((m: { Name: string }) => m.Name)).toEqual(['Thomas']);
    expect(view.FamilyGameInstanceCount).toBe(0);

    await ctx.app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: auth,
      payload: { GameID: family.GameID, GameLinkID: family.GameLinkID, PlayerID: tom.ID },
    });
    view = (await ctx.app.inject({ url: '/api/m/family', headers: auth })).json().Results;
    expect(view.FamilyGameInstanceCount).toBe(1);
    const board = (
      await ctx.app.inject({
        url: `/api/m/leaderboard?GameLinkID=${family.GameLinkID}&MaxNumberOfGamesToReturn=10`,
        headers: auth,
      })
    ).json().Results;
    expect(board).toEqual([
      {
        Name: 'Thomas',
        Week: 1,
        NetPosition: expect.any(Number),
        AgainstPar: 0,
        Rank: 1,
        IsMe: true,
      },
    ]);
    const slots = (
      await ctx.app.inject({
        url: `/api/m/gamelinks?GameLinkID=${family.GameLinkID}&PlayerID=${tom.ID}`,
        headers: auth,
      })
    ).json().Results;
    expect(slots).toMatchObject({ MaxGames: 2, Theme: 'family', TotalWeeks: 27, Surname: 'Tran' });
    expect(slots.GameInstances).toHaveLength(1);
  });
  it("gives a teacher a one-time reset link and the list of a link's players from the command line", async () => {
    const link = await createLink(ctx.app, ctx.config, '--group', 'Admin class');
    const player = await signUp(ctx.app, link.GameLinkID, { Name: 'Jordan', Surname: 'Lee' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: player.auth,
      payload: { GameID: link.GameID, GameLinkID: link.GameLinkID },
    });
    const listed = await runAdminCommand(ctx.app.db, ctx.config, ['list-players', link.GameLinkID]);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toContain(player.email);
    expect(listed[0]).toContain('Jordan Lee');
    expect(listed[0]).toMatch(/week 1, -?\$[\d,]+\.\d\d/);

    const [url] = await runAdminCommand(ctx.app.db, ctx.config, [
      'reset-password',
      player.email.toUpperCase(),
    ]);
    const params = new URL(url ?? '').searchParams;
    const body = {
      UserID: params.get('user'),
      Code: params.get('token'),
      NewPassword: 'Teacher123',
      ConfirmPassword: 'Teacher123',
    };
    expect(
      (
        await ctx.app.inject({ method: 'POST', url: '/api/Account/ResetPassword', payload: body })
      ).json().Success,
    ).toBe(true);
    expect(
      (
        await ctx.app.inject({ method: 'POST', url: '/api/Account/ResetPassword', payload: body })
      ).json().Messages,
    ).toEqual([AUTH_MESSAGES.invalidToken]);
    expect((await login(ctx.app, player.email, 'Teacher123')).statusCode).toBe(200);
    await expect(
      runAdminCommand(ctx.app.db, ctx.config, ['reset-password', 'nobody@nowhere.test']),
    ).rejects.toThrow('No player');
  });
});

describe('password reset through a real SMTP server, and rate limits', () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  const ctx = useTestApp('sqlite');
  let app: Awaited<ReturnType<typeof buildApp>>;
  let link: { GameLinkID: string };

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const config = { ...ctx.config, publicUrl: 'http://game.test' };
    app = await buildApp({
      config,
      database: ctx.testDatabase.database,
      rateLimits: tightLimits,
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        from: config.mailFrom,
        outboxDir: '/nonexistent',
        log: ctx.app.log,
      }),
    });
    link = await createLink(app, config);
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  /** Undoes quoted-printable soft breaks and escapes, then finds the reset link. */
  const resetLinkIn = (raw: string) => {
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const found = /http:\/\/game\.test\/auth\/password-reset\?user=([\w-]+)&token=([\w-]+)/.exec(
      decoded,
    );
    if (!found) throw new Error(`no reset link in:\n${raw}`);
    return { user: found[1] ?? '', token: found[2] ?? '' };
  };

  it('sends a single-use link by e-mail that sets a new password', async () => {
    const body = registration({ GameLinkID: link.GameLinkID });
    await register(app, body);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/Account/sendresetpassword',
      payload: { UserName: uniqueEmail('ghost') },
    });
    expect(unknown.json()).toMatchObject({
      Success: false,
      Messages: [AUTH_MESSAGES.emailNotFound],
    });

    const sent = await app.inject({
      method: 'POST',
      url: '/api/Account/sendresetpassword',
      payload: { UserName: body.Email },
    });
    expect(sent.json()).toMatchObject({ Success: true, Messages: [AUTH_MESSAGES.resetSent] });
    await expect.poll(() => received.length).toBe(1);
    const { user, token } = resetLinkIn(received[0] ?? '');
    const stored = await app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const weak = await app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: { UserID: user, Code: token, NewPassword: 'weak', ConfirmPassword: 'weak' },
    });
    expect(weak.json().Messages).toEqual([AUTH_MESSAGES.passwordInvalid]);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: {
        UserID: user,
        Code: token,
        NewPassword: 'NewSecret456',
        ConfirmPassword: 'NewSecret456',
      },
    });
    expect(reset.json().Success).toBe(true);
    const reused = await app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: {
        UserID: user,
        Code: token,
        NewPassword: 'Other789abc',
        ConfirmPassword: 'Other789abc',
      },
    });
    expect(reused.json().Messages).toEqual([AUTH_MESSAGES.invalidToken]);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: {
        UserID: user,
        Code: 'guess',
        NewPassword: 'Other789abc',
        ConfirmPassword: 'Other789abc',
      },
    });
    expect(wrong.json().Messages).toEqual([AUTH_MESSAGES.invalidToken]);

    expect((await login(app, body.Email, PASSWORD)).statusCode).toBe(400);
    expect((await login(app, body.Email, 'NewSecret456')).statusCode).toBe(200);
  });

  it('expires reset codes', async () => {
    const body = registration({ GameLinkID: link.GameLinkID });
    await register(app, body);
    await app.inject({
      method: 'POST',
      url: '/api/Account/sendresetpassword',
      payload: { UserName: body.Email },
    });
    await expect.poll(() => received.length).toBe(2);
    const { user, token } = resetLinkIn(received[1] ?? '');
    await app.db
      .updateTable('password_resets')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const late = await app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: {
        UserID: user,
        Code: token,
        NewPassword: 'NewSecret456',
        ConfirmPassword: 'NewSecret456',
      },
    });
    expect(late.json().Messages).toEqual([AUTH_MESSAGES.invalidToken]);
  });

  it('limits sign-in attempts per account and reset requests per account with a clear message', async () => {
    const body = registration({ GameLinkID: link.GameLinkID });
    await register(app, body);
    for (let attempt = 0; attempt < tightLimits.loginPerAccountAndAddress.hits; attempt += 1) {
      expect((await login(app, body.Email, 'Wrong12345')).statusCode).toBe(400);
    }
    const blocked = await login(app, body.Email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_description).toBe(ERRORS.tooManyRequests);

    for (let attempt = 0; attempt < tightLimits.resetPerAccount.hits; attempt += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/Account/sendresetpassword',
        payload: { UserName: body.Email },
      });
    }
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/Account/sendresetpassword',
      payload: { UserName: body.Email },
    });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().Messages).toEqual([ERRORS.tooManyRequests]);
  });
});
