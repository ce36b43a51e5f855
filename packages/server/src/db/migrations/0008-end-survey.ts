import type { Kysely } from 'kysely';

// A game's end: whether it ends with the end quiz and survey ('quiz'), the survey alone
// ('survey') or nothing ('none'), and whether a player may skip it. Games made before keep none:
// their players were told the game ends with the last week.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('end_survey', 'varchar(8)', (col) => col.notNull().defaultTo('none'))
    .execute();
  await db.schema
    .alterTable('games')
    .addColumn('end_survey_optional', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('end_survey_optional').execute();
  await db.schema.alterTable('games').dropColumn('end_survey').execute();
}
