import type { Kysely } from 'kysely';

// Frozen in time: the teacher's side (issue 19, decision 023). An account is a player's or a
// teacher's (users.role), and so is each sign-in (access_tokens.role, read with the token on every
// call, so no call needs a second look-up to know who may make it). A teacher has classes: the
// game links they created (is_owner 1) or were given by the operator (0). A link may pace its
// class: weeks_open is the last week its players may play (null: no limit). A game remembers the
// last week whose end the game refused (end_refused_week, 0: none): a student who tried to end
// the week and could not is stuck, one who has not tried yet is not.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(8)', (col) => col.notNull().defaultTo('player'))
    .execute();
  await db.schema
    .alterTable('access_tokens')
    .addColumn('role', 'varchar(8)', (col) => col.notNull().defaultTo('player'))
    .execute();
  await db.schema.alterTable('game_links').addColumn('weeks_open', 'integer').execute();
  await db.schema
    .alterTable('game_instances')
    .addColumn('end_refused_week', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('game_link_teachers')
    .addColumn('game_link_id', 'varchar(36)', (col) =>
      col.notNull().references('game_links.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('is_owner', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('game_link_teachers_pk', ['game_link_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('game_link_teachers_user')
    .on('game_link_teachers')
    .columns(['user_id', 'game_link_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_link_teachers_user').execute();
  await db.schema.dropTable('game_link_teachers').execute();
  await db.schema.alterTable('game_instances').dropColumn('end_refused_week').execute();
  await db.schema.alterTable('game_links').dropColumn('weeks_open').execute();
  await db.schema.alterTable('access_tokens').dropColumn('role').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
