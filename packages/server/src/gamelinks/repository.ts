import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { linkPersona, type AustralianState, type PersonaKey, type Theme } from '@mc/contract';
import type { Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import type { GameLinkRow } from '../db/schema';
import { newJoinCode, normaliseJoinCode } from './join-code';

export interface NewGameLink {
  gameId: string;
  theme: Theme;
  groupName?: string | null;
  groupYear?: string | null;
  groupSubject?: string | null;
  maxGames: number;
  maxPlayers: number;
  state?: AustralianState | null;
  /** Whether the link's players see the class leaderboard; shown unless a teacher says not. */
  leaderboardVisible?: boolean;
  /** Who the whole class plays; absent: chosen by the theme and year level (linkPersona). */
  persona?: PersonaKey | null | undefined;
  /** The provider every student must sign in with (issue 31); absent: any way. */
  signInProvider?: string | null | undefined;
  /** The e-mail domains the link accepts; absent or empty: any. */
  emailDomains?: readonly string[] | null | undefined;
}

/** Tries at a new class code before giving up (two clashes in a row are already unlikely). */
const JOIN_CODE_TRIES = 8;

export async function insertGameLink(db: Db, link: NewGameLink): Promise<GameLinkRow> {
  for (let tries = 1; ; tries++) {
    const row = newGameLinkRow(link);
    try {
      await db.insertInto('game_links').values(row).execute();
      return row;
    } catch (error) {
      // Another link has the code already (the unique index): draw another.
      if (
        row.join_code === null ||
        tries >= JOIN_CODE_TRIES ||
        (await findByJoinCode(db, row.join_code)) === undefined
      )
        throw error;
    }
  }
}

function newGameLinkRow(link: NewGameLink): GameLinkRow {
  return {
    id: randomUUID(),
    game_id: link.gameId,
    theme: link.theme,
    group_name: link.groupName ?? null,
    group_year: link.groupYear ?? null,
    group_subject: link.groupSubject ?? null,
    is_game_active: 1,
    max_games: link.maxGames,
    max_players: link.maxPlayers,
    state: link.state ?? null,
    leaderboard_visible: link.leaderboardVisible === false ? 0 : 1,
    weeks_open: null,
    persona: linkPersona(link.theme, link.groupYear, link.persona),
    refused_full: 0,
    // Every school link has a class code; a family's or an insurer's link is handed out whole.
    join_code: link.theme === 'school' ? newJoinCode() : null,
    sign_in_provider: link.signInProvider ?? null,
    email_domains: link.emailDomains?.length ? link.emailDomains.join(',') : null,
    closed_at: null,
    deleted_at: null,
    created_at: new Date().toISOString(),
  };
}

async function findByJoinCode(db: Db, code: string) {
  return db
    .selectFrom('game_links')
    .select(['id', 'is_game_active'])
    .where('join_code', '=', code)
    .executeTakeFirst();
}

/** The link a class code leads to, from what a student typed; undefined when none. */
export async function findGameLinkByJoinCode(db: Db, typed: string) {
  const code = normaliseJoinCode(typed);
  return code === null ? undefined : findByJoinCode(db, code);
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

/**
 * Opening or closing a class: closing records when (kept when it was closed already), so its
 * data is deleted DATA_RETENTION_DAYS later (decision 030); opening clears it. A class whose
 * deletion has begun is never opened again.
 */
const activeChanges = (active: boolean) =>
  active
    ? { is_game_active: 1, closed_at: null }
    : {
        is_game_active: 0,
        closed_at: sql<string>`coalesce(closed_at, ${new Date().toISOString()})`,
      };

/** Returns false when no link has that id. */
export async function setGameLinkActive(db: Db, id: string, active: boolean): Promise<boolean> {
  const result = await db
    .updateTable('game_links')
    .set(activeChanges(active))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface GameLinkSettings {
  state?: AustralianState | null;
  leaderboardVisible?: boolean;
  isGameActive?: boolean;
  /** The last week the link's players may play; null: no limit. */
  weeksOpen?: number | null;
}

/**
 * Changes a link's settings (the admin command and the teacher's side).
 * Returns false when no link has that id.
 */
export async function updateGameLinkSettings(
  db: Db,
  id: string,
  settings: GameLinkSettings,
): Promise<boolean> {
  let changes: {
    state?: string | null;
    leaderboard_visible?: number;
    weeks_open?: number | null;
  } & Partial<ReturnType<typeof activeChanges>> = {};
  if (settings.state !== undefined) changes.state = settings.state;
  if (settings.isGameActive !== undefined)
    changes = { ...changes, ...activeChanges(settings.isGameActive) };
  if (settings.weeksOpen !== undefined) changes.weeks_open = settings.weeksOpen;
  if (settings.leaderboardVisible !== undefined)
    changes.leaderboard_visible = settings.leaderboardVisible ? 1 : 0;
  if (Object.keys(changes).length === 0) return Boolean(await findGameLink(db, id));
  const result = await db
    .updateTable('game_links')
    .set(changes)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
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
