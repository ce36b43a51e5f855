import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connect, type Database } from '../src/db/connect';
import { migrateToLatest, provider } from '../src/db/migrate';
import { checkStoredGame } from '../src/instances/replay-check';
import { forgetStates } from '../src/instances/state-cache';
import { testConfig, type TestContext } from './support/app';
import { playWeek, startGameWithBank } from './support/game';

// Migration 0018 (issue 34): on SQLite a game's state moves to the end of its row, so reading
// the version, the sealed page counts or a board's columns no longer walks the state's overflow
// pages. Games stored before it keep every byte and play on.

describe('Games stored before the state moved to the end of the row, on sqlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mc-state-last-'));
  const url = `sqlite:${join(dir, 'year.db')}`;
  let database: Database;
  const ctx = {} as TestContext;

  beforeAll(async () => {
    database = connect(url);
    const { error } = await new Migrator({ db: database.db, provider }).migrateTo(
      '0017-state-storage',
    );
    if (error) throw error;
    ctx.config = testConfig({ DATABASE_URL: url });
    ctx.app = await buildApp({ config: ctx.config, database });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const columns = async () =>
    (await sql<{ name: string }>`PRAGMA table_info(game_instances)`.execute(database.db)).rows.map(
      (column) => column.name,
    );

  it('keep their states, replay exactly and go on being played', async () => {
    const game = await startGameWithBank(ctx, 20);
    await playWeek(game.client);
    expect((await columns()).at(-1)).not.toBe('state');
    const before = await database.db
      .selectFrom('game_instances')
      .select(['id', 'state', 'version', 'updated_at'])
      .execute();

    await migrateToLatest(database.db);

    expect((await columns()).at(-1)).toBe('state');
    expect((await columns()).filter((name) => name === 'state')).toHaveLength(1);
    const after = await database.db
      .selectFrom('game_instances')
      .select(['id', 'state', 'version', 'updated_at'])
      .execute();
    expect(after).toEqual(before);
    for (const { id } of after)
      expect((await checkStoredGame(database.db, id)).problems).toEqual([]);

    forgetStates();
    const { summary, started } = await playWeek(game.client);
    expect(summary.Week).toBe(2);
    expect(started.Success).toBe(true);
    const played = await checkStoredGame(database.db, game.instanceId);
    expect(played.problems).toEqual([]);
    expect(played.commands).toBeGreaterThan(0);
  });
});
