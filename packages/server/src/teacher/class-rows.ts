import { centsToDollars as $, type ClassPlayerRow, type StuckReason } from '@mc/contract';
import {
  selectConcerns,
  learningScores,
  selectEndQuizScore,
  selectAgainstPar,
  selectBadges,
  selectGame,
  WEEK_BLOCKING_CONCERNS,
  type GameState,
} from '@mc/engine';
import type { Db } from '../db/connect';
import { headOf, INSTANCE_HEAD_COLUMNS } from '../instances/head';
import { presentBadge } from '../badges/present';
import { loadInstance } from '../instances/storage';

// The class view's rows (issue 19): a row per player and game on a link, with the reasons a
// student may need help, the students who need it most first. The game's own reasons come from
// the engine (selectConcerns); the server adds what only it knows: a student who joined but never
// started, and days without a sign-in.

/** Days without a sign-in or a move in the game after which a student counts as disengaged. */
export const INACTIVE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Hours after joining before a student who has not started a game needs help: one who joined a
 * minute ago is just joining (the class view says so), not stuck.
 */
export const NOT_STARTED_HOURS = 2;
const HOUR_MS = 60 * 60 * 1000;

/** A link's games with their heads and what the row lists (one statement). */
export async function gamesOnLink(db: Db, gameLinkId: string, instanceIds?: readonly string[]) {
  if (instanceIds?.length === 0) return [];
  let query = db
    .selectFrom('game_instances')
    .innerJoin('games', 'games.id', 'game_instances.game_id')
    .innerJoin('players', 'players.id', 'game_instances.player_id')
    .innerJoin('users', 'users.id', 'game_instances.user_id')
    .select([
      ...INSTANCE_HEAD_COLUMNS,
      'game_instances.id',
      'game_instances.player_id',
      'game_instances.updated_at',
      'game_instances.end_refused_week',
      'players.name as player_name',
      'players.is_account_holder',
      'users.surname',
      'users.email',
    ])
    .where('game_instances.game_link_id', '=', gameLinkId);
  if (instanceIds) query = query.where('game_instances.id', 'in', [...instanceIds]);
  return query.orderBy('game_instances.created_at').execute();
}

/** Each user's latest sign-in on the link (tokens are kept until they expire, then swept). */
async function lastSignIns(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('access_tokens')
    .select(['user_id', (eb) => eb.fn.max('created_at').as('last')])
    .where('user_id', 'in', [...userIds])
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, String(row.last)]));
}

const later = (a: string, b: string | undefined) => (b !== undefined && b > a ? b : a);

function quizScore(state: GameState): { right: number; asked: number } {
  let right = 0;
  let asked = 0;
  for (const quiz of state.news.quizzes)
    for (const answer of quiz.answers) {
      asked += 1;
      if (answer.correct) right += 1;
    }
  return { right, asked };
}

function inactive(lastActive: string, now: number): StuckReason[] {
  const days = Math.floor((now - Date.parse(lastActive)) / DAY_MS);
  return days >= INACTIVE_DAYS
    ? [{ Code: 'inactive', Reason: `No sign-in or move in the game for ${days} days` }]
    : [];
}

/** Students who need help first (the more reasons, the sooner), then the furthest behind, then by name. */
export function byNeed(a: ClassPlayerRow, b: ClassPlayerRow): number {
  return (
    b.Stuck.length - a.Stuck.length ||
    Number(a.IsGameComplete) - Number(b.IsGameComplete) ||
    a.Week - b.Week ||
    a.Name.localeCompare(b.Name, 'en-AU')
  );
}

const fullName = (name: string, surname: string | null) =>
  [name, surname].filter(Boolean).join(' ');

/**
 * The rows of a link's games (of the named games only, for the live stream), and with `everyone`
 * a row for each member who has not started a game.
 */
