import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, LINK_SIGN_IN_MESSAGES, TEACHER_MESSAGES } from '@mc/contract';
import { buildApp } from '../src/app';
import { runAdminCommand } from '../src/admin/commands';
import { testConfig } from './support/app';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';
import { login, register, registration } from './support/players';
import {
  signingKey,
  startTestProvider,
  TEST_CLIENT,
  type TestProvider,
  type TestUser,
} from './support/oidc-provider';

// Issue 31: signing in with a school's own accounts, through the real authorization code flow
// over HTTP against a real OpenID provider (oidc-provider) running in this process: new and
// returning students, a wrong domain, a tampered state or nonce, an ID token signed by the wrong
// key, a provider that is down, and teachers with and without an account.

const PUBLIC_URL = 'http://mc.test';
const CLIENT = TEST_CLIENT;

/** Who the provider signs in next (its test user). */
let nextUser: TestUser = {
  sub: 'kai-1',
  email: 'kai@school.edu.au',
  given_name: 'Kai',
  email_verified: true,
};

const startProvider = (port = 0, key = signingKey()) =>
  startTestProvider({
    port,
    key,
    user: () => nextUser,
    redirectUris: [
      `${PUBLIC_URL}/auth/oidc/school/callback`,
      `${PUBLIC_URL}/auth/oidc/strict/callback`,
    ],
  });

