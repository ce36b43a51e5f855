import { SqliteAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: on SQLite, a game's state becomes the last column of its row (issue 34).
//
// SQLite stores a row's columns one after the other, and a value longer than the page's share
// goes on in a chain of overflow pages. The state (8-20 KB of JSON, growing with the weeks) was
// the tenth of nineteen columns, so reading any column after it (the version every command checks,
// the sealed page counts, the result against par and the time every board sorts by) walked the
// whole chain of every row it touched: a year's play measured the board of a 1,000-player link go
// from 10 to 26 ms and the server's CPU per command rise by four fifths as the states grew. Last in
// its row, the state is read only by the queries that ask for it.
//
// ALTER TABLE cannot move a column, so the state is copied into a new last column, the old one
// dropped (SQLite rewrites each row without it) and the new one renamed. PostgreSQL keeps a long
// value out of its row already (TOAST): nothing changes there.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`ALTER TABLE game_instances ADD COLUMN state_last text NOT NULL DEFAULT ''`.execute(db);
  await sql`UPDATE game_instances SET state_last = state`.execute(db);
  await sql`ALTER TABLE game_instances DROP COLUMN state`.execute(db);
  await sql`ALTER TABLE game_instances RENAME COLUMN state_last TO state`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {
  // The column's place makes no difference to what is stored: nothing to undo.
}
