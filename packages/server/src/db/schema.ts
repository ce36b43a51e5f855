import type { Generated, Insertable, Selectable } from 'kysely';

// Row types of every table. Flags are INTEGER 0/1 on both databases so one code path serves
// SQLite and PostgreSQL; times are ISO-8601 text in UTC.

export interface GamesTable {
  id: string;
  name: string;
  scenario_key: string;
  total_weeks: number;
  /** Seeds the shared world (market, prices) so every player of a game faces the same one. */
  seed: number;
  /** Which weeks' Finance Weekly quizzes are required: 'some', 'all' or 'none'. */
  quiz_required: string;
  /** 'quiz' (the end quiz, then the survey), 'survey' or 'none'. */
  end_survey: string;
  /** 1 when a player may skip the end quiz or survey. */
  end_survey_optional: number;
  /** 1 when its players answer the learning check before week 1 (issue 33). */
  pretest: number;
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
  /** Where the class is (NSW, VIC, QLD, WA, SA, TAS, ACT, NT), for the game-wide board; or null. */
  state: string | null;
  /** 1: the link's players see the class leaderboard; 0: hidden by the teacher (decision 021). */
  leaderboard_visible: Generated<number>;
  /** The last week the link's players may play (the teacher's pacing); null: no limit. */
  weeks_open: number | null;
  /** The persona the whole class plays ('14-15', '16-17', '18'); null: each player's age band's. */
  persona: string | null;
  /** Sign-ups the link turned away because it was full (issue 30), for its teacher. */
  refused_full: Generated<number>;
  /** A school link's class code (issue 31), typed at /join; null for other themes. */
  join_code: string | null;
  /** The provider the link's students must sign in with (issue 31); null: any way. */
  sign_in_provider: string | null;
  /** The e-mail domains the link accepts, comma-separated, lower-case; null: any. */
  email_domains: string | null;
  /** When the class was last closed (is_game_active 0); null while open (decision 030). */
  closed_at: string | null;
  /** When the class's deletion began: gone for its teachers and boards, the sweep finishes it. */
  deleted_at: string | null;
  created_at: string;
}

/** A teacher's classes: the links they created (is_owner 1) or were given (0). */
export interface GameLinkTeachersTable {
  game_link_id: string;
  user_id: string;
  is_owner: number;
  created_at: string;
}

export interface UsersTable {
  id: string;
  email: string;
  /** Lower-cased e-mail: addresses are unique whatever their case. */
  email_key: string;
  password_hash: string;
  name: string;
  surname: string | null;
  yob: string | null;
  age_band: string | null;
  gender: string | null;
  theme: string;
  is_trial: number;
  /** 'player' or 'teacher' (issue 19). */
  role: Generated<string>;
  created_at: string;
}

/** Who plays a game instance: the account holder, or a family member of a family account. */
export interface PlayersTable {
  id: string;
  user_id: string;
  name: string;
  age_band: string | null;
  gender: string | null;
  is_account_holder: number;
  created_at: string;
}

export interface AccessTokensTable {
  /** SHA-256 of the token: a leaked table gives no usable token. */
  token_hash: string;
  user_id: string;
  /** Milliseconds since the epoch. */
  expires_at: number;
  revoked: number;
  /** The account's role when the token was issued: 'player' or 'teacher'. */
  role: Generated<string>;
  created_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  expires_at: number;
  used: number;
  created_at: string;
}

export interface GameLinkUsersTable {
  game_link_id: string;
  user_id: string;
  joined_at: string;
}

export interface GameInstancesTable {
  id: string;
  game_id: string;
  game_link_id: string;
  player_id: string;
  user_id: string;
  current_week: number;
  is_game_complete: number;
  /** Kept beside the state for the leaderboard and the game slots. */
  net_position_cents: number;
  seed: number;
  /**
   * The engine's state as JSON, without its sealed pages, which are full and never change again:
   * the ledger's first `sealed_pages` pages of postings (in ledger_pages) and the message
   * archive's first `sealed_message_pages` pages (in message_pages), and the diary's first
   * `sealed_diary_pages` answers (in diary_pages).
   */
  state: string;
  sealed_pages: number;
  sealed_message_pages: number;
  sealed_diary_pages: number;
  /** Bumped by every accepted command. */
  version: number;
  /** The last week whose end the game refused (a check failed), 0 when none: the teacher's view. */
  end_refused_week: Generated<number>;
  /** 1 for a player's second and later games of the same game: practice, never on a board. */
  is_practice: Generated<number>;
  /** Net position less par (par/), kept beside the state for the boards; null: not yet stored. */
  against_par_cents: number | null;
  created_at: string;
  updated_at: string;
}

/** Every accepted command, in order, so a game can be replayed. */
export interface InstanceCommandsTable {
  instance_id: string;
  seq: number;
  command: string;
  created_at: string;
}

/** A full page of an instance's ledger postings (JSON), written once. */
export interface LedgerPagesTable {
  instance_id: string;
  page_no: number;
  postings: string;
}

/** A full page of an instance's archived messages (JSON), written once. */
export interface MessagePagesTable {
  instance_id: string;
  page_no: number;
  messages: string;
}

/** A diary answer as saved (JSON), once another follows it, written once. */
export interface DiaryPagesTable {
  instance_id: string;
  page_no: number;
  answer: string;
}

/** Par for a world: the careful player's net position week by week (JSON array of cents). */
export interface ParCurvesTable {
  game_id: string;
  scenario_id: string;
  curve: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

/** A provider's account (issue 31): the issuer's subject and the user it signs in. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: string;
}

/** A sign-in sent to a provider, read once when the provider sends the browser back. */
export interface OidcSignInsTable {
  state: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  game_link_id: string | null;
  /** 'player' or 'teacher'. */
  role: string;
  expires_at: number;
}

/** The one-time code a browser trades for the server's token after a provider's sign-in. */
export interface OidcHandoffsTable {
  code_hash: string;
  user_id: string;
  role: string;
  game_link_id: string | null;
  expires_at: number;
}

/** Who looked (decision 030): a teacher reading a student's game, one row a look. */
export interface AuditLogTable {
  id: string;
  game_link_id: string;
  teacher_user_id: string;
  /** The student looked at; null for the whole class (its export). */
  student_user_id: string | null;
  game_instance_id: string | null;
  /** 'student-weeks', 'replay', 'reset-link' or 'class-export'. */
  action: string;
  /** The week a replay showed; null otherwise. */
  week: number | null;
  created_at: string;
}

export interface DatabaseSchema {
  games: GamesTable;
  game_links: GameLinksTable;
  users: UsersTable;
  players: PlayersTable;
  access_tokens: AccessTokensTable;
  password_resets: PasswordResetsTable;
  game_link_users: GameLinkUsersTable;
  game_link_teachers: GameLinkTeachersTable;
  game_instances: GameInstancesTable;
  instance_commands: InstanceCommandsTable;
  ledger_pages: LedgerPagesTable;
  message_pages: MessagePagesTable;
  diary_pages: DiaryPagesTable;
  rate_limits: RateLimitsTable;
  par_curves: ParCurvesTable;
  user_identities: UserIdentitiesTable;
  oidc_sign_ins: OidcSignInsTable;
  oidc_handoffs: OidcHandoffsTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type PlayerRow = Selectable<PlayersTable>;
export type GameInstanceRow = Selectable<GameInstancesTable>;

export type GameRow = Selectable<GamesTable>;
export type NewGameRow = Insertable<GamesTable>;
export type GameLinkRow = Selectable<GameLinksTable>;
export type NewGameLinkRow = Insertable<GameLinksTable>;
