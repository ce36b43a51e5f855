import type { Insertable, Selectable } from 'kysely';

// Row types of every table. Flags are INTEGER 0/1 on both databases so one code path serves
// SQLite and PostgreSQL; times are ISO-8601 text in UTC.

export interface GamesTable {
  id: string;
  name: string;
  scenario_key: string;
  total_weeks: number;
  /** Seeds the shared world (market, prices) so every player of a game faces the same one. */
  seed: number;
  created_at: string;
}

export interface GameLinksTable {
  id: string;
  game_id: string;
  theme: string;
  group_name: string | null;
  group_year: string | null;
  group_subject: string | null;
  is_game_active: number;
  max_games: number;
  max_players: number;
  created_at: string;
}

export interface DatabaseSchema {
  games: GamesTable;
  game_links: GameLinksTable;
}

export type GameRow = Selectable<GamesTable>;
export type NewGameRow = Insertable<GamesTable>;
export type GameLinkRow = Selectable<GameLinksTable>;
export type NewGameLinkRow = Insertable<GameLinksTable>;
