import { oidcProvidersOf, type OidcProviderConfig } from './oidc/config';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_LEADERBOARD_SIZE, DEFAULT_MAX_PLAYERS_PER_LINK } from '@mc/contract';

// Configuration comes from the environment only; a wrong setting stops the process with a clear line.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const databaseUrl = z
  .string()
  .trim()
  .refine((url) => url.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(url), {
    message: 'DATABASE_URL must start with sqlite: or postgres://',
  });

/**
 * TRUST_PROXY: how many proxies stand in front (a number of hops), or their addresses and ranges
 * ("10.0.0.1, 10.1.0.0/16"). Never "trust everyone": then any client could name its own address in
 * X-Forwarded-For and step around every per-address limit.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] | false => {
    if (['false', 'no', '0', ''].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const valid = entries.every((entry) => {
      const [address = '', prefix, ...rest] = entry.split('/');
      const version = isIP(address);
      if (version === 0 || rest.length > 0) return false;
      if (prefix === undefined) return true;
      return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
    });
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY must be the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.1,10.1.0.0/16), never true',
      });
      return z.NEVER;
    }
    return entries;
  });

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: databaseUrl.default('sqlite:./data/money-challenge.db'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Money Challenge <no-reply@moneychallenge.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  DEMO_LINK: booleanFlag.default(true),
  MAX_PLAYERS_PER_LINK: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(DEFAULT_MAX_PLAYERS_PER_LINK),
  LEADERBOARD_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_LEADERBOARD_SIZE),
  TRUST_PROXY: trustProxy.default(false),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(2048),
  PLAYER_COMMANDS_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(5),
  PLAYER_COMMAND_BURST: z.coerce.number().int().min(1).max(1_000_000).default(30),
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  HASH_QUEUE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(400),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  OUTBOX_DIR: z.string().default('./data/outbox'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 90)
    .default(12),
  RESET_TTL_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(60),
  YOB_START: z.coerce.number().int().min(1900).max(2100).optional(),
  YOB_END: z.coerce.number().int().min(1900).max(2100).optional(),
  GAME_SEED: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 2)
    .optional(),
  GAME_INSTANCE_SEED: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 2)
    .optional(),
  CHECK_INVARIANTS: booleanFlag.optional(),
  DATA_RETENTION_DAYS: z.coerce
    .number({ error: 'DATA_RETENTION_DAYS must be a whole number of days' })
    .int({ error: 'DATA_RETENTION_DAYS must be a whole number of days' })
    .min(0, { error: 'DATA_RETENTION_DAYS must be 0 (never) or a number of days up to 3650' })
    .max(3650, { error: 'DATA_RETENTION_DAYS must be 0 (never) or a number of days up to 3650' })
    .default(400),
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{16,256}$/, {
      message:
        'METRICS_TOKEN must be 16 to 256 characters without spaces (e.g. the output of openssl rand -hex 32)',
    })
    .optional(),
  // Who to ask about a player's data: an e-mail address, or a name and a phone number.
  PRIVACY_CONTACT: z
    .string()
    .trim()
    .max(200, { error: 'PRIVACY_CONTACT must be at most 200 characters' })
    // eslint-disable-next-line no-control-regex -- one line of text, shown on a page
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'PRIVACY_CONTACT must be one line of text' })
    .optional(),
});

export interface Config {
  /** Sign-in providers: a school's own accounts (issue 31); none unless OIDC_* are set. */
  oidcProviders: OidcProviderConfig[];
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  databasePoolSize: number;
  /** Where players open the game; used in printed and e-mailed links. */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** The built web app; absent in API-only tests. */
  webDist: string;
  demoLink: boolean;
  maxPlayersPerLink: number;
  leaderboardSize: number;
  /** Proxies in front: a number of hops, their addresses, or none. */
  trustProxy: number | string[] | false;
  /** Whole request (headers and body) must arrive within this; a slow sender is cut off. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections from one client address (not applied to trusted proxies). */
  maxConnectionsPerAddress: number;
  /** Game commands one player may send: a sustained rate with a burst on top. */
  playerCommands: { perSecond: number; burst: number };
  /** Password hashes at once, and how many may wait before "busy, try again". */
  hashing: { concurrency: number | undefined; maxQueued: number };
  bodyLimitBytes: number;
  outboxDir: string;
  tokenTtlMs: number;
  resetTtlMs: number;
  /** Allowed years of birth at registration (GET /api/Account/yobrange). */
  yobRange: { StartYear: number; EndYear: number };
  /**
   * Every new game uses this seed, so every game has the same world: the same events, offers and
   * scams in the same weeks (tests and rehearsals); random when unset.
   */
  gameSeed: number | undefined;
  /** Every new game instance uses this seed: the same bonus questions (tests); random when unset. */
  instanceSeed: number | undefined;
  /**
   * Run the engine's invariant check after every accepted command and refuse to store a state
   * that breaks one. On in development and tests; off in production, where it costs time on the
   * write path and the simulation tests have already run it on every command.
   */
  checkInvariants: boolean;
  /**
   * The bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics answers 404 and
   * nothing is measured (health/metrics.ts).
   */
  metricsToken: string | undefined;
  /**
   * Who to ask about a player's data (PRIVACY_CONTACT): the /privacy page names it; unset, the
   * page says to ask the teacher or school (docs/privacy.md).
   */
  privacyContact: string | undefined;
  /**
   * Days a class's data is kept after its last activity (its last move, join or closing), then
   * deleted by the housekeeping sweep (decision 030); 0: kept until its teacher deletes it.
   */
  dataRetentionDays: number;
}

