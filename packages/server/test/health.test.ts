import { randomUUID } from 'node:crypto';
import { get as httpGet, type ClientRequest } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connect, type Database } from '../src/db/connect';
import { testConfig, useTestApp } from './support/app';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';
import { gameClient, startGame } from './support/game';
import { login, uniqueEmail } from './support/players';
import { newTeacher } from './support/teachers';

// The operator's side of a running server: the health checks a load balancer asks, and the
// Prometheus metrics a scraper reads with its token.

const TOKEN = 'scrape-me-6f1c1d2e4a7b9c0d';
/** Ready asks the database at most once a second: a changed database shows after that. */
const AFTER_PROBE_REUSE_MS = 1_100;
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Sample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL_PAIR = /([a-zA-Z_]\w*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/y;
// Go's ParseFloat (Prometheus's reader) takes NaN and Inf in any case; prom-client writes "Nan".
const NUMBER = /^(?:[+-]?(?:\d+\.?\d*(?:e[+-]?\d+)?|inf)|nan)$/i;

/** Prometheus's text format (0.0.4), strictly: every line a comment or `name{labels} value`. */
function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      expect(line).toMatch(
        /^# (HELP [a-zA-Z_:][\w:]* .*|TYPE [a-zA-Z_:][\w:]* (counter|gauge|histogram|summary|untyped))$/,
      );
      continue;
    }
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const [, name = '', labelText = '', value = ''] = match;
    expect(value, line).toMatch(NUMBER);
    const labels: Record<string, string> = {};
    for (let at = 0; at < labelText.length;) {
      LABEL_PAIR.lastIndex = at;
      const pair = LABEL_PAIR.exec(labelText);
      if (!pair) throw new Error(`bad labels in: ${line}`);
      labels[pair[1] ?? ''] = pair[2] ?? '';
      at = LABEL_PAIR.lastIndex;
    }
    samples.push({ name, labels, value: Number(value.replace('Inf', 'Infinity')) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels`. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBe(1);
  return found[0]!.value;
}

async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const response = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  return parsePrometheus(response.body);
}

async function ready(app: FastifyInstance) {
  const response = await app.inject({ url: '/health/ready' });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('METRICS_TOKEN', () => {
  it('stops the server at start-up when too short or with spaces, without printing it', () => {
    for (const token of ['short-token', 'a token with spaces in it']) {
      expect(() => testConfig({ METRICS_TOKEN: token })).toThrow(
        /^Invalid configuration: METRICS_TOKEN: METRICS_TOKEN must be 16 to 256 characters/,
      );
      expect(() => testConfig({ METRICS_TOKEN: token })).not.toThrow(token);
    }
    expect(testConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(testConfig().metricsToken).toBeUndefined();
  });
});

describe.each(dialects)('health checks and metrics on %s', (dialect) => {
  describe('with METRICS_TOKEN unset', () => {
    const ctx = useTestApp(dialect);

    it('answers live, and ready on a migrated database, uncached', async () => {
      const live = await ctx.app.inject({ url: '/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'live' });
      expect(live.headers['cache-control']).toBe('no-store');

      const answer = await ctx.app.inject({ url: '/health/ready' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ready' });
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('answers /metrics 404, as any unknown address, whatever the token', async () => {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await ctx.app.inject({ url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(
          (await ctx.app.inject({ url: '/api/no-such-thing' })).json(),
        );
      }
      expect(ctx.app.metrics).toBeNull();
    });
  });

  describe('with METRICS_TOKEN set', () => {
    // One hash at a time, so sign-ins at once queue behind each other.
    const ctx = useTestApp(dialect, { METRICS_TOKEN: TOKEN, HASH_CONCURRENCY: '1' });

    it('refuses /metrics without the token, with a wrong one, or another scheme (401)', async () => {
      for (const authorization of [
        undefined,
        'Bearer wrong-token-of-some-length',
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
        TOKEN,
      ]) {
        const response = await ctx.app.inject({
          url: '/metrics',
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(response.statusCode, authorization).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(response.body).not.toContain('mc_http_requests_total');
      }
    });

    it('counts requests by route pattern (never the raw address) and status', async () => {
      const linkId = randomUUID();
      const refused = await ctx.app.inject({ url: `/api/t/links/${linkId}/learning` });
      expect(refused.statusCode).toBe(401);
      await ctx.app.inject({ url: `/api/m/gamelink?GameLinkID=${linkId}` });
      await ctx.app.inject({ url: `/api/m/gamelink?GameLinkID=${linkId}` });
      await ctx.app.inject({ url: `/no/such/${linkId}.txt` });
      await ctx.app.inject({ url: '/health/ready' });

      const samples = await scrape(ctx.app);
      expect(
        valueOf(samples, 'mc_http_requests_total', {
          route: '/api/t/links/:GameLinkID/learning',
          method: 'GET',
          status: '401',
        }),
      ).toBe(1);
      expect(
        valueOf(samples, 'mc_http_requests_total', {
          route: '/api/m/gamelink',
          method: 'GET',
          status: '200',
        }),
      ).toBe(2);
      expect(
        valueOf(samples, 'mc_http_request_duration_seconds_count', {
          route: '/api/m/gamelink',
          method: 'GET',
          status: '200',
        }),
      ).toBe(2);
      expect(
        valueOf(samples, 'mc_http_request_duration_seconds_bucket', {
          route: '/api/m/gamelink',
          status: '200',
          le: '+Inf',
        }),
      ).toBe(2);
      expect(
        valueOf(samples, 'mc_http_requests_total', { route: '(no route)', status: '404' }),
      ).toBeGreaterThanOrEqual(1);
      // No id of any request in any label; health checks and scrapes are not counted.
      expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes(linkId)))).toBe(
        false,
      );
      const routes = new Set(samples.map((s) => s.labels.route).filter(Boolean));
      expect(routes.has('/health/ready')).toBe(false);
      expect(routes.has('/metrics')).toBe(false);
    });

    it("counts game commands by type and outcome, with the rejection's namespace", async () => {
      const { client, player } = await startGame(ctx);
      const cash = await client.cash();
      // More than the player has, to an account that is not theirs to reach: the game refuses.
      const refused = await client.post('/api/i/transfer', {
        FromAccountInstanceID: cash.ID,
        ToAccountInstanceID: randomUUID(),
        Amount: 1_000_000,
      });
      expect(refused.status).toBe(400);
      // A game that does not exist: the server refuses before the game knows the command.
      const missing = await gameClient(ctx.app, player.auth, randomUUID()).post(
        '/api/i/games/startweek',
      );
      expect(missing.status).toBe(404);

      const samples = await scrape(ctx.app);
      expect(valueOf(samples, 'mc_game_commands_total', { type: 'startWeek', outcome: 'ok' })).toBe(
        1,
      );
      const rejected = samples.filter(
        (s) =>
          s.name === 'mc_game_commands_total' &&
          s.labels.type === 'transfer' &&
          s.labels.outcome === 'rejected',
      );
      expect(rejected.map((s) => [s.labels.reason, s.value])).toEqual([['transfer', 1]]);
      expect(
        valueOf(samples, 'mc_game_commands_total', {
          type: 'unknown',
          outcome: 'rejected',
          reason: 'http-404',
        }),
      ).toBe(1);
      expect(samples.some((s) => s.labels.outcome === 'error')).toBe(false);
    });

    it('shows the process, the sign-in hash queue and the live class views', async () => {
      const samples = await scrape(ctx.app);
      for (const name of [
        'process_cpu_user_seconds_total',
        'process_start_time_seconds',
        'nodejs_heap_size_used_bytes',
        'nodejs_eventloop_lag_p99_seconds',
      ])
        expect(valueOf(samples, name), name).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'process_start_time_seconds')).toBeGreaterThan(1.6e9);
      // Nobody is signing in now, and nobody has been turned away.
      expect(valueOf(samples, 'mc_password_hash_queued')).toBe(0);
      expect(valueOf(samples, 'mc_password_hash_active')).toBe(0);
      expect(valueOf(samples, 'mc_password_hash_refused_total')).toBe(0);
      expect(valueOf(samples, 'mc_teacher_live_streams')).toBe(0);
    });

    it('counts the sign-ins that waited for a turn at the hash queue, and how long', async () => {
      const before = await scrape(ctx.app);
      const attempts = await Promise.all(
        [1, 2, 3, 4].map((n) => login(ctx.app, uniqueEmail(`nobody${n}`), 'Wrong-password-1')),
      );
      expect(attempts.map((attempt) => attempt.statusCode)).toEqual([400, 400, 400, 400]);
      const after = await scrape(ctx.app);
      const waited =
        valueOf(after, 'mc_password_hash_waits_total') -
        valueOf(before, 'mc_password_hash_waits_total');
      expect(waited).toBeGreaterThanOrEqual(1);
      expect(valueOf(after, 'mc_password_hash_wait_seconds_total')).toBeGreaterThan(
        valueOf(before, 'mc_password_hash_wait_seconds_total'),
      );
      expect(valueOf(after, 'mc_password_hash_queued')).toBe(0);
    });

    it('counts a teacher’s live class view while it is open', { timeout: 30_000 }, async () => {
      const teacher = await newTeacher(ctx);
      const created = await teacher.call<{ GameLinkID: string }>('POST', '/api/t/links', {
        GroupName: 'Metrics class',
        GroupYear: '10',
        GroupSubject: 'Commerce',
        TotalWeeks: 26,
        MaxPlayers: 30,
      });
      expect(created.status).toBe(200);
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `${address}/api/t/links/${created.body.Results.GameLinkID}/live?access_token=${teacher.token}`;
      let request: ClientRequest | undefined;
      await new Promise<void>((opened, failed) => {
        request = httpGet(url, (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', () => opened());
        });
        request.on('error', failed);
      });
      expect(valueOf(await scrape(ctx.app), 'mc_teacher_live_streams')).toBe(1);
      request?.destroy();
      let open = 1;
      for (let tries = 0; tries < 50 && open !== 0; tries += 1) {
        await wait(20);
        open = valueOf(await scrape(ctx.app), 'mc_teacher_live_streams');
      }
      expect(open).toBe(0);
    });
  });

  describe('when things go wrong', () => {
    let testDatabase: TestDatabase;
    const apps: FastifyInstance[] = [];
    const extraDatabases: Database[] = [];

    beforeAll(async () => {
      testDatabase = await createTestDatabase(dialect);
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of extraDatabases) await database.db.destroy();
      await testDatabase?.drop();
    });

    /** An app on its own connection to the test database (closed or changed by the test). */
    async function appOnOwnConnection(
      overrides: Record<string, string> = {},
      logger?: { level: string; stream: Writable },
    ) {
      const database = connect(testDatabase.url, { timeQueries: true });
      extraDatabases.push(database);
      const app = await buildApp({
        config: testConfig({ DATABASE_URL: testDatabase.url, ...overrides }),
        database,
        ...(logger ? { logger } : {}),
      });
      await app.ready();
      apps.push(app);
      return { app, database };
    }

    it('leaves health checks and scrapes out of the request log', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const { app } = await appOnOwnConnection({ METRICS_TOKEN: TOKEN }, { level: 'info', stream });
      await app.inject({ url: '/health/live' });
      await app.inject({ url: '/health/ready' });
      await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      await app.inject({ url: '/api/Account/yobrange' });
      const requests = lines
        .map((line) => JSON.parse(line) as { msg: string; url?: string })
        .filter((line) => line.msg === 'request');
      expect(requests.map((line) => line.url)).toEqual(['/api/Account/yobrange']);
    });

    it('times database queries for /metrics when asked to', async () => {
      const { app } = await appOnOwnConnection({ METRICS_TOKEN: TOKEN });
      const before = valueOf(await scrape(app), 'mc_db_query_duration_seconds_count');
      // Through Kysely (the hottest reads on SQLite skip it, and its timing, on purpose).
      await app.db.selectFrom('games').select('id').execute();
      await app.db.selectFrom('users').select('id').execute();
      const samples = await scrape(app);
      expect(valueOf(samples, 'mc_db_query_duration_seconds_count')).toBe(before + 2);
      expect(valueOf(samples, 'mc_db_query_duration_seconds_sum')).toBeGreaterThan(0);
      expect(valueOf(samples, 'mc_db_query_errors_total')).toBe(0);
    });

    it('is not ready while migrations are missing or unknown to this server', async () => {
      const { app, database } = await appOnOwnConnection();
      expect((await ready(app)).status).toBe(200);
      const last = (
        await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(
          database.db,
        )
      ).rows[0]!.name;
      await sql`delete from kysely_migration where name = ${last}`.execute(database.db);
      await wait(AFTER_PROBE_REUSE_MS);
      expect(await ready(app)).toEqual({
        status: 503,
        body: { status: 'not ready', problems: [`migrations: 1 to apply (${last} first)`] },
      });

      await sql`insert into kysely_migration (name, ${sql.ref('timestamp')}) values (${last}, ${new Date().toISOString()}), ('9999-from-the-future', ${new Date().toISOString()})`.execute(
        database.db,
      );
      await wait(AFTER_PROBE_REUSE_MS);
      expect(await ready(app)).toEqual({
        status: 503,
        body: {
          status: 'not ready',
          problems: ['migrations: the database is newer than this server (9999-from-the-future)'],
        },
      });
      await sql`delete from kysely_migration where name = '9999-from-the-future'`.execute(
        database.db,
      );
      await wait(AFTER_PROBE_REUSE_MS);
      expect((await ready(app)).status).toBe(200);
    });

    it('is not ready once the database stops answering; live still answers', async () => {
      const { app, database } = await appOnOwnConnection();
      expect(await ready(app)).toEqual({ status: 200, body: { status: 'ready' } });
      await database.db.destroy();
      await wait(AFTER_PROBE_REUSE_MS);
      expect(await ready(app)).toEqual({
        status: 503,
        body: { status: 'not ready', problems: ['database: not answering'] },
      });
      expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    });

    it('is not ready from the moment the server starts shutting down', async () => {
      const { app } = await appOnOwnConnection();
      expect((await ready(app)).status).toBe(200);
      // What main.ts does on SIGTERM before it closes the app.
      app.shuttingDown = true;
      expect(await ready(app)).toEqual({
        status: 503,
        body: { status: 'not ready', problems: ['shutting down'] },
      });
      expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);

      // A close from elsewhere marks it too, before the server stops taking requests.
      const other = await buildApp({
        config: testConfig({ DATABASE_URL: testDatabase.url }),
        database: testDatabase.database,
      });
      let duringClose: boolean | undefined;
      other.addHook('onClose', (instance, done) => {
        duringClose = instance.shuttingDown;
        done();
      });
      expect((await ready(other)).status).toBe(200);
      expect(other.shuttingDown).toBe(false);
      await other.close();
      expect(duringClose).toBe(true);
    });
  });
});
