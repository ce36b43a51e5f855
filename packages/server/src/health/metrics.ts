import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ERRORS, failure } from '@mc/contract';
import { hashPoolLoad } from '../accounts/passwords';
import { ApiError } from '../http/errors';

// GET /metrics for Prometheus (decision 029): off (404) unless METRICS_TOKEN is set, and then
// nothing is measured either: no hook, no timing, no registry. Each app has its own registry
// (never prom-client's global one), so tests that build several apps count apart.
//
// Labels stay few and bounded: a route's pattern (never the raw URL with its ids), the method,
// the status; a command's type, its outcome and the namespace of the game's rejection code.

/** A request with no route (an unknown address, or a page of the web app). */
const NO_ROUTE = '(no route)';
/** A command refused before the game worked out which command it was (no such game, not yours). */
const UNKNOWN_COMMAND = 'unknown';
const HTTP_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
/** A rejection code's namespace (`banking/insufficient-funds` -> banking); anything else is 'other'. */
const CODE_NAMESPACE = /^([a-z][a-z-]{0,31})\//;

/** What a command came to: the game's answer, or what the server threw. */
export type CommandResult = { ok: true } | { ok: false; code: string } | { thrown: unknown };

export interface AppMetrics {
  readonly registry: Registry;
  /** Teachers' live class views open now (teacher/routes.ts, `/live`). */
  readonly liveStreams: Gauge;
  countCommand(type: string | undefined, result: CommandResult): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null while METRICS_TOKEN is unset: then callers skip all measuring (`app.metrics?.`). */
    metrics: AppMetrics | null;
  }
}

type HttpChild = { count: Counter.Internal; duration: Histogram.Internal<string> };

function httpMetrics(app: FastifyInstance, registry: Registry): void {
  const count = new Counter({
    name: 'mc_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'mc_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    buckets: HTTP_BUCKETS_SECONDS,
    registers: [registry],
  });
  // Bound label sets, kept, so a request costs a map look-up rather than hashing its labels twice.
  const children = new Map<string, HttpChild>();
  app.addHook('onResponse', (request, reply, done) => {
    // Read once: Fastify builds this object anew on every access.
    const { config, url } = request.routeOptions;
    if (config.probe) return done();
    const route = url ?? NO_ROUTE;
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      const labels = { route, method: request.method, status: String(reply.statusCode) };
      child = { count: count.labels(labels), duration: duration.labels(labels) };
      children.set(key, child);
    }
    child.count.inc();
    child.duration.observe(reply.elapsedTime / 1000);
    done();
  });
}

function commandMetrics(registry: Registry): AppMetrics['countCommand'] {
  const commands = new Counter({
    name: 'mc_game_commands_total',
    help: 'Game commands players sent, by type and outcome: ok; rejected by the game (reason: the code namespace) or by the server (reason: http-<status>); error (the server failed).',
    labelNames: ['type', 'outcome', 'reason'],
    registers: [registry],
  });
  return (type, result) => {
    const labels = { type: type ?? UNKNOWN_COMMAND };
    if ('thrown' in result) {
      const error = result.thrown;
      if (error instanceof ApiError)
        commands.inc({ ...labels, outcome: 'rejected', reason: `http-${error.statusCode}` });
      else commands.inc({ ...labels, outcome: 'error', reason: 'exception' });
    } else if (result.ok) {
      commands.inc({ ...labels, outcome: 'ok' });
    } else {
      const reason = CODE_NAMESPACE.exec(result.code)?.[1] ?? 'other';
      commands.inc({ ...labels, outcome: 'rejected', reason });
    }
  };
}

/** The sign-in hash pool (accounts/passwords.ts), read when Prometheus scrapes. */
function hashPoolMetrics(registry: Registry): void {
  const registers = [registry];
  new Gauge({
    name: 'mc_password_hash_queued',
    help: 'Password hashes (sign-ins, sign-ups) waiting for a turn.',
    registers,
    collect() {
      this.set(hashPoolLoad().queued);
    },
  });
  new Gauge({
    name: 'mc_password_hash_active',
    help: 'Password hashes being computed now (at most HASH_CONCURRENCY).',
    registers,
    collect() {
      this.set(hashPoolLoad().active);
    },
  });
  // The pool keeps running totals; a counter reset (a restart) is what Prometheus expects.
  const total = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  total(
    'mc_password_hash_waits_total',
    'Password hashes that waited for a turn.',
    () => hashPoolLoad().waited,
  );
  total(
    'mc_password_hash_wait_seconds_total',
    'Time password hashes spent waiting for a turn, added up.',
    () => hashPoolLoad().waitedSeconds,
  );
  total(
    'mc_password_hash_refused_total',
    'Sign-ins refused at once with "busy, try again" because the hash queue was full.',
    () => hashPoolLoad().refused,
  );
}

/** Query times from Kysely's log (db/connect.ts, `timeQueries`); main.ts turns them on with metrics. */
function queryMetrics(app: FastifyInstance, registry: Registry): void {
  const times = app.database.queryTimes;
  if (!times) return;
  const duration = new Histogram({
    name: 'mc_db_query_duration_seconds',
    help: 'Time of each database query made through Kysely (not the hot reads run on SQLite directly).',
    buckets: QUERY_BUCKETS_SECONDS,
    registers: [registry],
  });
  const failed = new Counter({
    name: 'mc_db_query_errors_total',
    help: 'Database queries that failed.',
    registers: [registry],
  });
  times.listener = (durationMs, error) => {
    if (error) failed.inc();
    else duration.observe(durationMs / 1000);
  };
  app.addHook('onClose', (_instance, done) => {
    if (times.listener) times.listener = undefined;
    done();
  });
}

function createMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  // Memory, CPU, event-loop lag, garbage collection, open handles: prom-client's own set.
  collectDefaultMetrics({ register: registry });
  httpMetrics(app, registry);
  hashPoolMetrics(registry);
  queryMetrics(app, registry);
  const liveStreams = new Gauge({
    name: 'mc_teacher_live_streams',
    help: "Teachers' live class views open now.",
    registers: [registry],
  });
  return { registry, liveStreams, countCommand: commandMetrics(registry) };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  // Equal-length digests: the comparison takes as long whatever the token sent.
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), expected);
}

/** Sets up measuring when METRICS_TOKEN is set, and GET /metrics either way. */
export function registerMetrics(app: FastifyInstance): void {
  const token = app.config.metricsToken;
  const metrics = token === undefined ? null : createMetrics(app);
  app.decorate('metrics', metrics);
  const expected = token === undefined ? undefined : digest(token);
  app.get(
    '/metrics',
    { config: { probe: true }, schema: { hide: true } as FastifySchema },
    async (request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('cache-control', 'no-store');
      // Off: the same answer as any unknown address, so a scan learns nothing.
      if (!metrics || !expected) return reply.status(404).send(failure(ERRORS.notFound));
      if (!bearerMatches(request, expected)) {
        void reply.header('www-authenticate', 'Bearer realm="metrics"');
        return reply.status(401).send(failure(ERRORS.unauthorized));
      }
      const body = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(body);
    },
  );
}
