import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: how PostgreSQL stores a game's row (issue 34, decision 033). Every accepted
// command rewrites game_instances.state, 8-20 KB of JSON that PostgreSQL compresses into its TOAST
// table; measured on a year's play, compressing it with the default pglz took about 200 µs of the
// database's CPU per command, and the state grows as the weeks go by, so the cost grew with it.
//
//   state          compressed with lz4 where the server supports it (PostgreSQL 14+ built with
//                  lz4, as Debian's and the official images are): about a third of pglz's CPU for
//                  about a tenth more bytes. Values are recompressed as they are next written.
//   game_instances fillfactor 85: the row without its state is a few hundred bytes, and room left
//                  on each page lets an update that changes no indexed column stay on its page
//                  (a HOT update: no new index entries).
//   autovacuum     each command leaves a dead row and a dead TOASTed state; vacuumed once 2 % of
//                  the rows are dead (the default, 20 %, lets the TOAST table grow to ten times
//                  its live size before it is cleaned), for the table and its TOAST table.
//
// SQLite keeps no TOAST table and has no such settings: nothing changes there.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const { rows } = await sql<{ lz4: boolean }>`
    SELECT 'lz4' = ANY(enumvals) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'
  `.execute(db);
  if (rows[0]?.lz4)
    await sql`ALTER TABLE game_instances ALTER COLUMN state SET COMPRESSION lz4`.execute(db);
  await sql`
    ALTER TABLE game_instances SET (
      fillfactor = 85,
      autovacuum_vacuum_scale_factor = 0.02,
      autovacuum_analyze_scale_factor = 0.05,
      toast.autovacuum_vacuum_scale_factor = 0.02
    )
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`ALTER TABLE game_instances ALTER COLUMN state SET COMPRESSION default`.execute(db);
  await sql`
    ALTER TABLE game_instances RESET (
      fillfactor,
      autovacuum_vacuum_scale_factor,
      autovacuum_analyze_scale_factor,
      toast.autovacuum_vacuum_scale_factor
    )
  `.execute(db);
}
