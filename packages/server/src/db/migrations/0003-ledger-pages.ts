import type { Kysely } from 'kysely';

// Frozen in time: a game's ledger postings are kept in pages of 64, and every page but the last
// is full and never changes again. Those sealed pages move out of the instance's row into
// ledger_pages, written once each, so a command stores only the part of the state that can
// still change (the whole state was rewritten by every command before).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('game_instances')
    .addColumn('sealed_pages', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('ledger_pages')
    .addColumn('instance_id', 'varchar(36)', (col) => col.notNull().references('game_instances.id'))
    .addColumn('page_no', 'integer', (col) => col.notNull())
    .addColumn('postings', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ledger_pages_pk', ['instance_id', 'page_no'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_pages').execute();
  await db.schema.alterTable('game_instances').dropColumn('sealed_pages').execute();
}
