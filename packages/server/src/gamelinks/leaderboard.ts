import { sql, type ExpressionBuilder } from 'kysely';
import {
  AGE_GROUPS,
  centsToDollars,
  type AgeGroup,
  type AustralianState,
  type LeaderboardRow,
} from '@mc/contract';
import type { Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import type { DatabaseSchema } from '../db/schema';

// The leaderboards' reads (decision 021). A board is a set of game instances, completed or
// current, ranked by their result against par (issue 29: net position less what the careful
// player has at the same point of the same world, so neither the persona nor the week decides);
// practice games (a player's second and later of a game) are on no board. A tie goes to the
// earlier week, then to whoever got there first (the game stored its state earlier), then by id
// so that every game has one place. A game stored before par counts as on par until it is stored
// again (par/backfill.ts fills it at start-up). The board's top rows come first; when none of the caller's games is among
// them, the caller's best game follows with its rank.

/** Which games a board ranks: one link's, or every shown link's of a game, narrowed. */
export type BoardScope =
  | { kind: 'link'; gameLinkId: string }
  | {
      kind: 'game';
      gameId: string;
      state?: AustralianState | undefined;
      ageGroup?: AgeGroup | undefined;
      /** The year ages are counted in: a player's age is this year minus their year of birth. */
      year: number;
    };

type BoardTables = 'game_instances' | 'players' | 'game_links';

/** The account holder's year of birth, read only where an age group narrows the board. */
const yearOfBirth = sql<
  string | null
>`(select users.yob from users where users.id = game_instances.user_id)`;

/**
 * A player's age group, the SQL of `ageGroupOf`: the account holder's year of birth when they
 * gave one, else the age band (a family member's, or an insurer player's without a year).
 */
function inAgeGroup(
  eb: ExpressionBuilder<DatabaseSchema, BoardTables>,
  group: AgeGroup,
  year: number,
) {
  const { minAge, maxAge, band } = AGE_GROUPS[group];
  const years: string[] = [];
  for (let age = minAge; age <= maxAge; age += 1) years.push(String(year - age));
  return eb.or([
    eb.and([eb('players.is_account_holder', '=', 1), eb(yearOfBirth, 'in', years)]),
    eb.and([
      eb('players.age_band', '=', band),
      eb.or([eb('players.is_account_holder', '=', 0), eb(yearOfBirth, 'is', null)]),
    ]),
  ]);
}

/** The same rule in TypeScript, for the caller's own games: undefined when the age is unknown. */
export function ageGroupOf(
  player: { is_account_holder: number; age_band: string | null },
  user: { yob: string | null },
  year: number,
): AgeGroup | 'other' | undefined {
  if (player.is_account_holder === 1 && user.yob !== null) {
    const age = year - Number(user.yob);
    const group = (Object.keys(AGE_GROUPS) as AgeGroup[]).find(
      (id) => age >= AGE_GROUPS[id].minAge && age <= AGE_GROUPS[id].maxAge,
    );
    return group ?? 'other';
  }
  if (player.age_band === null) return undefined;
  const group = (Object.keys(AGE_GROUPS) as AgeGroup[]).find(
    (id) => AGE_GROUPS[id].band === player.age_band,
  );
  return group ?? 'other';
}

function boardGames(db: Db, scope: BoardScope) {
  let query = db
    .selectFrom('game_instances')
    .innerJoin('players', 'players.id', 'game_instances.player_id')
    .innerJoin('game_links', 'game_links.id', 'game_instances.game_link_id');
  query = query.where('game_instances.is_practice', '=', 0);
  if (scope.kind === 'link')
    return query.where('game_instances.game_link_id', '=', scope.gameLinkId);
  query = query
    .where('game_instances.game_id', '=', scope.gameId)
    .where('game_links.leaderboard_visible', '=', 1);
  const { state, ageGroup, year } = scope;
  if (state) query = query.where('game_links.state', '=', state);
  if (ageGroup) query = query.where((eb) => inAgeGroup(eb, ageGroup, year));
  return query;
}

/** The result a board ranks by: net position less par, in cents. */
const againstPar = sql<number>`coalesce(game_instances.against_par_cents, 0)`;

const BOARD_COLUMNS = [
  'game_instances.id',
  'game_instances.user_id',
  'game_instances.current_week',
  'game_instances.net_position_cents',
  againstPar.as('against_par_cents'),
  'game_instances.updated_at',
  'players.name',
  'game_links.group_name',
  'game_links.theme',
] as const;

function rankedGames(db: Db, scope: BoardScope) {
  return boardGames(db, scope)
    .select(BOARD_COLUMNS)
    .orderBy(againstPar, 'desc')
    .orderBy('game_instances.current_week', 'asc')
    .orderBy('game_instances.updated_at', 'asc')
    .orderBy('game_instances.id', 'asc');
}

type BoardGame = Awaited<ReturnType<ReturnType<typeof rankedGames>['execute']>>[number];

/** How many games of the board rank above this one. */
function gamesAheadQuery(
  db: Db,
  scope: BoardScope,
  game: { result: number; week: number; updatedAt: string; id: string },
) {
  return boardGames(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => {
      const sameNet = eb(againstPar, '=', game.result);
      const sameWeek = eb('game_instances.current_week', '=', game.week);
      const sameTime = eb('game_instances.updated_at', '=', game.updatedAt);
      return eb.or([
        eb(againstPar, '>', game.result),
        eb.and([sameNet, eb('game_instances.current_week', '<', game.week)]),
        eb.and([sameNet, sameWeek, eb('game_instances.updated_at', '<', game.updatedAt)]),
        eb.and([sameNet, sameWeek, sameTime, eb('game_instances.id', '<', game.id)]),
      ]);
    });
}

// A class's board is read whenever a player opens it, so its three reads are prepared queries
// (named statements on PostgreSQL, whose plan would otherwise cost as much as the read).
const linkScope = (gameLinkId: string): BoardScope => ({ kind: 'link', gameLinkId });
const linkTop = preparedQuery(['gameLinkId', 'limit'], (db, p) =>
  rankedGames(db, linkScope(p.gameLinkId)).limit(p.limit),
);
const linkMine = preparedQuery(['gameLinkId', 'userId'], (db, p) =>
  rankedGames(db, linkScope(p.gameLinkId)).where('game_instances.user_id', '=', p.userId).limit(1),
);
const linkAhead = preparedQuery(['gameLinkId', 'result', 'week', 'updatedAt', 'id'], (db, p) =>
  gamesAheadQuery(db, linkScope(p.gameLinkId), p),
);

type Board = {
  top(limit: number): Promise<BoardGame[]>;
  mine(userId: string): Promise<BoardGame | undefined>;
  ahead(game: BoardGame): Promise<number>;
};

const aheadOf = (game: BoardGame) => ({
  result: Number(game.against_par_cents),
  week: game.current_week,
  updatedAt: game.updated_at,
  id: game.id,
});

function boardOf(db: Db, scope: BoardScope): Board {
  if (scope.kind === 'link') {
    const { gameLinkId } = scope;
    return {
      top: (limit) => linkTop(db, { gameLinkId, limit }),
      mine: async (userId) => (await linkMine(db, { gameLinkId, userId }))[0],
      ahead: async (game) => {
        const [row] = await linkAhead(db, { gameLinkId, ...aheadOf(game) });
        return Number(row?.count ?? 0);
      },
    };
  }
  return {
    top: (limit) => rankedGames(db, scope).limit(limit).execute(),
    mine: (userId) =>
      rankedGames(db, scope)
        .where('game_instances.user_id', '=', userId)
        .limit(1)
        .executeTakeFirst(),
    ahead: async (game) => {
      const { count } = await gamesAheadQuery(db, scope, aheadOf(game)).executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

/**
 * A first name and the class (the link's group), as every board shows a player: never the
 * e-mail or the surname. Registration allows one word of letters, digits and underscores; an
 * older or odd name is cut to its first word, and one that looks like an address is not shown.
 * A family's board shows the member's name alone, as it always has.
 */
export function publicName(name: string, groupName: string | null, theme: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const shown = first && !first.includes('@') ? first : 'A player';
  return theme === 'family' || !groupName ? shown : `${shown} · ${groupName}`;
}

function present(game: BoardGame, rank: number, userId: string): LeaderboardRow {
  return {
    Name: publicName(game.name, game.group_name, game.theme),
    Week: game.current_week,
    NetPosition: centsToDollars(Number(game.net_position_cents)),
    AgainstPar: centsToDollars(Number(game.against_par_cents)),
    Rank: rank,
    IsMe: game.user_id === userId,
  };
}

/** The board's top `limit` games, and the caller's best after them when none of theirs is there. */
export async function readBoard(
  db: Db,
  scope: BoardScope,
  userId: string,
  limit: number,
): Promise<LeaderboardRow[]> {
  const board = boardOf(db, scope);
  const top = await board.top(limit);
  const rows = top.map((game, index) => present(game, index + 1, userId));
  if (rows.some((row) => row.IsMe)) return rows;
  const mine = await board.mine(userId);
  if (!mine) return rows;
  return [...rows, present(mine, (await board.ahead(mine)) + 1, userId)];
}

/** Whether some game of the caller's in this game belongs to a player whose age is unknown. */
export async function hasGameWithoutAge(
  db: Db,
  gameId: string,
  userId: string,
  year: number,
): Promise<boolean> {
  const games = await db
    .selectFrom('game_instances')
    .innerJoin('players', 'players.id', 'game_instances.player_id')
    .innerJoin('users', 'users.id', 'game_instances.user_id')
    .select(['players.is_account_holder', 'players.age_band', 'users.yob'])
    .where('game_instances.game_id', '=', gameId)
    .where('game_instances.user_id', '=', userId)
    .limit(50)
    .execute();
  return games.some((game) => ageGroupOf(game, game, year) === undefined);
}