export async function classRows(
  db: Db,
  gameLinkId: string,
  options: {
    now?: number;
    instanceIds?: readonly string[];
    everyone?: boolean;
    /** The link's game's length, for the rows of students without a game. */
    totalWeeks?: number;
    /** The teacher's pace: the last week the class may play (null or absent: no limit). */
    weeksOpen?: number | null;
  } = {},
): Promise<ClassPlayerRow[]> {
  const now = options.now ?? Date.now();
  const games = await gamesOnLink(db, gameLinkId, options.instanceIds);
  const members = options.everyone
    ? await db
        .selectFrom('game_link_users')
        .innerJoin('users', 'users.id', 'game_link_users.user_id')
        .innerJoin('players', (join) =>
          join.onRef('players.user_id', '=', 'users.id').on('players.is_account_holder', '=', 1),
        )
        .select([
          'users.id as user_id',
          'users.email',
          'users.surname',
          'players.id as player_id',
          'players.name',
          'game_link_users.joined_at',
        ])
        .where('game_link_users.game_link_id', '=', gameLinkId)
        .execute()
    : [];
  const signIns = await lastSignIns(db, [
    ...new Set([...games.map((g) => g.user_id), ...members.map((m) => m.user_id)]),
  ]);
  const rows: ClassPlayerRow[] = [];
  for (const game of games) {
    const head = headOf(game);
    const stored = head && (await loadInstance(db, game.id, head));
    if (!stored) continue;
    const { state, content, par } = stored;
    const lastActive = later(game.updated_at, signIns.get(game.user_id));
    const quiz = quizScore(state);
    const endQuiz = selectEndQuizScore(state);
    const check = learningScores(state, content);
    const stuck: StuckReason[] = [
      ...selectConcerns(state, content)
        // A week that cannot end yet is a worry once the student has tried to end it.
        .filter(
          (c) =>
            !WEEK_BLOCKING_CONCERNS.has(c.code) || Number(game.end_refused_week) === state.week,
        )
        .map((c) => ({ Code: c.code, Reason: c.reason })),
      ...(state.isGameComplete ? [] : inactive(lastActive, now)),
    ];
    rows.push({
      PlayerID: game.player_id,
      Name: fullName(game.player_name, game.surname),
      Email: game.email,
      GameInstanceID: game.id,
      Week: state.week,
      TotalWeeks: state.totalWeeks,
      IsGameComplete: state.isGameComplete,
      NetPosition: $(selectGame(state).netPositionCents),
      AgainstPar: $(selectAgainstPar(state, par).againstParCents),
      IsPractice: head.is_practice === 1,
      Badges: selectBadges(state).map(presentBadge),
      LastActive: lastActive,
      QuizScore: quiz.right,
      QuizQuestions: quiz.asked,
      EndQuizScore: endQuiz.questions > 0 ? endQuiz.right : null,
      MoneyCheckBefore: check.before,
      MoneyCheckAfter: check.after,
      Stuck: stuck,
      WaitingForPace:
        options.weeksOpen !== undefined &&
        options.weeksOpen !== null &&
        !state.isGameComplete &&
        state.phase !== 'playing' &&
        state.week >= options.weeksOpen,
    });
  }
  // Whoever has a game on the link, whether or not it is among the games asked for.
  const started = new Set(
    options.instanceIds && members.length > 0
      ? (
          await db
            .selectFrom('game_instances')
            .select('user_id')
            .where('game_link_id', '=', gameLinkId)
            .execute()
        ).map((row) => row.user_id)
      : games.map((game) => game.user_id),
  );
  for (const member of members) {
    if (started.has(member.user_id)) continue;
    const lastActive = later(member.joined_at, signIns.get(member.user_id));
    rows.push({
      PlayerID: member.player_id,
      Name: fullName(member.name, member.surname),
      Email: member.email,
      GameInstanceID: null,
      Week: 0,
      TotalWeeks: Number(options.totalWeeks ?? 0),
      IsGameComplete: false,
      NetPosition: 0,
      AgainstPar: 0,
      IsPractice: false,
      Badges: [],
      LastActive: lastActive,
      QuizScore: 0,
      QuizQuestions: 0,
      EndQuizScore: null,
      MoneyCheckBefore: null,
      MoneyCheckAfter: null,
      Stuck:
        now - Date.parse(member.joined_at) < NOT_STARTED_HOURS * HOUR_MS
          ? []
          : [
              { Code: 'not-started', Reason: "Joined the class but hasn't started a game" },
              ...inactive(lastActive, now),
            ],
      WaitingForPace: false,
    });
  }
  return rows.sort(byNeed);
}
