import { sql } from 'kysely';
import type { Db, Dialect } from '../../src/db/connect';

// What is left of deleted data (issue 34): every table of the database, read from its own
// catalogue (so a table added later is scanned without a line here), searched row by row for the
// ids, e-mail addresses and words of what was deleted.

/** The database's tables, from its catalogue. */
export async function tableNames(db: Db, dialect: Dialect): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name).sort();
}

/**
 * Where any of `needles` is still found (case aside): one `table: needle` per table and needle.
 * Empty when nothing of them is left anywhere.
 */
export async function leftovers(
  db: Db,
  dialect: Dialect,
  needles: readonly string[],
): Promise<string[]> {
  const wanted = needles.filter((needle) => needle.length > 0).map((n) => n.toLowerCase());
  const found = new Set<string>();
  for (const table of await tableNames(db, dialect)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase();
      for (const needle of wanted) if (text.includes(needle)) found.add(`${table}: ${needle}`);
    }
  }
  return [...found].sort();
}

/** How many games a class (a game link) still has. */
export async function gamesOnLink(db: Db, linkId: string): Promise<number> {
  const games = await db
    .selectFrom('game_instances')
    .select('id')
    .where('game_link_id', '=', linkId)
    .execute();
  return games.length;
}
