import { connect as connectSocket, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ERRORS, GAME_MESSAGES } from '@mc/contract';
import { runAdminCommand } from '../src/admin/commands';
import { COMMANDS_PER_WEEK } from '../src/instances/commands';
import { buildApp } from '../src/app';
import { loadConfig, ConfigError } from '../src/config';
import { sweepExpired } from '../src/housekeeping';
import { RATE_LIMITS } from '../src/http/rate-limit';
import type { Mail } from '../src/mail/mailer';
import { testConfig, useTestApp } from './support/app';
import { dialects } from './support/databases';
import { gameClient, openEverydayAccount, startGame } from './support/game';
import {
  createLink,
  login,
  PASSWORD,
  register,
  registration,
  signUp,
  uniqueEmail,
} from './support/players';

// Issue 11: each numbered problem the probe of the server's edge found, shown fixed.

/** An app of its own on the test database, with a mailer that keeps what it sends. */
async function appWith(
  ctx: ReturnType<typeof useTestApp>,
  overrides: Record<string, string> = {},
  options: { logLines?: string[]; rateLimits?: typeof RATE_LIMITS } = {},
) {
  const sent: Mail[] = [];
  const config = testConfig({ DATABASE_URL: ctx.testDatabase.url, ...overrides });
  const logger = options.logLines
    ? {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            options.logLines?.push(chunk.toString());
            done();
          },
        }),
      }
    : false;
  const app = await buildApp({
    config,
    database: ctx.testDatabase.database,
    logger,
    mailer: { send: async (mail) => void sent.push(mail) },
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });
  await app.ready();
  return { app, config, sent };
}

const linkIn = (mail: Mail | undefined) => {
  const found = /(\S+)\/auth\/password-reset\?user=([\w-]+)&token=([\w-]+)/.exec(mail?.text ?? '');
  if (!found) throw new Error(`no reset link in ${mail?.text}`);
  return { base: found[1], user: found[2] ?? '', code: found[3] ?? '' };
};

const resetWith = (app: FastifyInstance, user: string, code: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/Account/ResetPassword',
    payload: { UserID: user, Code: code, NewPassword: password, ConfirmPassword: password },
  });

describe('password resets and the server log', () => {
  const ctx = useTestApp('sqlite');

  it('builds the reset link from the configured address, whatever Host the request names', async () => {
    const logLines: string[] = [];
    const { app, sent } = await appWith(ctx, { PORT: '4321' }, { logLines });
    const link = await createLink(app, ctx.config);
    const body = registration({ GameLinkID: link.GameLinkID });
    await register(app, body);
    await app.inject({
      method: 'POST',
      url: '/api/Account/sendresetpassword',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { UserName: body.Email },
    });
    const { base, code } = linkIn(sent[0]);
    expect(base).toBe('http://localhost:4321');
    // Problem 2: no code in any log line, not the mail's and not a request line for the page.
    await app.inject({ url: `/auth/password-reset?user=x&token=${code}` });
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(code);
    expect(logLines.join('')).toContain('token=[redacted]');
    await app.close();

    const configured = await appWith(ctx, { PUBLIC_URL: 'https://money.example.edu.au/' });
    await configured.app.inject({
      method: 'POST',
      url: '/api/Account/sendresetpassword',
      headers: { host: 'evil.example' },
      payload: { UserName: body.Email },
    });
    expect(linkIn(configured.sent[0]).base).toBe('https://money.example.edu.au');
    await configured.app.close();
  });

  it('refuses to start listening beyond this computer without PUBLIC_URL', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://a.example' }).publicUrl).toBe(
      'https://a.example',
    );
  });

  it('kills every older reset code when one is used', async () => {
    const { app, sent } = await appWith(ctx);
    const link = await createLink(app, ctx.config);
    const body = registration({ GameLinkID: link.GameLinkID });
    await register(app, body);
    for (let request = 0; request < 2; request += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/Account/sendresetpassword',
        payload: { UserName: body.Email },
      });
    }
    const older = linkIn(sent[0]);
    const newer = linkIn(sent[1]);
    expect((await resetWith(app, newer.user, newer.code, 'NewSecret456')).json().Success).toBe(
      true,
    );
    const replay = await resetWith(app, older.user, older.code, 'Attacker789');
    expect(replay.json().Messages).toEqual([AUTH_MESSAGES.invalidToken]);
    expect((await login(app, body.Email, 'NewSecret456')).statusCode).toBe(200);
    await app.close();
  });
});

