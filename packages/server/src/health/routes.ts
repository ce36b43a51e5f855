import type { FastifyInstance, FastifyPluginAsync, FastifySchema } from 'fastify';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Db } from '../db/connect';
import { SHIPPED_MIGRATIONS } from '../db/migrate';
import { registerMetrics } from './metrics';

// Health checks for a load balancer or an orchestrator (README, "Health and metrics"):
// GET /health/live   the process answers; restart it when this fails.
// GET /health/ready  send it players: the database answers, its schema is the one this server
//                    ships, and the process is not shutting down; 503 with the reasons otherwise.
// Neither needs a token or says more than that, neither is kept by a cache, and neither is
// written to the request log (machines ask every few seconds).

/** The database is asked at most once a second, however often (and by whomever) ready is asked. */
const PROBE_REUSE_MS = 1000;
/** A database that has not answered by then counts as not answering. */
const PROBE_TIMEOUT_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set as the process starts to close (main.ts, and preClose): ready answers 503 from then. */
    shuttingDown: boolean;
  }
  interface FastifyContextConfig {
    /**
     * Asked by machines every few seconds (health checks, the scraper): left out of the request
     * log and the request metrics.
     */
    probe?: boolean;
  }
}

/** Operators' routes, not API calls: left out of the API's document (as the sign-in pages are). */
const HIDDEN = { hide: true } as FastifySchema;
const OPTIONS = { config: { probe: true }, schema: HIDDEN };

/** Why the database is not ready: it does not answer, or its migrations differ from ours. */
async function databaseProblems(db: Db): Promise<string[]> {
  let applied: string[];
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    applied = rows.map((row) => row.name);
  } catch {
    // No migration table yet is a schema problem; no answer at all is the database's.
    const answers = await sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
    return [answers ? 'migrations: none applied' : 'database: not answering'];
  }
  const known = new Set(applied);
  const shipped = new Set(SHIPPED_MIGRATIONS);
  const pending = SHIPPED_MIGRATIONS.filter((name) => !known.has(name));
  const unknown = applied.filter((name) => !shipped.has(name)).sort();
  return [
    ...(pending.length > 0 ? [`migrations: ${pending.length} to apply (${pending[0]} first)`] : []),
    ...(unknown.length > 0
      ? [`migrations: the database is newer than this server (${unknown.at(-1)})`]
      : []),
  ];
}

function withTimeout(probe: Promise<string[]>): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string[]>((resolve) => {
    timer = setTimeout(
      () => resolve([`database: no answer within ${PROBE_TIMEOUT_MS / 1000} s`]),
      PROBE_TIMEOUT_MS,
    );
    timer.unref();
  });
  return Promise.race([probe, late]).finally(() => clearTimeout(timer));
}

/** The database's problems, asked anew at most once per PROBE_REUSE_MS (one probe in flight). */
function databaseCheck(db: Db): () => Promise<string[]> {
  let last: { at: number; problems: Promise<string[]> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at >= PROBE_REUSE_MS)
      last = { at: now, problems: withTimeout(databaseProblems(db)) };
    return last.problems;
  };
}

function registerHealthChecks(app: FastifyInstance): void {
  app.decorate('shuttingDown', false);
  // Any close (main.ts sets the flag itself first): ready says so before the server stops.
  app.addHook('preClose', (done) => {
    app.shuttingDown = true;
    done();
  });
  const check = databaseCheck(app.db);

  app.get('/health/live', OPTIONS, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });

  app.get('/health/ready', OPTIONS, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const problems = app.shuttingDown ? ['shutting down'] : await check();
    if (problems.length > 0) return reply.status(503).send({ status: 'not ready', problems });
    return { status: 'ready' };
  });
}

/**
 * The health checks and GET /metrics. Its hooks and decorations are for every route, so Fastify
 * must not give it a context of its own (fastify-plugin's mark); app.ts registers it before the
 * routes it measures.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  registerHealthChecks(app);
  registerMetrics(app);
};
Object.assign(healthRoutes, { [Symbol.for('skip-override')]: true });
