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
  TRUST_PROXY: booleanFlag.default(false),
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
  GAME_INSTANCE_SEED: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 2)
    .optional(),
  CHECK_INVARIANTS: booleanFlag.optional(),
});

export interface Config {
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
  trustProxy: boolean;
  bodyLimitBytes: number;
  outboxDir: string;
  tokenTtlMs: number;
  resetTtlMs: number;
  /** Allowed years of birth at registration (GET /api/Account/yobrange). */
  yobRange: { StartYear: number; EndYear: number };
  /** Every new game instance uses this seed (tests and rehearsals); random when unset. */
  instanceSeed: number | undefined;
  /**
   * Run the engine's invariant check after every accepted command and refuse to store a state
   * that breaks one. On in development and tests; off in production, where it costs time on the
   * write path and the simulation tests have already run it on every command.
   */
  checkInvariants: boolean;
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
  return {
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
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    outboxDir: env.OUTBOX_DIR,
    tokenTtlMs: env.TOKEN_TTL_HOURS * 3_600_000,
    resetTtlMs: env.RESET_TTL_MINUTES * 60_000,
    instanceSeed: env.GAME_INSTANCE_SEED,
    checkInvariants: env.CHECK_INVARIANTS ?? env.NODE_ENV !== 'production',
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
