import type { Kysely } from 'kysely';

// Frozen in time: children's data kept for a school year and then deleted (issue 34, decision
// 030). A class's data is deleted DATA_RETENTION_DAYS after its last activity: the latest of its
// link's making, a student joining, a move in one of its games (game_instances.updated_at, bumped
// by every accepted command) and its closing.
//
//   game_links     closed_at: when the class was last closed (null while it is open); links closed
//                  before this migration count from now, so their teachers get the whole time and
//                  the warning. deleted_at: when the class's deletion began; from then on it is
//                  gone for its teachers and on no board, and the sweep finishes deleting it.
//   game_instances an index on user_id, for a player's own export and deletion. Not one on
//                  updated_at: every accepted command rewrites it, and an index on it would be
//                  one more index write on the hottest path; a class's last move is read through
//                  game_instances_link_player (a class's few dozen rows), for its teacher's
//                  warning and for the sweep, which are rare.
//   game_link_users an index on user_id: whether an account is on another class.
//   audit_log      who looked: a teacher opening a student's weeks or replay, making a reset
//                  link or exporting the class. Deleted with the class and with the student.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_links').addColumn('closed_at', 'varchar(32)').execute();
  await db.schema.alterTable('game_links').addColumn('deleted_at', 'varchar(32)').execute();
  await db
    .updateTable('game_links')
    .set({ closed_at: new Date().toISOString() })
    .where('is_game_active', '=', 0)
    .execute();
  await db.schema
    .createIndex('game_instances_user')
    .on('game_instances')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('game_link_users_user')
    .on('game_link_users')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('game_link_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('teacher_user_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('student_user_id', 'varchar(36)')
    .addColumn('game_instance_id', 'varchar(36)')
    .addColumn('action', 'varchar(20)', (col) => col.notNull())
    .addColumn('week', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_link')
    .on('audit_log')
    .columns(['game_link_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_student')
    .on('audit_log')
    .column('student_user_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropIndex('game_link_users_user').execute();
  await db.schema.dropIndex('game_instances_user').execute();
  await db.schema.alterTable('game_links').dropColumn('deleted_at').execute();
  await db.schema.alterTable('game_links').dropColumn('closed_at').execute();
}