/** packages/web/dist, found from this file whether it runs from src/ or from the bundle in dist/. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const oidc = oidcProvidersOf(environment);
  if (oidc.problems.length > 0)
    throw new ConfigError(`Invalid configuration: ${oidc.problems.join('; ')}`);
  if (!env.PUBLIC_URL && !isLoopback(env.HOST)) {
    throw new ConfigError(
      `Invalid configuration: PUBLIC_URL: required when HOST (${env.HOST}) lets other computers connect; set it to the address players open, e.g. https://money.example.edu.au`,
    );
  }
  return {
    oidcProviders: oidc.providers,
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ?? defaultWebDist,
    demoLink: env.DEMO_LINK,
    maxPlayersPerLink: env.MAX_PLAYERS_PER_LINK,
    leaderboardSize: env.LEADERBOARD_SIZE,
    trustProxy: env.TRUST_PROXY,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    playerCommands: { perSecond: env.PLAYER_COMMANDS_PER_SECOND, burst: env.PLAYER_COMMAND_BURST },
    hashing: { concurrency: env.HASH_CONCURRENCY, maxQueued: env.HASH_QUEUE_LIMIT },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    outboxDir: env.OUTBOX_DIR,
    tokenTtlMs: env.TOKEN_TTL_HOURS * 3_600_000,
    resetTtlMs: env.RESET_TTL_MINUTES * 60_000,
    gameSeed: env.GAME_SEED,
    instanceSeed: env.GAME_INSTANCE_SEED,
    checkInvariants: env.CHECK_INVARIANTS ?? env.NODE_ENV !== 'production',
    metricsToken: env.METRICS_TOKEN,
    privacyContact: env.PRIVACY_CONTACT || undefined,
    dataRetentionDays: env.DATA_RETENTION_DAYS,
    // Secondary students are 11 to 19; teachers and family members play too.
    yobRange: {
      StartYear: env.YOB_START ?? new Date().getFullYear() - 100,
      EndYear: env.YOB_END ?? new Date().getFullYear() - 5,
    },
  };
}

export class ConfigError extends Error {}

/**
 * Where players open the game: PUBLIC_URL, else http://localhost:PORT. The server's start-up
 * lines and the admin command line's links follow this one rule, so the command line must run
 * with the server's PUBLIC_URL or PORT.
 */
export function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
