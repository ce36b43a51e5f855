import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_ROUTES,
  ERRORS,
  GAME_MESSAGES,
  isClassText,
  NAME_CHARACTER_MESSAGES,
  NAME_PATTERN,
  type TeacherLink,
} from '@mc/contract';
import { findCertificateFacts } from '../src/certificate/details';
import { certificateFonts } from '../src/certificate/fonts';
import { renderCertificate } from '../src/certificate/render';
import { useTestApp, type TestContext } from './support/app';
import { dialects } from './support/databases';
import { joinGame, startGame } from './support/game';
import { readPdf } from './support/pdf';
import { createLink, PASSWORD, signUp, uniqueEmail } from './support/players';
import { newTeacher } from './support/teachers';

// Issue 34: each edge a probe of the server found, shown closed on both databases.
// 1. A NUL character anywhere in a request is a 400 naming the field, never a 500 on PostgreSQL.
// 2. A class's name, year and subject are written like a player's name, and print on the
//    certificate whatever the rule takes.
// 3. A game's catalogues are read by its players only.
// 4. A teacher's token in the address is taken by the live stream alone.
// 5. A family account plays on no school link.

const nul = NAME_CHARACTER_MESSAGES.nulCharacter;
const refusal = (message: string) => ({ Success: false, Messages: [message], Results: null });

/** How many rows the tables a refused request could have touched hold. */
async function rowCounts(ctx: TestContext) {
  const tables = [
    'users',
    'access_tokens',
    'password_resets',
    'rate_limits',
    'games',
    'game_links',
    'game_link_users',
    'game_link_teachers',
    'game_instances',
    'instance_commands',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { count } = await ctx.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(count);
  }
  return counts;
}

const namesGameInstance = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject && 'GameInstanceID' in schema.shape;

// Every character either rule takes, as the running engine's Unicode tables read the rules.
describe('the characters a name may have', () => {
  it('are all drawn by both of the certificate’s fonts', async () => {
    const fonts = await certificateFonts();
    const missing: string[] = [];
    let accepted = 0;
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      if (!NAME_PATTERN.test(character) && !isClassText(character)) continue;
      accepted += 1;
      if (
        !fonts.regular.hasGlyphForCodePoint(codePoint) ||
        !fonts.bold.hasGlyphForCodePoint(codePoint)
      )
        missing.push(`U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`);
    }
    expect(missing).toEqual([]);
    // Latin with its accents and Vietnamese, Greek and Cyrillic: well over a thousand letters.
    expect(accepted).toBeGreaterThan(1_000);
  });
});

