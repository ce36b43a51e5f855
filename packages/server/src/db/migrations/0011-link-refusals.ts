import type { Kysely } from 'kysely';

// Sign-ups a full class turned away (issue 30): counted on the link, so its teacher sees that
// students are being refused (game_links.refused_full).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('game_links')
    .addColumn('refused_full', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_links').dropColumn('refused_full').execute();
}
