import type { Db, Dialect } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import { ApiError } from '../http/errors';
import { ERRORS, GAME_MESSAGES } from '@mc/contract';

const selectMembership = preparedQuery(['gameLinkId', 'userId'], (db, { gameLinkId, userId }) =>
  db
    .selectFrom('game_link_users')
    .select('user_id')
    .where('game_link_id', '=', gameLinkId)
    .where('user_id', '=', userId),
);

/** Read on every game-link call, so it is a prepared query. */
export async function isOnLink(db: Db, gameLinkId: string, userId: string): Promise<boolean> {
  const [row] = await selectMembership(db, { gameLinkId, userId });
  return Boolean(row);
}

/**
 * The links of a game the user is on, at most `limit` of them (oldest first): enough to tell
 * none, one and several apart.
 */
export async function linksOfUserForGame(
  db: Db,
  userId: string,
  gameId: string,
  limit = 2,
): Promise<string[]> {
  const rows = await db
    .selectFrom('game_link_users')
    .innerJoin('game_links', 'game_links.id', 'game_link_users.game_link_id')
    .select('game_links.id')
    .where('game_link_users.user_id', '=', userId)
    .where('game_links.game_id', '=', gameId)
    .orderBy('game_links.created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Registers the user on the link, once. The count and the insert share a transaction (and on
 * PostgreSQL a lock on the link row), so a link never takes more players than its cap.
 */
export async function joinGameLink(
  db: Db,
  dialect: Dialect,
  gameLinkId: string,
  userId: string,
): Promise<void> {
  const full = await db.transaction().execute(async (trx) => {
    let linkQuery = trx
      .selectFrom('game_links')
      .select(['is_game_active', 'max_players'])
      .where('id', '=', gameLinkId);
    if (dialect === 'postgres') linkQuery = linkQuery.forUpdate();
    const link = await linkQuery.executeTakeFirst();
    if (!link) throw new ApiError(400, ERRORS.gameLinkNotFound);
    const existing = await trx
      .selectFrom('game_link_users')
      .select('user_id')
      .where('game_link_id', '=', gameLinkId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) return false;
    if (link.is_game_active !== 1) throw new ApiError(400, GAME_MESSAGES.linkClosed);
    const { count } = await trx
      .selectFrom('game_link_users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('game_link_id', '=', gameLinkId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= link.max_players) return true;
    await trx
      .insertInto('game_link_users')
      .values({ game_link_id: gameLinkId, user_id: userId, joined_at: new Date().toISOString() })
      .execute();
    return false;
  });
  if (full) {
    // Counted for the class's teacher (issue 30), after the joining transaction has ended.
    await db
      .updateTable('game_links')
      .set((eb) => ({ refused_full: eb('refused_full', '+', 1) }))
      .where('id', '=', gameLinkId)
      .execute();
    throw new ApiError(400, ERRORS.maxUsersAddedToGameLink);
  }
}

export async function listPlayersOnLink(db: Db, gameLinkId: string) {
  return db
    .selectFrom('game_link_users')
    .innerJoin('users', 'users.id', 'game_link_users.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.surname', 'game_link_users.joined_at'])
    .where('game_link_users.game_link_id', '=', gameLinkId)
    .orderBy('game_link_users.joined_at')
    .execute();
}