describe.each(dialects)('The edges of issue 34 on %s', (dialect) => {
  const ctx = useTestApp(dialect);
  let teacher: Awaited<ReturnType<typeof newTeacher>>;
  let game: Awaited<ReturnType<typeof startGame>>;

  beforeAll(async () => {
    teacher = await newTeacher(ctx);
    game = await startGame(ctx);
  });

  describe('1. a NUL character', () => {
    it('is refused at sign-in in OAuth’s shape, and nothing is counted or stored', async () => {
      const before = await rowCounts(ctx);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/Token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=password&username=a%00b@x.yz&password=${PASSWORD}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_request',
        error_description: nul('username'),
        ...refusal(nul('username')),
      });
      expect(await rowCounts(ctx)).toEqual(before);
    });

    it('is refused in an e-mail asking for a password reset', async () => {
      const before = await rowCounts(ctx);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/sendresetpassword',
        payload: { UserName: `${game.player.email}\u0000` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(nul('UserName')));
      expect(await rowCounts(ctx)).toEqual(before);
    });

    it('is refused in the GameInstanceID of every call that names one, changing nothing', async () => {
      const before = await rowCounts(ctx);
      const id = `${game.instanceId}\u0000`;
      const routes = API_ROUTES.filter(
        (route) =>
          route.role === 'player' &&
          !route.path.includes('{') &&
          route.request !== undefined &&
          namesGameInstance('query' in route.request ? route.request.query : undefined),
      );
      const commands = API_ROUTES.filter(
        (route) =>
          route.role === 'player' &&
          !route.path.includes('{') &&
          route.request !== undefined &&
          namesGameInstance('json' in route.request ? route.request.json : undefined),
      );
      expect(routes.length).toBeGreaterThan(30);
      expect(commands.length).toBeGreaterThan(30);
      // Reads name the game in the query, commands in the body.
      const asked = [
        ...routes.map((route) => ({ route, query: { GameInstanceID: id } })),
        ...commands.map((route) => ({ route, payload: { GameInstanceID: id } })),
      ];
      for (const { route, ...input } of asked) {
        const response = await ctx.app.inject({
          method: route.method,
          url: route.path,
          headers: game.player.auth,
          ...input,
        });
        expect([route.path, response.statusCode, response.json()]).toEqual([
          route.path,
          400,
          refusal(nul('GameInstanceID')),
        ]);
      }
      expect(await rowCounts(ctx)).toEqual(before);
      // The game itself answers as before.
      const apps = await game.client.get('/api/i/games/apps');
      expect(apps.status).toBe(200);
    });

    it('is refused in a class’s name and in a class’s id, and no class is made', async () => {
      const before = await rowCounts(ctx);
      const created = await teacher.call('POST', '/api/t/links', { GroupName: '10B\u0000' });
      expect(created.status).toBe(400);
      expect(created.body).toEqual(refusal(nul('GroupName')));
      const read = await teacher.call('GET', '/api/t/links/%00/players');
      expect(read.status).toBe(400);
      expect(read.body).toEqual(refusal(nul('GameLinkID')));
      expect(await rowCounts(ctx)).toEqual(before);
    });
  });

  describe('2. a class’s name, year and subject', () => {
    it.each([
      [
        'a right-to-left override in the name',
        { GroupName: 'Year 10 \u202eecremmoC' },
        'Class name',
      ],
      ['an isolate in the year', { GroupName: '10B', GroupYear: '\u206610\u2069' }, 'Year level'],
      [
        'a control character in the subject',
        { GroupName: '10B', GroupSubject: 'Com\u0007merce' },
        'Subject',
      ],
      ['a tab in the name', { GroupName: '10B\tCommerce' }, 'Class name'],
      [
        'fullwidth letters the certificate cannot draw',
        { GroupName: 'Ｃｏｍｍｅｒｃｅ' },
        'Class name',
      ],
    ])('refuses %s with a message, making nothing', async (_case, body, field) => {
      const before = await rowCounts(ctx);
      const created = await teacher.call('POST', '/api/t/links', body);
      expect(created.status).toBe(400);
      expect(created.body).toEqual(refusal(NAME_CHARACTER_MESSAGES.classText(field)));
      expect(await rowCounts(ctx)).toEqual(before);
    });

    it('takes accents and apostrophes, stores them composed and prints them on the certificate', async () => {
      const name = 'Ms O’Brien’s Économie – 10B (Hobart)';
      const created = await teacher.call<TeacherLink>('POST', '/api/t/links', {
        // Typed with combining accents: kept as the composed letters.
        GroupName: name.normalize('NFD'),
        GroupYear: '10',
        GroupSubject: 'Commerce',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.Results.GroupName).toBe(name);
      const student = await joinGame(ctx, created.body.Results);
      const facts = await findCertificateFacts(ctx.app.db, student.instanceId);
      expect(facts?.group).toEqual({ name, year: '10', subject: 'Commerce' });
      const { text } = await readPdf(
        await renderCertificate({
          playerName: 'Zoë',
          group: facts!.group,
          gameName: facts!.gameName,
          netPositionCents: 0,
          againstParCents: 0,
          weeksPlayed: 26,
          quiz: { right: 0, answered: 0 },
          endQuiz: null,
          finishedAt: facts!.finishedAt,
          theme: facts!.theme,
          badges: [],
          moneyCheck: null,
        }),
      );
      expect(text).toContain(`${name}, Year 10, Commerce`);
    });
  });

  describe('3. a game’s catalogues', () => {
    const catalogues = (gameId: string) => [
      `/api/g/banking?GameID=${gameId}`,
      `/api/g/banking/investments?GameID=${gameId}`,
      `/api/g/creditcards?GameID=${gameId}`,
      `/api/g/games/apps?GameID=${gameId}`,
      `/api/g/mentor/help-messages?GameID=${gameId}&TargetGameAppID=2`,
    ];

    it('are read by the game’s players and refused to a player of another game', async () => {
      for (const url of catalogues(game.link.GameID)) {
        const own = await ctx.app.inject({ url, headers: game.player.auth });
        expect([url, own.statusCode, own.json().Success]).toEqual([url, 200, true]);
      }
      const other = await startGame(ctx);
      for (const url of catalogues(game.link.GameID)) {
        const refused = await ctx.app.inject({ url, headers: other.player.auth });
        expect([url, refused.statusCode, refused.json()]).toEqual([
          url,
          403,
          refusal(ERRORS.forbidden),
        ]);
      }
      // Their own game's are theirs, and a game that does not exist is not found, as before.
      const theirs = await ctx.app.inject({
        url: `/api/g/banking?GameID=${other.link.GameID}`,
        headers: other.player.auth,
      });
      expect(theirs.statusCode).toBe(200);
      const none = await ctx.app.inject({
        url: `/api/g/banking?GameID=${crypto.randomUUID()}`,
        headers: other.player.auth,
      });
      expect([none.statusCode, none.json()]).toEqual([400, refusal(ERRORS.gameNotFound)]);
    });
  });

  describe('4. a teacher’s token in the address', () => {
    it('is refused on the teacher’s reads as no token is', async () => {
      const link = (
        await teacher.call<TeacherLink>('POST', '/api/t/links', { GroupName: 'Token class' })
      ).body.Results;
      for (const url of [
        '/api/t/me',
        '/api/t/links',
        `/api/t/links/${link.GameLinkID}/players`,
        `/api/t/links/${link.GameLinkID}/export.csv`,
      ]) {
        const inAddress = await ctx.app.inject({ url: `${url}?access_token=${teacher.token}` });
        expect([url, inAddress.statusCode, inAddress.json()]).toEqual([
          url,
          401,
          refusal(ERRORS.unauthorized),
        ]);
        // Sent with the header as well, the one in the address is still refused.
        const both = await ctx.app.inject({
          url: `${url}?access_token=${teacher.token}`,
          headers: teacher.auth,
        });
        expect([url, both.statusCode]).toEqual([url, 401]);
        const header = await ctx.app.inject({ url, headers: teacher.auth });
        expect([url, header.statusCode]).toEqual([url, 200]);
      }
    });

    it('opens the live stream, which EventSource cannot send a header to', async () => {
      const link = (
        await teacher.call<TeacherLink>('POST', '/api/t/links', { GroupName: 'Live class' })
      ).body.Results;
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const stopped = new AbortController();
      try {
        const response = await fetch(
          `${address}/api/t/links/${link.GameLinkID}/live?access_token=${teacher.token}`,
          { signal: stopped.signal },
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        const first = await response.body!.getReader().read();
        expect(new TextDecoder().decode(first.value)).toContain('retry: 2000');
      } finally {
        stopped.abort();
      }
      const wrong = await fetch(
        `${address}/api/t/links/${link.GameLinkID}/live?access_token=not-a-token`,
      );
      expect(wrong.status).toBe(401);
    });
  });

  describe('5. a family account', () => {
    it('is refused on a school link as it is on its own family link', async () => {
      const family = await createLink(ctx.app, ctx.config, '--theme', 'family');
      const parent = await signUp(ctx.app, family.GameLinkID, {
        Email: uniqueEmail('parent'),
        YOB: '',
        Surname: 'Nguyen',
        Age: '35 - 54',
        Gender: 'f',
      });
      const onOwnLink = await ctx.app.inject({
        method: 'POST',
        url: '/api/i/games',
        headers: parent.auth,
        payload: { GameID: family.GameID, GameLinkID: family.GameLinkID },
      });
      expect([onOwnLink.statusCode, onOwnLink.json()]).toEqual([
        400,
        refusal(GAME_MESSAGES.chooseMember),
      ]);

      const school = game.link;
      const joined = await ctx.app.inject({
        method: 'POST',
        url: '/api/m/gamelinks',
        headers: parent.auth,
        payload: { GameLinkID: school.GameLinkID },
      });
      expect([joined.statusCode, joined.json()]).toEqual([
        400,
        refusal(GAME_MESSAGES.familyOnOtherLink),
      ]);
      const membership = ctx.app.db
        .selectFrom('game_link_users')
        .select('user_id')
        .where('game_link_id', '=', school.GameLinkID)
        .where('user_id', '=', parent.userId);
      expect(await membership.execute()).toEqual([]);

      // One that joined before the refusal starts no game there, nor lists any.
      await ctx.app.db
        .insertInto('game_link_users')
        .values({
          game_link_id: school.GameLinkID,
          user_id: parent.userId,
          joined_at: new Date().toISOString(),
        })
        .execute();
      const started = await ctx.app.inject({
        method: 'POST',
        url: '/api/i/games',
        headers: parent.auth,
        payload: { GameID: school.GameID, GameLinkID: school.GameLinkID },
      });
      expect([started.statusCode, started.json()]).toEqual([
        400,
        refusal(GAME_MESSAGES.familyOnOtherLink),
      ]);
      const listed = await ctx.app.inject({
        method: 'PUT',
        url: '/api/i/games',
        headers: parent.auth,
        payload: { GameLinkID: school.GameLinkID },
      });
      expect([listed.statusCode, listed.json()]).toEqual([
        400,
        refusal(GAME_MESSAGES.familyOnOtherLink),
      ]);
      const instances = await ctx.app.db
        .selectFrom('game_instances')
        .select('id')
        .where('user_id', '=', parent.userId)
        .execute();
      expect(instances).toEqual([]);
    });
  });
});
