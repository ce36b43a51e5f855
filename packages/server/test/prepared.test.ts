import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared';
import { createTestDatabase, dialects, insertGame } from './support/databases';

// Hot queries skip Kysely's query building, and on SQLite run straight on the connection. They
// must still never see what an open transaction has not committed.
const selectTheme = preparedQuery(['id'], (db, { id }) =>
  db.selectFrom('game_links').select(['theme']).where('id', '=', id),
);

describe.each(dialects)('prepared queries on %s', (dialect) => {
  it('read only committed data while another transaction is open, and see it once committed', async () => {
    const testDatabase = await createTestDatabase(dialect);
    const { db } = testDatabase.database;
    try {
      const gameId = '00000000-0000-4000-8000-000000000001';
      const linkId = '00000000-0000-4000-8000-000000000002';
      await insertGame(db, gameId);
      await db
        .insertInto('game_links')
        .values({
          id: linkId,
          game_id: gameId,
          theme: 'school',
          group_name: 'Class',
          group_year: null,
          group_subject: null,
          is_game_active: 1,
          max_games: 1,
          max_players: 40,
          created_at: new Date().toISOString(),
        })
        .execute();

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let changed!: () => void;
      const changedInside = new Promise<void>((resolve) => (changed = resolve));
      const transaction = db.transaction().execute(async (trx) => {
        await trx
          .updateTable('game_links')
          .set({ theme: 'family' })
          .where('id', '=', linkId)
          .execute();
        expect(await selectTheme(trx, { id: linkId })).toEqual([{ theme: 'family' }]);
        changed();
        await held;
        throw new Error('roll back');
      });
      await changedInside;
      const during = selectTheme(db, { id: linkId });
      release();
      await expect(transaction).rejects.toThrow('roll back');
      expect(await during).toEqual([{ theme: 'school' }]);
      expect(await selectTheme(db, { id: linkId })).toEqual([{ theme: 'school' }]);

      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('game_links')
          .set({ theme: 'family' })
          .where('id', '=', linkId)
          .execute();
      });
      expect(await selectTheme(db, { id: linkId })).toEqual([{ theme: 'family' }]);
    } finally {
      await testDatabase.drop();
    }
  });

  it.runIf(dialect === 'postgres')(
    'run as a named statement on PostgreSQL, parsed once per connection however often it runs',
    async () => {
      const testDatabase = await createTestDatabase(dialect);
      const { db } = testDatabase.database;
      try {
        const linkId = '00000000-0000-4000-8000-000000000003';
        const statements = await db.transaction().execute(async (trx) => {
          for (let run = 0; run < 3; run += 1) await selectTheme(trx, { id: linkId });
          const { rows } = await sql<{ name: string; statement: string }>`
            SELECT name, statement FROM pg_prepared_statements WHERE NOT from_sql
          `.execute(trx);
          return rows;
        });
        const theme = statements.filter((row) => row.statement.includes('"theme"'));
        expect(theme).toHaveLength(1);
        expect(theme[0]?.name).toMatch(/^mc_\d+$/);
        // A query built afresh each time (not a prepared query) stays unnamed.
        expect(statements.some((row) => row.statement.includes('pg_prepared_statements'))).toBe(
          false,
        );
      } finally {
        await testDatabase.drop();
      }
    },
  );
});