/** Follows the provider's redirects with its cookies, as a browser would, up to our callback. */
async function throughProvider(authorizationUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(PUBLIC_URL)) return new URL(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url} (${response.status})`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

describe.each(dialects)('signing in with a school account on %s', (dialect) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let provider: TestProvider;
  let gameLinkId: string;

  const key = signingKey();

  beforeAll(async () => {
    provider = await startProvider(0, key);
    testDatabase = await createTestDatabase(dialect);
    const config = testConfig({
      DATABASE_URL: testDatabase.url,
      PUBLIC_URL,
      OIDC_SCHOOL_ISSUER: provider.issuer,
      OIDC_SCHOOL_CLIENT_ID: CLIENT.client_id,
      OIDC_SCHOOL_CLIENT_SECRET: CLIENT.client_secret,
      OIDC_SCHOOL_LABEL: 'Riverbend High',
      OIDC_STRICT_ISSUER: provider.issuer,
      OIDC_STRICT_CLIENT_ID: CLIENT.client_id,
      OIDC_STRICT_CLIENT_SECRET: CLIENT.client_secret,
      OIDC_STRICT_DOMAINS: 'students.school.edu.au',
    });
    app = await buildApp({ config, database: testDatabase.database });
    const [line] = await runAdminCommand(app.db, config, ['create-link', '--year', '10']);
    gameLinkId = JSON.parse(line!).GameLinkID;
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
    await provider?.close();
  });

  /** The whole flow for a provider: start, the provider, our callback; where the browser lands. */
  async function signInWith(
    name: string,
    query: Record<string, string> = { GameLinkID: gameLinkId },
    tamper?: (callback: URL) => Promise<void> | void,
  ) {
    const start = await app.inject({ method: 'GET', url: `/auth/oidc/${name}/start`, query });
    expect(start.statusCode, start.body).toBe(303);
    const location = String(start.headers.location);
    if (location.startsWith('/auth/oidc/done')) return new URL(location, PUBLIC_URL);
    const callback = await throughProvider(location);
    await tamper?.(callback);
    const back = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(back.statusCode, back.body).toBe(303);
    return new URL(String(back.headers.location), PUBLIC_URL);
  }

  async function handoff(done: URL) {
    expect(done.pathname).toBe('/auth/oidc/done');
    expect(done.searchParams.get('error')).toBeNull();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/oidc/handoff',
      payload: { Code: done.searchParams.get('code') },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().Results as {
      access_token: string;
      useId: string;
      name: string;
      Role: string;
      GameLinkID: string | null;
      AskYOB: boolean;
      playerId: string;
    };
  }

  /** Joins a link with the server's own token, as the web app does after any sign-in. */
  async function joinLink(token: string, linkId: string): Promise<boolean> {
    const joined = await app.inject({
      method: 'POST',
      url: '/api/m/gamelinks',
      headers: { authorization: `Bearer ${token}` },
      payload: { GameLinkID: linkId },
    });
    return joined.json().Success as boolean;
  }

  it('lists the providers the server was given, with their labels', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(answer.json().Results.Providers).toEqual([
      { Name: 'school', Label: 'Riverbend High' },
      { Name: 'strict', Label: 'Strict' },
    ]);
  });

  it('makes a new student an account from the ID token, with no password, and signs them in', async () => {
    nextUser = {
      sub: 'kai-1',
      email: 'kai@school.edu.au',
      given_name: 'Kai',
      email_verified: true,
    };
    const signedIn = await handoff(await signInWith('school'));
    expect(signedIn).toMatchObject({ name: 'Kai', Role: 'player', GameLinkID: gameLinkId });
    // The server's own token works like a password sign-in's: the student joins the link.
    expect(await joinLink(signedIn.access_token, gameLinkId)).toBe(true);
    // No password was made: a password sign-in is refused as a wrong one.
    const byPassword = await login(app, 'kai@school.edu.au', '');
    expect(byPassword.statusCode).toBe(400);
    const guessed = await login(app, 'kai@school.edu.au', 'Secret123');
    expect(guessed.json().error_description).toBe(AUTH_MESSAGES.wrongCredentials);
    // Nor is there a password to reset: the reset says so plainly.
    const reset = await app.inject({
      method: 'POST',
      url: '/api/Account/sendresetpassword',
      payload: { UserName: 'kai@school.edu.au', GameLinkID: gameLinkId },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().Messages).toEqual([AUTH_MESSAGES.noPasswordToReset]);
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', signedIn.useId)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBe('!');
    expect(user.email).toBe('kai@school.edu.au');
  });

  it('signs a returning student into the same account, and a code works once', async () => {
    nextUser = {
      sub: 'ana-1',
      email: 'ana@school.edu.au',
      given_name: 'Ana',
      email_verified: true,
    };
    const first = await handoff(await signInWith('school'));
    const done = await signInWith('school');
    const again = await handoff(new URL(done));
    expect(again.useId).toBe(first.useId);
    const reused = await app.inject({
      method: 'POST',
      url: '/api/auth/oidc/handoff',
      payload: { Code: done.searchParams.get('code') },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('asks a new school account its year of birth once, by the rules registration uses', async () => {
    nextUser = {
      sub: 'mia-1',
      email: 'mia@school.edu.au',
      given_name: 'Mia',
      email_verified: true,
    };
    const first = await handoff(await signInWith('school'));
    expect(first.AskYOB).toBe(true);
    const give = (YOB: unknown, token: string | null = first.access_token) =>
      app.inject({
        method: 'POST',
        url: '/api/Account/yob',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { YOB },
      });
    expect((await give('2010', null)).statusCode).toBe(401);
    for (const [wrong, message] of [
      ['', AUTH_MESSAGES.yobRequired],
      ['10', AUTH_MESSAGES.yobFourDigits],
      ['1890', AUTH_MESSAGES.yobRange],
    ] as const) {
      const refused = await give(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Messages).toEqual([message]);
    }
    const yobOf = async () =>
      (
        await app.db
          .selectFrom('users')
          .select('yob')
          .where('id', '=', first.useId)
          .executeTakeFirstOrThrow()
      ).yob;
    expect(await yobOf()).toBeNull();
    const saved = await give(2010);
    expect(saved.json()).toMatchObject({ Success: true, Results: { YOB: '2010' } });
    // Once: it is not asked again, and cannot be changed by asking.
    const changed = await give('2008');
    expect(changed.json().Messages).toEqual([AUTH_MESSAGES.yobAlreadySaved]);
    expect(await yobOf()).toBe('2010');
    expect((await handoff(await signInWith('school'))).AskYOB).toBe(false);
    // A family link asks no year: each member's age band is asked on the family screen.
    const [line] = await runAdminCommand(app.db, testConfig({ DATABASE_URL: testDatabase.url }), [
      'create-link',
      '--theme',
      'family',
    ]);
    nextUser = { sub: 'dad-1', email: 'dad@home.com.au', given_name: 'Sam', email_verified: true };
    const family = await handoff(
      await signInWith('school', { GameLinkID: JSON.parse(line!).GameLinkID }),
    );
    expect(family.AskYOB).toBe(false);
  });

  it('refuses an e-mail outside the domains a provider allows, and makes no account', async () => {
    nextUser = {
      sub: 'out-1',
      email: 'someone@gmail.com',
      given_name: 'Out',
      email_verified: true,
    };
    const done = await signInWith('strict');
    expect(done.searchParams.get('error')).toBe('wrong-domain');
    expect(
      await app.db
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', 'someone@gmail.com')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a tampered state and a tampered nonce', async () => {
    nextUser = {
      sub: 'tam-1',
      email: 'tam@school.edu.au',
      given_name: 'Tam',
      email_verified: true,
    };
    const badState = await signInWith('school', { GameLinkID: gameLinkId }, (callback) => {
      callback.searchParams.set('state', 'not-the-state-we-sent');
    });
    expect(badState.searchParams.get('error')).toBe('expired');
    const badNonce = await signInWith('school', { GameLinkID: gameLinkId }, async (callback) => {
      await app.db
        .updateTable('oidc_sign_ins')
        .set({ nonce: 'another-nonce' })
        .where('state', '=', callback.searchParams.get('state')!)
        .execute();
    });
    expect(badNonce.searchParams.get('error')).toBe('not-verified');
  });

  it('refuses an ID token signed by a key the provider does not publish', async () => {
    nextUser = {
      sub: 'key-1',
      email: 'key@school.edu.au',
      given_name: 'Key',
      email_verified: true,
    };
    // The provider is swapped mid-sign-in for one at the same address signing with another key
    // under the same key id: the ID token no longer matches the published key the server holds.
    const port = new URL(provider.issuer).port;
    const done = await signInWith('school', { GameLinkID: gameLinkId }, async () => {
      await provider.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      provider = await startProvider(Number(port));
    });
    expect(done.searchParams.get('error')).toBe('not-verified');
    // The provider with its published key again, for the tests that follow.
    await provider.close();
    provider = await startProvider(Number(port), key);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('says plainly when the provider is down, with no 500', async () => {
    const config = testConfig({
      DATABASE_URL: testDatabase.url,
      PUBLIC_URL,
      OIDC_SCHOOL_ISSUER: 'http://127.0.0.1:9',
      OIDC_SCHOOL_CLIENT_ID: CLIENT.client_id,
      OIDC_SCHOOL_CLIENT_SECRET: CLIENT.client_secret,
    });
    const down = await buildApp({ config, database: testDatabase.database });
    const start = await down.inject({
      method: 'GET',
      url: '/auth/oidc/school/start',
      query: { GameLinkID: gameLinkId },
    });
    expect(start.statusCode).toBe(303);
    const done = new URL(String(start.headers.location), PUBLIC_URL);
    expect(done.searchParams.get('error')).toBe('provider-down');
    expect(done.searchParams.get('provider')).toBe('School');
    await down.close();
  });

  it('signs in a teacher whose account an admin made, and refuses one without', async () => {
    await runAdminCommand(app.db, testConfig({ DATABASE_URL: testDatabase.url }), [
      'create-teacher',
      '--email',
      'ms.lee@school.edu.au',
      '--name',
      'Ms Lee',
    ]);
    nextUser = {
      sub: 'lee-1',
      email: 'ms.lee@school.edu.au',
      given_name: 'Jo',
      email_verified: true,
    };
    const teacher = await handoff(await signInWith('school', { Role: 'teacher' }));
    expect(teacher.Role).toBe('teacher');
    const classes = await app.inject({
      method: 'GET',
      url: '/api/t/links',
      headers: { authorization: `Bearer ${teacher.access_token}` },
    });
    expect(classes.statusCode).toBe(200);
    // Their student who signs in with the school account has no password for a reset link to set.
    const [line] = await runAdminCommand(app.db, testConfig({ DATABASE_URL: testDatabase.url }), [
      'create-link',
      '--teacher',
      'ms.lee@school.edu.au',
    ]);
    const classId = JSON.parse(line!).GameLinkID as string;
    nextUser = {
      sub: 'ari-1',
      email: 'ari@school.edu.au',
      given_name: 'Ari',
      email_verified: true,
    };
    const student = await handoff(await signInWith('school', { GameLinkID: classId }));
    expect(await joinLink(student.access_token, classId)).toBe(true);
    const reset = await app.inject({
      method: 'POST',
      url: `/api/t/players/${student.playerId}/reset-password`,
      headers: { authorization: `Bearer ${teacher.access_token}` },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().Messages).toEqual([TEACHER_MESSAGES.noPasswordToReset]);
    expect(
      await app.db
        .selectFrom('password_resets')
        .select('user_id')
        .where('user_id', '=', student.useId)
        .executeTakeFirst(),
    ).toBeUndefined();
    nextUser = {
      sub: 'nobody-1',
      email: 'mr.nobody@school.edu.au',
      given_name: 'No',
      email_verified: true,
    };
    const refused = await signInWith('school', { Role: 'teacher' });
    expect(refused.searchParams.get('error')).toBe('no-teacher');
    expect(
      await app.db
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', 'mr.nobody@school.edu.au')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('keeps a link that asks for one provider, or some e-mail domains, to those accounts', async () => {
    const config = testConfig({
      DATABASE_URL: testDatabase.url,
      PUBLIC_URL,
      OIDC_SCHOOL_ISSUER: provider.issuer,
      OIDC_SCHOOL_CLIENT_ID: CLIENT.client_id,
      OIDC_SCHOOL_CLIENT_SECRET: CLIENT.client_secret,
    });
    const link = async (...args: string[]) => {
      const [line] = await runAdminCommand(app.db, config, ['create-link', ...args]);
      return JSON.parse(line!).GameLinkID as string;
    };
    await expect(link('--sign-in', 'moodle')).rejects.toThrow(/--sign-in moodle: no such provider/);
    const onlySchool = await link('--sign-in', 'school');
    const onlyStudents = await link('--email-domains', 'students.school.edu.au');

    // The sign-in page learns it, and shows no e-mail form for the first.
    const page = await app.inject({
      method: 'GET',
      url: '/api/m/gamelink',
      query: { GameLinkID: onlySchool },
    });
    expect(page.json().Results).toMatchObject({
      SignInWith: { Name: 'school', Label: 'Riverbend High' },
      EmailDomains: [],
    });

    // A password sign-up is refused on the first, and one outside the domains on the second.
    const byPassword = await register(app, registration({ GameLinkID: onlySchool }));
    expect(byPassword.json().Messages).toEqual([LINK_SIGN_IN_MESSAGES.provider('Riverbend High')]);
    const outside = await register(
      app,
      registration({ GameLinkID: onlyStudents, Email: 'sam@gmail.com' }),
    );
    expect(outside.json().Messages).toEqual([
      LINK_SIGN_IN_MESSAGES.domains(['students.school.edu.au']),
    ]);
    const inside = await register(
      app,
      registration({ GameLinkID: onlyStudents, Email: 'sam@students.school.edu.au' }),
    );
    expect(inside.statusCode).toBe(200);

    // Another provider's account is refused on the first; the school's is let in and joins.
    nextUser = {
      sub: 'strict-1',
      email: 'ari@students.school.edu.au',
      given_name: 'Ari',
      email_verified: true,
    };
    const other = await signInWith('strict', { GameLinkID: onlySchool });
    expect(other.searchParams.get('error')).toBe('wrong-class');
    nextUser = { sub: 'mo-1', email: 'mo@school.edu.au', given_name: 'Mo', email_verified: true };
    const school = await handoff(await signInWith('school', { GameLinkID: onlySchool }));
    expect(await joinLink(school.access_token, onlySchool)).toBe(true);
    // Outside the domains: refused at the callback, before any account is made.
    nextUser = { sub: 'lu-1', email: 'lu@school.edu.au', given_name: 'Lu', email_verified: true };
    const wrongDomain = await signInWith('school', { GameLinkID: onlyStudents });
    expect(wrongDomain.searchParams.get('error')).toBe('wrong-domain');

    // An account made with a password elsewhere cannot join the school-only link.
    const elsewhere = registration({ GameLinkID: gameLinkId });
    await register(app, elsewhere);
    const token = (await login(app, elsewhere.Email)).json().access_token as string;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/m/gamelinks',
      headers: { authorization: `Bearer ${token}` },
      payload: { GameLinkID: onlySchool },
    });
    expect(refused.json().Messages).toEqual([LINK_SIGN_IN_MESSAGES.provider('Riverbend High')]);
  });

  it("lets a teacher's class form ask for a provider and e-mail domains", async () => {
    nextUser = {
      sub: 'lee-1',
      email: 'ms.lee@school.edu.au',
      given_name: 'Jo',
      email_verified: true,
    };
    const teacher = await handoff(await signInWith('school', { Role: 'teacher' }));
    const create = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/t/links',
        headers: { authorization: `Bearer ${teacher.access_token}` },
        payload: { GroupName: '10S', GroupYear: '10', ...body },
      });
    const unknown = await create({ SignInWith: 'moodle' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Messages).toEqual([TEACHER_MESSAGES.signInWith]);
    const badDomains = await create({ EmailDomains: 'not a domain' });
    expect(badDomains.json().Messages).toEqual([TEACHER_MESSAGES.emailDomains]);
    const made = await create({ SignInWith: 'school', EmailDomains: '@Students.School.edu.au' });
    expect(made.json().Results).toMatchObject({
      SignInWith: 'Riverbend High',
      EmailDomains: ['students.school.edu.au'],
    });
    const page = await app.inject({
      method: 'GET',
      url: '/api/m/gamelink',
      query: { GameLinkID: made.json().Results.GameLinkID },
    });
    expect(page.json().Results).toMatchObject({
      SignInWith: { Name: 'school' },
      EmailDomains: ['students.school.edu.au'],
    });
  });
});