describe('password hashing under a crowd', () => {
  const ctx = useTestApp('sqlite');

  it('answers "busy, try again in a moment" at once when the hashing queue is full', async () => {
    const { app } = await appWith(ctx, { HASH_CONCURRENCY: '1', HASH_QUEUE_LIMIT: '2' });
    const link = await createLink(app, ctx.config);
    const body = registration({ GameLinkID: link.GameLinkID });
    await register(app, body);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/Token',
          remoteAddress: `10.9.0.${index + 1}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            grant_type: 'password',
            username: body.Email,
            password: PASSWORD,
          }).toString(),
        }),
      ),
    );
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(busy).toHaveLength(5);
    expect(busy[0]?.headers['retry-after']).toBe('2');
    expect(busy[0]?.json().error_description).toBe(ERRORS.busy);
    // A busy answer is not a failure: the student signs in as soon as the crowd has passed.
    expect((await login(app, body.Email)).statusCode).toBe(200);
    await app.close();
  });

  it('upgrades a password stored with the older scrypt hash when its owner signs in', async () => {
    const link = await createLink(ctx.app, ctx.config);
    const body = registration({ GameLinkID: link.GameLinkID });
    await register(ctx.app, body);
    // 'Secret123' hashed by the server before argon2id (scrypt N=2^15, r=8, p=3).
    const legacy =
      'scrypt$32768$8$3$zr4Ss6Wa45qDLD5pirfx2g$ENhGIvuhBp7LoTHEal8vTFQV30gV9qWrmwgAhGcFmtQ';
    await ctx.app.db
      .updateTable('users')
      .set({ password_hash: legacy })
      .where('email_key', '=', body.Email.toLowerCase())
      .execute();
    const stored = () =>
      ctx.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('email_key', '=', body.Email.toLowerCase())
        .executeTakeFirstOrThrow()
        .then((row) => row.password_hash);
    expect((await login(ctx.app, body.Email, 'Wrong12345')).statusCode).toBe(400);
    expect(await stored()).toBe(legacy);
    expect((await login(ctx.app, body.Email)).statusCode).toBe(200);
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(ctx.app, body.Email)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const ctx = useTestApp('sqlite');

  it('takes a number of hops or addresses, never "trust everyone"', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1/99' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('keys the per-address limit on the address the trusted proxy saw, not on what the client wrote', async () => {
    const rateLimits = { ...RATE_LIMITS, loginUnknownPerAddress: { hits: 2, windowMs: 60_000 } };
    const { app } = await appWith(ctx, { TRUST_PROXY: '1' }, { rateLimits });
    const failFrom = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/Token',
        remoteAddress: '127.0.0.1',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': forwardedFor,
        },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: uniqueEmail('nobody'),
          password: 'Wrong12345',
        }).toString(),
      });
    // The client invents a new first address each time; the proxy appends the real one.
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push((await failFrom(`1.2.3.${attempt}, 203.0.113.7`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429, 429]);
    // Another real client behind the same proxy is not held up.
    expect((await failFrom('203.0.113.8')).statusCode).toBe(400);
    await app.close();
  });
});

describe('the HTTP edge', () => {
  const ctx = useTestApp('sqlite');

  it('sends the security headers on every answer, HSTS only over TLS', async () => {
    const { app } = await appWith(ctx, { TRUST_PROXY: '1' });
    for (const url of ['/api/Account/yobrange', '/no-such-page', '/api/nothing']) {
      const answer = await app.inject({ url });
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    const overTls = await app.inject({
      url: '/api/Account/yobrange',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const token = await login(app, 'nobody@school.edu.au', 'Wrong12345');
    expect(token.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('cuts off a client that sends its request one byte at a time', async () => {
    const { app } = await appWith(ctx, { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const slow = async (headersDone: boolean) => {
      const socket = connectSocket(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const closed = new Promise<number>((resolve) => {
        const started = performance.now();
        socket.once('close', () => resolve(performance.now() - started));
      });
      socket.on('error', () => undefined);
      socket.write(
        headersDone
          ? 'POST /api/Account/Register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n'
          : 'POST /api/Account/Register HTTP/1.1\r\nHost: x\r\n',
      );
      const drip = setInterval(() => socket.write(headersDone ? '{' : 'X-A: b\r\n'), 300);
      const ms = await Promise.race([
        closed,
        new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 8000)),
      ]);
      clearInterval(drip);
      socket.destroy();
      return ms;
    };
    const [slowBody, slowHeaders] = await Promise.all([slow(true), slow(false)]);
    expect(slowBody).toBeLessThan(4000);
    expect(slowHeaders).toBeLessThan(4000);
    await app.close();
  });

  it('limits the connections one address holds open', async () => {
    const { app } = await appWith(ctx, { MAX_CONNECTIONS_PER_ADDRESS: '3' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const sockets: Socket[] = [];
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const socket = connectSocket(port, '127.0.0.1');
        sockets.push(socket);
        socket.on('error', () => undefined);
        return new Promise<string>((resolve) => {
          socket.once('close', () => resolve('closed'));
          setTimeout(() => resolve('open'), 500);
        });
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'open')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'closed')).toHaveLength(2);
    for (const socket of sockets) socket.destroy();
    await app.close();
  });

  it('slows a player who sends commands faster than anyone taps, and changes nothing then', async () => {
    const { app, config } = await appWith(ctx, {
      PLAYER_COMMAND_BURST: '4',
      PLAYER_COMMANDS_PER_SECOND: '1',
    });
    const link = await createLink(app, config);
    const player = await signUp(app, link.GameLinkID);
    const created = await app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: player.auth,
      payload: { GameID: link.GameID, GameLinkID: link.GameLinkID },
    });
    const client = gameClient(app, player.auth, created.json().Results.ID);
    await client.post('/api/i/games/startweek');
    const account = await openEverydayAccount(client, link.GameID);
    const cash = await client.cash();
    const deposit = () =>
      client.post('/api/i/transfer', {
        FromGameAppInstanceID: cash.AppInstanceID,
        FromAccountInstanceID: cash.ID,
        ToGameAppInstanceID: account.AppInstanceID,
        ToAccountInstanceID: account.ID,
        Amount: 1,
      });
    const answers = [];
    for (let tap = 0; tap < 6; tap += 1) answers.push(await deposit());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429, 429, 429, 429]);
    expect(answers[2]?.body.Messages).toEqual([ERRORS.tooManyCommands]);
    // Two deposits went through, not six; a moment later the player goes on.
    expect((await client.cash()).Balance).toBeCloseTo(cash.Balance - 2, 2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await deposit()).status).toBe(200);
    await app.close();
  });
});

describe('a ceiling on what one game stores', () => {
  const ctx = useTestApp('sqlite');

  it("refuses more changes once a week's allowance is used, but always lets the week end", async () => {
    const { link, instanceId, client } = await startGame(ctx);
    const account = await openEverydayAccount(client, link.GameID);
    // As if the player had already stored the week's allowance of commands.
    await ctx.app.db
      .updateTable('game_instances')
      .set({ version: COMMANDS_PER_WEEK })
      .where('id', '=', instanceId)
      .execute();
    const cash = await client.cash();
    const refused = await client.post('/api/i/transfer', {
      FromGameAppInstanceID: cash.AppInstanceID,
      FromAccountInstanceID: cash.ID,
      ToGameAppInstanceID: account.AppInstanceID,
      ToAccountInstanceID: account.ID,
      Amount: 1,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.Messages).toEqual([ERRORS.weekFullOfChanges]);
    expect((await client.cash()).Balance).toBe(cash.Balance);
    const ended = await client.post<{ Week: number }>('/api/i/games/endweek');
    expect(ended.body.Success).toBe(true);
  });
});

describe.each(dialects)('accounts that cannot be abused on %s', (dialect) => {
  const ctx = useTestApp(dialect);
  let school: { GameLinkID: string; GameID: string };
  let family: { GameLinkID: string; GameID: string };

  beforeAll(async () => {
    school = await createLink(ctx.app, ctx.config, '--max-games', '1');
    family = await createLink(ctx.app, ctx.config, '--theme', 'family', '--max-games', '1');
  });

  const newGame = (auth: Record<string, string>, link: typeof school, playerId?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: auth,
      payload: { GameID: link.GameID, GameLinkID: link.GameLinkID, PlayerID: playerId },
    });

  it('keeps family members to family accounts, and one slot to one student', async () => {
    const student = await signUp(ctx.app, school.GameLinkID);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/m/family/addfamilymember',
      headers: student.auth,
      payload: { GameLinkID: school.GameLinkID, Name: 'Alias', Age: '12 - 15', Gender: 'm' },
    });
    expect(added.statusCode).toBe(403);
    expect(added.json().Messages).toEqual([GAME_MESSAGES.notFamily]);
    expect((await newGame(student.auth, school)).statusCode).toBe(200);
    const second = await newGame(student.auth, school);
    expect(second.json().Messages).toEqual([GAME_MESSAGES.noFreeSlot]);
    const members = await ctx.app.db
      .selectFrom('players')
      .select('id')
      .where('user_id', '=', student.userId)
      .execute();
    expect(members).toHaveLength(1);
  });

  it('lets a family play through its members, never as the family account', async () => {
    const parent = await signUp(ctx.app, family.GameLinkID, {
      YOB: '',
      Surname: 'Nguyen',
      Age: '35 - 54',
      Gender: 'f',
    });
    // Signing in reads the link for the family account itself, with its own PlayerID.
    const linkRead = await ctx.app.inject({
      url: `/api/m/gamelinks?GameLinkID=${family.GameLinkID}&PlayerID=${parent.playerId}`,
      headers: parent.auth,
    });
    expect(linkRead.statusCode).toBe(200);
    const itself = await newGame(parent.auth, family);
    expect(itself.json().Messages).toEqual([GAME_MESSAGES.chooseMember]);
    expect((await newGame(parent.auth, family, parent.playerId)).statusCode).toBe(400);
    const member = await ctx.app.inject({
      method: 'POST',
      url: '/api/m/family/addfamilymember',
      headers: parent.auth,
      payload: { GameLinkID: family.GameLinkID, Name: 'Tom', Age: '12 - 15', Gender: 'm' },
    });
    const tom = member.json().Results;
    expect((await newGame(parent.auth, family, tom.ID)).statusCode).toBe(200);
    expect((await newGame(parent.auth, family, tom.ID)).json().Messages).toEqual([
      GAME_MESSAGES.noFreeSlot,
    ]);
    // The family's own member on a school link is refused.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/m/gamelinks',
      headers: parent.auth,
      payload: { GameLinkID: school.GameLinkID },
    });
    expect((await newGame(parent.auth, school, tom.ID)).statusCode).toBe(403);
    const view = (await ctx.app.inject({ url: '/api/m/family', headers: parent.auth })).json();
    expect(view.Results.Members.map((m: { Name: string }) => m.Name)).toEqual(['Tom']);
  });

  it('lets a trial start without taking its e-mail address from the student who owns it', async () => {
    const email = uniqueEmail('owner');
    const trial = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Trial',
      payload: { Email: email, Name: 'Squatter', GameLinkID: school.GameLinkID },
    });
    expect(trial.statusCode).toBe(200);
    expect(trial.json().Results.access_token).toBeTruthy();
    const owner = await register(
      ctx.app,
      registration({ Email: email, GameLinkID: school.GameLinkID }),
    );
    expect(owner.json().Success).toBe(true);
    expect((await login(ctx.app, email)).statusCode).toBe(200);
    // A second trial with the same address takes nothing either.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Trial',
      payload: { Email: email, Name: 'Squatter' },
    });
    expect(again.statusCode).toBe(200);
    expect((await login(ctx.app, email)).json().name).toBe('Sam');
  });

  it('accepts each field only from its set', async () => {
    const messagesOf = async (overrides: Record<string, string>) =>
      (
        await register(ctx.app, registration({ GameLinkID: school.GameLinkID, ...overrides }))
      ).json().Messages as string[];
    expect(await messagesOf({ Age: 'banana' })).toEqual([AUTH_MESSAGES.ageRequired]);
    for (const gender of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(await messagesOf({ Gender: gender })).toEqual([AUTH_MESSAGES.genderRequired]);
    }
    for (const email of [
      '<b>x</b>@school.edu.au',
      'sam\u001b[31m@school.edu.au',
      'sam@school.edu.au\u0007',
      '"sam"@school.edu.au',
      'sam@<script>.au',
    ]) {
      expect(await messagesOf({ Email: email }), email).toEqual([AUTH_MESSAGES.emailInvalid]);
    }
    expect(await messagesOf({ Age: '16 - 18' })).toEqual([]);
    expect(await messagesOf({ Email: "o'brien+money@school.edu.au" })).toEqual([]);
  });

  it('reads amounts only in decimal notation', async () => {
    const player = await signUp(ctx.app, school.GameLinkID);
    const created = await newGame(player.auth, { ...school });
    const client = gameClient(ctx.app, player.auth, created.json().Results.ID);
    await client.post('/api/i/games/startweek');
    const account = await openEverydayAccount(client, school.GameID);
    const cash = await client.cash();
    const deposit = (Amount: unknown) =>
      client.post('/api/i/transfer', {
        FromGameAppInstanceID: cash.AppInstanceID,
        FromAccountInstanceID: cash.ID,
        ToGameAppInstanceID: account.AppInstanceID,
        ToAccountInstanceID: account.ID,
        Amount,
      });
    for (const amount of ['0x10', '1e1', '0b11', 'Infinity', ' 1 2', '1.2.3', '--1']) {
      const answer = await deposit(amount);
      expect(answer.status, amount).toBe(400);
    }
    expect((await client.cash()).Balance).toBe(cash.Balance);
    expect((await deposit('$1,0')).status).toBe(400);
    expect((await deposit('$10.50')).status).toBe(200);
    expect((await client.cash()).Balance).toBeCloseTo(cash.Balance - 10.5, 2);
  });

  it('prints what players typed to a teacher’s terminal without control characters', async () => {
    const player = await signUp(ctx.app, school.GameLinkID);
    await ctx.app.db
      .updateTable('users')
      .set({ name: 'Sam\u001b[2J\u001b[31mEVIL\u202e', email: 'x\u0007@school.edu.au' })
      .where('id', '=', player.userId)
      .execute();
    const lines = await runAdminCommand(ctx.app.db, ctx.config, [
      'list-players',
      school.GameLinkID,
    ]);
    const line = lines.find((text) => text.includes('EVIL')) ?? '';
    expect(line).toContain('Sam?[2J?[31mEVIL?');
    expect(line).toContain('x?@school.edu.au');
    // eslint-disable-next-line no-control-regex
    expect(lines.join('\n')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
  });

  it('deletes expired sign-ins, used or expired reset codes and ended rate-limit windows', async () => {
    const now = Date.now();
    const player = await signUp(ctx.app, school.GameLinkID);
    const live = () =>
      ctx.app
        .inject({ url: '/api/m/family', headers: player.auth })
        .then((answer) => answer.statusCode);
    await ctx.app.db
      .insertInto('access_tokens')
      .values([
        {
          token_hash: `expired-${dialect}-${now}`,
          user_id: player.userId,
          expires_at: now - 1,
          revoked: 0,
          created_at: new Date(now).toISOString(),
        },
        {
          token_hash: `revoked-${dialect}-${now}`,
          user_id: player.userId,
          expires_at: now + 60_000,
          revoked: 1,
          created_at: new Date(now).toISOString(),
        },
      ])
      .execute();
    await ctx.app.db
      .insertInto('rate_limits')
      .values({ key: `old-${dialect}-${now}`, window_start: now - 2 * 3_600_000, hits: 3 })
      .execute();
    await ctx.app.db
      .insertInto('password_resets')
      .values({
        token_hash: `old-reset-${dialect}-${now}`,
        user_id: player.userId,
        expires_at: now - 1,
        used: 0,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    const swept = await sweepExpired(ctx.app.db, RATE_LIMITS, now);
    expect(swept.tokens).toBeGreaterThanOrEqual(2);
    expect(swept.rateLimits).toBeGreaterThanOrEqual(1);
    expect(swept.resetCodes).toBeGreaterThanOrEqual(1);
    const left = await ctx.app.db
      .selectFrom('access_tokens')
      .select('token_hash')
      .where('user_id', '=', player.userId)
      .execute();
    expect(left).toHaveLength(1);
    // The live sign-in still works (403: not a family, but signed in).
    expect(await live()).toBe(403);
  });
});
