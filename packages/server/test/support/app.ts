import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Dialect } from '../../src/db/connect';
import { createTestDatabase, type TestDatabase } from './databases';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // The suites play whole games as fast as the machine goes; the per-player limit has its own
    // test with the default rate.
    PLAYER_COMMAND_BURST: '1000000',
    ...overrides,
  });
}

/** Builds the app on a fresh database of the dialect for the enclosing describe block. */
export function useTestApp(dialect: Dialect, overrides: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.testDatabase = await createTestDatabase(dialect);
    context.config = testConfig({ DATABASE_URL: context.testDatabase.url, ...overrides });
    context.app = await buildApp({
      config: context.config,
      database: context.testDatabase.database,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.testDatabase?.drop();
  });
  return context;
}
