import type { Kysely } from 'kysely';

// Frozen in time: the leaderboards (issue 18, decision 021). A game link records the state its
// class is in (NSW, VIC, QLD, WA, SA, TAS, ACT or NT; null when nobody said) for the game-wide
// board's state filter, and whether its players see the class leaderboard (1, the default, or 0:
// the class board refuses them and the game-wide board leaves the class out). The game-wide board
// reads a game's instances best first, so they get the index the link's board already has.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_links').addColumn('state', 'varchar(3)').execute();
  await db.schema
    .alterTable('game_links')
    .addColumn('leaderboard_visible', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('game_instances_game_net')
    .on('game_instances')
    .columns(['game_id', 'net_position_cents'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_instances_game_net').execute();
  await db.schema.alterTable('game_links').dropColumn('leaderboard_visible').execute();
  await db.schema.alterTable('game_links').dropColumn('state').execute();
}
