import type { Kysely } from 'kysely';

// Frozen in time: the Weekly Planner's diary answers are kept like the ledger's pages (0003): every
// answer saved is a page of its own that never changes (an edit saves a new one), and every page
// but the last lives in diary_pages, written once, so a command stores only the last answer with
// the rest of the state. States stored before have no answers, so every instance starts with none
// sealed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('game_instances')
    .addColumn('sealed_diary_pages', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('diary_pages')
    .addColumn('instance_id', 'varchar(36)', (col) => col.notNull().references('game_instances.id'))
    .addColumn('page_no', 'integer', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('diary_pages_pk', ['instance_id', 'page_no'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('diary_pages').execute();
  await db.schema.alterTable('game_instances').dropColumn('sealed_diary_pages').execute();
}
