import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERRORS, type GameAppsResult } from '@mc/contract';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { forgetStates } from '../src/instances/state-cache';
import { testConfig } from './support/app';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';
import { gameClient } from './support/game';
import { createLink, signUp } from './support/players';

// In development and in the tests the server runs the engine's invariant check after every
// accepted command. A breach is a bug: the command is not stored, the error is logged with the
// instance and the problems, and the player gets a 500 envelope, never a stack.

describe('the CHECK_INVARIANTS setting', () => {
  it('is on unless NODE_ENV is production, and can be set either way', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).checkInvariants).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).checkInvariants).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).checkInvariants).toBe(true);
    expect(loadConfig({}).checkInvariants).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', CHECK_INVARIANTS: 'true' }).checkInvariants).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'test', CHECK_INVARIANTS: 'false' }).checkInvariants).toBe(false);
    expect(() => loadConfig({ CHECK_INVARIANTS: 'sometimes' })).toThrow(ConfigError);
  });
});

describe.each(dialects)('invariants on the server on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let unchecked: FastifyInstance;
  const errorLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    const overrides = { DATABASE_URL: testDatabase.url };
    app = await buildApp({
      config: testConfig(overrides),
      database: testDatabase.database,
      logger: {
        level: 'error',
        stream: { write: (line: string) => errorLines.push(JSON.parse(line)) },
      },
    });
    // The same database served with the check off, as in production.
    unchecked = await buildApp({
      config: testConfig({ ...overrides, CHECK_INVARIANTS: 'false' }),
      database: testDatabase.database,
    });
  });
  afterAll(async () => {
    await app?.close();
    await unchecked?.close();
    await testDatabase?.drop();
  });

  const storedRow = (instanceId: string) =>
    app.db
      .selectFrom('game_instances')
      .select(['version', 'state'])
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
  const loggedCommands = async (instanceId: string) =>
    (
      await app.db
        .selectFrom('instance_commands')
        .select('seq')
        .where('instance_id', '=', instanceId)
        .execute()
    ).length;

  it('refuses to store a state that breaks one: 500 with the envelope, logged with the instance and the problems', async () => {
    const link = await createLink(app, testConfig(), '--weeks', '26');
    const player = await signUp(app, link.GameLinkID);
    const created = await app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: player.auth,
      payload: { GameID: link.GameID, GameLinkID: link.GameLinkID },
    });
    const instanceId = created.json().Results.ID as string;
    const client = gameClient(app, player.auth, instanceId);
    await client.post('/api/i/games/startweek');
    const apps = (await client.get<GameAppsResult>('/api/i/games/apps')).body.Results.Apps;

    // The test seam: a stored state broken as a bug in a command would break it, the cash box's
    // balance one cent away from its postings (the server re-reads it from the database).
    const row = await storedRow(instanceId);
    const state = JSON.parse(row.state) as { ledger: { balances: Record<string, number> } };
    state.ledger.balances.cash = (state.ledger.balances.cash ?? 0) + 1;
    await app.db
      .updateTable('game_instances')
      .set({ state: JSON.stringify(state) })
      .where('id', '=', instanceId)
      .execute();
    forgetStates();
    const broken = await storedRow(instanceId);
    const commandsBefore = await loggedCommands(instanceId);

    const markBank = { AppInstanceID: apps.find((candidate) => candidate.Name === 'Banking')?.ID };
    const response = await app.inject({
      method: 'POST',
      url: '/api/i/gameappinstances',
      headers: { ...player.auth, 'x-request-id': 'breach-1' },
      payload: { GameInstanceID: instanceId, ...markBank },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      Success: false,
      Messages: [`${ERRORS.internal} (ref breach-1)`],
      Results: null,
    });
    expect(response.body).not.toMatch(/stack|invariant|\.ts:/i);
    expect(await storedRow(instanceId)).toEqual(broken);
    expect(await loggedCommands(instanceId)).toBe(commandsBefore);

    const logged = errorLines.find((line) => line.reqId === 'breach-1');
    expect(logged).toMatchObject({
      level: 50,
      instanceId,
      command: 'markAppAccessed',
      problems: expect.arrayContaining([expect.stringMatching(/^balance of cash is \d+/)]),
    });

    // Without the check (production) the same command is stored: only the check stopped it.
    const uncheckedClient = gameClient(unchecked, player.auth, instanceId);
    const stored = await uncheckedClient.post('/api/i/gameappinstances', markBank);
    expect(stored.status).toBe(200);
    expect((await storedRow(instanceId)).version).toBe(broken.version + 1);
  });
});
