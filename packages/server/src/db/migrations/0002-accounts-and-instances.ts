import type { Kysely } from 'kysely';

// Frozen in time: accounts, tokens, password resets, link membership, game instances and their
// command log, and the shared rate-limit counters.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(256)', (col) => col.notNull())
    .addColumn('email_key', 'varchar(256)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(300)', (col) => col.notNull())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('surname', 'varchar(255)')
    .addColumn('yob', 'varchar(4)')
    .addColumn('age_band', 'varchar(20)')
    .addColumn('gender', 'varchar(2)')
    .addColumn('theme', 'varchar(20)', (col) => col.notNull())
    .addColumn('is_trial', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('players')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('age_band', 'varchar(20)')
    .addColumn('gender', 'varchar(2)')
    .addColumn('is_account_holder', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('players_user_id').on('players').column('user_id').execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('access_tokens_user_id')
    .on('access_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('game_link_users')
    .addColumn('game_link_id', 'varchar(36)', (col) => col.notNull().references('game_links.id'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('joined_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('game_link_users_pk', ['game_link_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('game_instances')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('game_id', 'varchar(36)', (col) => col.notNull().references('games.id'))
    .addColumn('game_link_id', 'varchar(36)', (col) => col.notNull().references('game_links.id'))
    .addColumn('player_id', 'varchar(36)', (col) => col.notNull().references('players.id'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('current_week', 'integer', (col) => col.notNull())
    .addColumn('is_game_complete', 'integer', (col) => col.notNull())
    .addColumn('net_position_cents', 'bigint', (col) => col.notNull())
    .addColumn('seed', 'bigint', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('game_instances_link_player')
    .on('game_instances')
    .columns(['game_link_id', 'player_id'])
    .execute();
  await db.schema
    .createIndex('game_instances_link_net')
    .on('game_instances')
    .columns(['game_link_id', 'net_position_cents'])
    .execute();

  await db.schema
    .createTable('instance_commands')
    .addColumn('instance_id', 'varchar(36)', (col) => col.notNull().references('game_instances.id'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('command', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('instance_commands_pk', ['instance_id', 'seq'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'instance_commands',
    'game_instances',
    'game_link_users',
    'password_resets',
    'access_tokens',
    'players',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
