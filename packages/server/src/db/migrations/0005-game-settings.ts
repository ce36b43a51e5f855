import type { Kysely } from 'kysely';

// A game's settings, the same for every player of it: which weeks' Finance Weekly quizzes must be
// done before the week can end ('some': the scenario's weeks, 'all' or 'none'). Games made before
// keep the default.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('quiz_required', 'varchar(8)', (col) => col.notNull().defaultTo('some'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('quiz_required').execute();
}
