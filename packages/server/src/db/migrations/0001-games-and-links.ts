import type { Kysely } from 'kysely';

// Frozen in time: a migration never imports application code, so it reads the same forever.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('games')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('scenario_key', 'varchar(100)', (col) => col.notNull())
    .addColumn('total_weeks', 'integer', (col) => col.notNull())
    .addColumn('seed', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('game_links')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('game_id', 'varchar(36)', (col) => col.notNull().references('games.id'))
    .addColumn('theme', 'varchar(20)', (col) => col.notNull())
    .addColumn('group_name', 'varchar(200)')
    .addColumn('group_year', 'varchar(20)')
    .addColumn('group_subject', 'varchar(200)')
    .addColumn('is_game_active', 'integer', (col) => col.notNull())
    .addColumn('max_games', 'integer', (col) => col.notNull())
    .addColumn('max_players', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema.createIndex('game_links_game_id').on('game_links').column('game_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game_links').execute();
  await db.schema.dropTable('games').execute();
}
