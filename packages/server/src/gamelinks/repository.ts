import { randomUUID } from 'node:crypto';
import type { Theme } from '@mc/contract';
import type { Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import type { GameLinkRow } from '../db/schema';

export interface NewGameLink {
  gameId: string;
  theme: Theme;
  groupName?: string | null;
  groupYear?: string | null;
  groupSubject?: string | null;
  maxGames: number;
  maxPlayers: number;
}

export async function insertGameLink(db: Db, link: NewGameLink): Promise<GameLinkRow> {
  const row: GameLinkRow = {
    id: randomUUID(),
    game_id: link.gameId,
    theme: link.theme,
    group_name: link.groupName ?? null,
    group_year: link.groupYear ?? null,
    group_subject: link.groupSubject ?? null,
    is_game_active: 1,
    max_games: link.maxGames,
    max_players: link.maxPlayers,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('game_links').values(row).execute();
  return row;
}

export async function findGameLink(db: Db, id: string): Promise<GameLinkRow | undefined> {
  return db.selectFrom('game_links').selectAll().where('id', '=', id).executeTakeFirst();
}

const selectGameLinkWithGame = preparedQuery(['id'], (db, { id }) =>
  db
    .selectFrom('game_links')
    .innerJoin('games', 'games.id', 'game_links.game_id')
    .selectAll('game_links')
    .select(['games.total_weeks', 'games.name as game_name'])
    .where('game_links.id', '=', id),
);

/** Read on every visit to a login page, so it is a prepared query. */
export async function findGameLinkWithGame(db: Db, id: string) {
  const [row] = await selectGameLinkWithGame(db, { id });
  return row;
}

/** Returns false when no link has that id. */
export async function setGameLinkActive(db: Db, id: string, active: boolean): Promise<boolean> {
  const result = await db
    .updateTable('game_links')
    .set({ is_game_active: active ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listGameLinks(db: Db) {
  return db
    .selectFrom('game_links')
    .innerJoin('games', 'games.id', 'game_links.game_id')
    .selectAll('game_links')
    .select(['games.total_weeks', 'games.name as game_name'])
    .orderBy('game_links.created_at')
    .execute();
}

export async function countGameLinks(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('game_links')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
