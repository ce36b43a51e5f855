import type { Kysely } from 'kysely';
import { newJoinCode } from '../../gamelinks/join-code';

// Class codes (issue 31): every school link gets a short code a class types at /join instead of
// a long link. Unique over all links, so a code never leads to two classes; links made before
// are given one here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_links').addColumn('join_code', 'text').execute();
  await db.schema
    .createIndex('game_links_join_code')
    .on('game_links')
    .column('join_code')
    .unique()
    .execute();
  const links = await db
    .selectFrom('game_links')
    .select('id')
    .where('theme', '=', 'school')
    .execute();
  const taken = new Set<string>();
  for (const { id } of links) {
    let code = newJoinCode();
    while (taken.has(code)) code = newJoinCode();
    taken.add(code);
    await db.updateTable('game_links').set({ join_code: code }).where('id', '=', id).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_links_join_code').execute();
  await db.schema.alterTable('game_links').dropColumn('join_code').execute();
}
