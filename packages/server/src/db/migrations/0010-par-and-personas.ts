import type { Kysely } from 'kysely';

// Frozen in time: a fair result (issue 29). A class link plays one persona for the whole class
// (game_links.persona: '14-15', '16-17' or '18'; null on a family link, whose members play their
// age band's). A player's second and later games of the same game are practice
// (game_instances.is_practice 1): never on a board. Par is what the careful player reaches in a
// world, kept once per game and scenario (par_curves.curve: JSON, the net position in cents as each
// week opened and as it ended); each game keeps its net position less par beside
// its state (against_par_cents, null until the game is next stored), and the boards rank by it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_links').addColumn('persona', 'varchar(8)').execute();
  await db.schema
    .alterTable('game_instances')
    .addColumn('is_practice', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('game_instances').addColumn('against_par_cents', 'bigint').execute();
  await db.schema
    .createTable('par_curves')
    .addColumn('game_id', 'varchar(36)', (col) =>
      col.notNull().references('games.id').onDelete('cascade'),
    )
    .addColumn('scenario_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('curve', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('par_curves_pk', ['game_id', 'scenario_id'])
    .execute();
  await db.schema
    .createIndex('game_instances_game_par')
    .on('game_instances')
    .columns(['game_id', 'against_par_cents'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_instances_game_par').execute();
  await db.schema.dropTable('par_curves').execute();
  await db.schema.alterTable('game_instances').dropColumn('against_par_cents').execute();
  await db.schema.alterTable('game_instances').dropColumn('is_practice').execute();
  await db.schema.alterTable('game_links').dropColumn('persona').execute();
}
