import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@mc/contract';
import { buildApp } from '../src/app';
import { runAdminCommand, UsageError } from '../src/admin/commands';
import { migrateToLatest } from '../src/db/migrate';
import { connect } from '../src/db/connect';
import { ensureDemoLink } from '../src/demo';
import { testConfig, useTestApp } from './support/app';
import { dialects } from './support/databases';

describe.each(dialects)('foundation on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  async function createLink(...args: string[]) {
    const [line] = await runAdminCommand(ctx.app.db, ctx.config, ['create-link', ...args]);
    return JSON.parse(line ?? '') as {
      GameLinkID: string;
      GameID: string;
      LoginUrl: string;
      TotalWeeks: number;
    };
  }

  it('reads a game link without a token, with its public fields', async () => {
    const link = await createLink(
      '--theme',
      'family',
      '--group',
      '9B Commerce',
      '--year',
      '9',
      '--subject',
      'Commerce',
      '--max-games',
      '3',
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/m/gamelink?GameLinkID=${link.GameLinkID}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Success: true,
      Messages: [],
      Results: {
        GameLinkID: link.GameLinkID,
        GameID: link.GameID,
        Theme: 'family',
        GroupName: '9B Commerce',
        GroupYear: '9',
        GroupSubject: 'Commerce',
        IsGameActive: true,
        MaxGames: 3,
        TotalWeeks: 27,
        // No teacher's class: closed, it is the challenge's end (issue 30).
        HasTeacher: false,
        // Any way of signing in, any e-mail (issue 31).
        SignInWith: null,
        EmailDomains: [],
      },
    });
    expect(link.LoginUrl).toMatch(new RegExp(`/auth/login/${link.GameLinkID}$`));
  });

  it('answers Success false for an unknown link and 400 for an id that is not a UUID', async () => {
    const unknown = await ctx.app.inject({
      url: '/api/m/gamelink?GameLinkID=6f1c1d2e-0000-4000-8000-000000000000',
    });
    expect(unknown.json()).toEqual({
      Success: false,
      Messages: [ERRORS.gameLinkNotFound],
      Results: null,
    });

    for (const query of ['?GameLinkID=not-a-uuid', '', '?GameLinkID=']) {
      const bad = await ctx.app.inject({ url: `/api/m/gamelink${query}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ Success: false, Messages: [ERRORS.gameLinkNotFound] });
    }
  });

  it('shows a closed link as inactive and an opened one as active again', async () => {
    const link = await createLink();
    await runAdminCommand(ctx.app.db, ctx.config, ['close-link', link.GameLinkID]);
    const closed = await ctx.app.inject({ url: `/api/m/gamelink?GameLinkID=${link.GameLinkID}` });
    expect(closed.json().Results.IsGameActive).toBe(false);
    await runAdminCommand(ctx.app.db, ctx.config, ['open-link', link.GameLinkID]);
    const open = await ctx.app.inject({ url: `/api/m/gamelink?GameLinkID=${link.GameLinkID}` });
    expect(open.json().Results.IsGameActive).toBe(true);
  });

  it('answers an unknown /api path with a 404 envelope and a request id', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/nothing-here',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Success: false, Messages: [ERRORS.notFound], Results: null });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('lists links, refuses bad admin input, and creates the demo link only on an empty database', async () => {
    const lines = await runAdminCommand(ctx.app.db, ctx.config, ['list-links']);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.join('\n')).toMatch(/active|closed/);
    await expect(
      runAdminCommand(ctx.app.db, ctx.config, ['create-link', '--weeks', '30']),
    ).rejects.toThrow('--weeks must be 26 or 27');
    await expect(
      runAdminCommand(ctx.app.db, ctx.config, ['create-link', '--theme', 'pirate']),
    ).rejects.toThrow(UsageError);
    await expect(runAdminCommand(ctx.app.db, ctx.config, ['close-link', 'nope'])).rejects.toThrow(
      UsageError,
    );
    await expect(runAdminCommand(ctx.app.db, ctx.config, ['frobnicate'])).rejects.toThrow(
      'Unknown command',
    );
    expect(await ensureDemoLink(ctx.app.db, ctx.config)).toBeUndefined();
  });

  it('runs migrations again without changing anything', async () => {
    expect(await migrateToLatest(ctx.app.db)).toEqual([]);
  });
});

describe('the error handler', () => {
  const ctx = useTestApp('sqlite', { BODY_LIMIT_BYTES: '2048' });

  async function appWithProbeRoutes() {
    const app = await buildApp({ config: ctx.config, database: ctx.testDatabase.database });
    app.post('/api/test/echo', async (request) => ({
      Success: true,
      Messages: [],
      Results: request.body,
    }));
    app.get('/api/test/explode', async () => {
      throw new Error('secret database detail at /srv/app.ts:12');
    });
    await app.ready();
    return app;
  }

  it('answers malformed JSON with 400, an oversize body with 413, and hides a crash behind a 500', async () => {
    const app = await appWithProbeRoutes();
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"Amount": 1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      Success: false,
      Messages: [ERRORS.malformedJson],
      Results: null,
    });

    const oversize = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { padding: 'x'.repeat(5000) },
    });
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({
      Success: false,
      Messages: [ERRORS.bodyTooLarge],
      Results: null,
    });

    const crash = await app.inject({
      url: '/api/test/explode',
      headers: { 'x-request-id': 'trace-me-123' },
    });
    expect(crash.statusCode).toBe(500);
    expect(crash.json().Success).toBe(false);
    expect(crash.body).not.toContain('secret');
    expect(crash.body).not.toContain('.ts');
    expect(crash.json().Messages[0]).toContain('trace-me-123');
    await app.close();
  });
});

describe('request log', () => {
  async function linesLogged(level: string) {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const database = connect('sqlite::memory:');
    await migrateToLatest(database.db);
    const app = await buildApp({
      config: testConfig({ DATABASE_URL: 'sqlite::memory:' }),
      database,
      logger: { level, stream },
    });
    const response = await app.inject({
      url: '/api/m/gamelink?GameLinkID=nope',
      headers: { 'x-request-id': 'line-1' },
    });
    await app.close();
    await database.db.destroy();
    expect(response.headers['x-request-id']).toBe('line-1');
    return lines.filter((line) => line.msg === 'request');
  }

  it('writes one line per request at info, with method, url, status and time, and none at warn', async () => {
    const [line, ...more] = await linesLogged('info');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      reqId: 'line-1',
      method: 'GET',
      url: '/api/m/gamelink?GameLinkID=nope',
      status: 400,
      ms: expect.any(Number),
    });
    expect(await linesLogged('warn')).toEqual([]);
  });
});

describe('serving the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'mc-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Money Challenge</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  const ctx = useTestApp('sqlite', { WEB_DIST: dist });

  it('loads the app for client routes and unknown pages, serves assets, and keeps /api JSON', async () => {
    for (const url of ['/', '/offline', '/timeout', '/auth/login/abc', '/no/such/page']) {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    }
    const asset = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await ctx.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().Success).toBe(false);
  });
});

describe('configuration', () => {
  it('stops with a clear line on a wrong setting', () => {
    expect(() => testConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => testConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with sqlite: or postgres/,
    );
  });
});
