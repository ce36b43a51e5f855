import type { Kysely } from 'kysely';

// Frozen in time: old messages move to an archive kept in pages of 16, and every page but the last
// is full and never changes again, like the ledger's postings (0003). Those sealed pages live in
// message_pages, written once each, so a command stores only the part of the state that can still
// change. States stored before have no archive, so every instance starts with none sealed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('game_instances')
    .addColumn('sealed_message_pages', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('message_pages')
    .addColumn('instance_id', 'varchar(36)', (col) => col.notNull().references('game_instances.id'))
    .addColumn('page_no', 'integer', (col) => col.notNull())
    .addColumn('messages', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('message_pages_pk', ['instance_id', 'page_no'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_pages').execute();
  await db.schema.alterTable('game_instances').dropColumn('sealed_message_pages').execute();
}
