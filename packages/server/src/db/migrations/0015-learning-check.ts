import type { Kysely } from 'kysely';

// The learning check before week 1 (issue 33): whether a game's players answer it before the
// first week. Games made before have none (their players began without it).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('pretest', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('pretest').execute();
}
