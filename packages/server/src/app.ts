import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/connect';
import { accountRoutes } from './accounts/routes';
import { oidcRoutes } from './oidc/routes';
import { myDataRoutes } from './privacy/routes';
import { familyRoutes } from './family/routes';
import { gameLinkRoutes } from './gamelinks/routes';
import { playerGameLinkRoutes } from './gamelinks/player-routes';
import { gameRoutes } from './games/routes';
import { bankingRoutes } from './banking/routes';
import { cashboxRoutes } from './cashbox/routes';
import { transferRoutes } from './transfer/routes';
import { everydayRoutes } from './everyday/routes';
import { creditCardRoutes } from './credit-card/routes';
import { itemRoutes } from './items/routes';
import { shareRoutes } from './shares/routes';
import { newsRoutes } from './news/routes';
import { plannerRoutes } from './planner/routes';
import { surveyRoutes } from './survey/routes';
import { pretestRoutes } from './pretest/routes';
import { jobRoutes } from './jobs/routes';
import { communicationRoutes } from './communications/routes';
import { endOfWeekRoutes } from './end-of-week/routes';
import { progressRoutes } from './progress/routes';
import { mentorRoutes } from './mentor/routes';
import { certificateRoutes } from './certificate/routes';
import { createClassWatcher, teacherRoutes } from './teacher/routes';
import { openApiRoutes } from './http/openapi';
import { RATE_LIMITS, type RateLimits } from './http/rate-limit';
import { createMailer, type Mailer } from './mail/mailer';
import { registerErrorHandling } from './http/error-handler';
import { registerWebApp } from './http/web-app';
import { registerSecurityHeaders } from './http/security-headers';
import { limitConnectionsPerAddress } from './http/connections';
import { PlayerCommandLimiter } from './http/player-limit';
import { configureHashPool, DEFAULT_HASH_LIMITS } from './accounts/passwords';
import { redactUrl } from './http/redact';
import { registerInputGuard } from './http/input-guard';
import { healthRoutes } from './health/routes';
import { privacyNoticeRoutes } from './privacy/notice-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    mailer: Mailer;
    rateLimits: RateLimits;
    playerCommands: PlayerCommandLimiter;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass their own (an in-process SMTP server, tighter limits). */
  mailer?: Mailer;
  rateLimits?: RateLimits;
}

const REQUEST_LOG_LEVELS = new Set(['trace', 'debug', 'info']);
const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/;

/** Builds the whole HTTP app; the runner (main.ts) and the tests both start from here. */
export async function buildApp({
  config,
  database,
  logger = false,
  mailer,
  rateLimits = RATE_LIMITS,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    // A number of hops trusts that many proxies nearest the server (hop 0 is the direct peer).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A slow sender (one byte every few seconds) is cut off: the whole request must arrive within
    // REQUEST_TIMEOUT_MS, its headers within HEADERS_TIMEOUT_MS, checked every second.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    logController: new LogController({ disableRequestLogging: true }),
    // A per-request child logger only pays off when request lines are written (info and below);
    // warnings and errors name the request id themselves.
    childLoggerFactory: (logger, bindings, options) =>
      REQUEST_LOG_LEVELS.has(logger.level) ? logger.child(bindings, options) : logger,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
  });
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('rateLimits', rateLimits);
  app.decorate('playerCommands', new PlayerCommandLimiter(config.playerCommands));
  configureHashPool({
    concurrency: config.hashing.concurrency ?? DEFAULT_HASH_LIMITS.concurrency,
    maxQueued: config.hashing.maxQueued,
  });
  limitConnectionsPerAddress(app.server, {
    max: config.maxConnectionsPerAddress,
    trustProxy: config.trustProxy,
  });
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: config.outboxDir,
        log: app.log,
      }),
  );
  // Callback-style hooks: on the hot path they cost less than async ones. No answer of the API or
  // of /Token (tokens, accounts) is ever kept by a browser or a proxy.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/') || request.url.startsWith('/Token'))
      reply.header('cache-control', 'no-store');
    done();
  });
  registerSecurityHeaders(app);
  // One line per request (Fastify's default is two), with what an operator needs; no hook at all
  // when the level leaves request lines out.
  if (REQUEST_LOG_LEVELS.has(app.log.level)) registerRequestLine(app);

  registerErrorHandling(app);
  // Input no field may hold (a NUL) is refused before any route or token look-up sees it.
  registerInputGuard(app);
  // First: its request metrics' hook must be in place before the routes it measures.
  await app.register(healthRoutes);
  await app.register(gameLinkRoutes);
  await app.register(accountRoutes);
  await app.register(oidcRoutes);
  await app.register(myDataRoutes);
  await app.register(privacyNoticeRoutes);
  await app.register(playerGameLinkRoutes);
  await app.register(familyRoutes);
  await app.register(gameRoutes);
  await app.register(bankingRoutes);
  await app.register(cashboxRoutes);
  await app.register(transferRoutes);
  await app.register(everydayRoutes);
  await app.register(creditCardRoutes);
  await app.register(jobRoutes);
  await app.register(itemRoutes);
  await app.register(shareRoutes);
  await app.register(newsRoutes);
  await app.register(plannerRoutes);
  await app.register(surveyRoutes);
  await app.register(pretestRoutes);
  await app.register(communicationRoutes);
  await app.register(endOfWeekRoutes);
  await app.register(progressRoutes);
  await app.register(mentorRoutes);
  await app.register(certificateRoutes);
  app.decorate('classWatcher', createClassWatcher(app));
  app.addHook('onClose', async () => app.classWatcher.close());
  await app.register(teacherRoutes);
  await app.register(openApiRoutes);
  await registerWebApp(app, config.webDist);
  return app;
}

function registerRequestLine(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // Health checks and scrapes come every few seconds and would drown the lines that matter.
    if (request.routeOptions.config.probe) return done();
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}
