import {
  applyCommand,
  checkInvariants,
  selectGame,
  type Command,
  type EngineEvent,
  type GameContent,
  type GameState,
  type Rejection,
} from '@mc/engine';
import { DIARY_SAVES_PER_QUESTION, ERRORS, TEACHER_MESSAGES } from '@mc/contract';
import type { Db, Dialect } from '../db/connect';
import { ApiError, notFound } from '../http/errors';
import { authorize, type Requester } from './access';
import { InvariantBreach } from './invariants';
import { rememberState } from './state-cache';
import { loadInstance, lockInstance, readHead, storeNextVersion } from './storage';

// A game instance is the unit of consistency (docs/architecture.md principle 4): every command runs in
// one transaction that loads the instance, applies the engine and stores the result, appended to
// the instance's command log so the game can be replayed.

export interface CommandRequest {
  instanceId: string;
  requester: Requester;
  /** The command, or how to work it out from the instance's current state. */
  command: Command | ((state: GameState) => Command);
  /** Run the engine's invariant check on every state a command makes (development and tests). */
  checkInvariants: boolean;
}

export type CommandOutcome =
  | { ok: true; state: GameState; events: EngineEvent[]; content: GameContent; version: number }
  | (Rejection & { state: GameState });

/** True when every part of the state is the very object it was (commands copy what they change). */
function changesNothing(before: GameState, after: GameState): boolean {
  if (before === after) return true;
  const keys = Object.keys(after) as (keyof GameState)[];
  return (
    keys.length === Object.keys(before).length && keys.every((key) => after[key] === before[key])
  );
}

const unstored = (outcome: CommandOutcome) => ({ outcome, stored: false });

/**
 * A game's stored size has a ceiling: each week of play allows COMMANDS_PER_WEEK stored commands
 * (a player who reads every e-mail, pays every bill and moves money all week stores under 150),
 * counted over the game so far, so a script cannot grow one game without bound. The commands that
 * move the week on are always taken, so a game never gets stuck: the week's end and the bonus
 * question, and Finance Weekly's quiz, which a required week waits for (a quiz stores a dozen
 * commands at most: one creation, start and end, a start again after ending early (it cannot be
 * ended twice), an answer and a completion per question). What that makes a game's most is
 * GAME_BYTES_MAX.
 */
export const COMMANDS_PER_WEEK = 400;
const ALWAYS_TAKEN = new Set<Command['type']>([
  'startWeek',
  'endWeek',
  'generateBonusQuestion',
  'answerBonusQuestion',
  'turnOffBonusTimer',
  'createQuiz',
  'startQuiz',
  'submitAnswer',
  'completeQuestion',
  'endQuiz',
  // Once each a question, after the game is over.
  'askSurveyQuestion',
  'answerSurveyQuestion',
  'turnOffSurveyClock',
]);

/**
 * What one game stores at most, in bytes, by part (the hostile-player test and
 * test/storage-bound.test.ts hold the game to them). A row's bytes are its text as UTF-8 and 8 for
 * each number.
 */
export const STORED_BYTES = {
  /** The game's own: its live state, what it sends and posts in 27 weeks (a quiet game: 80 KB). */
  game: 200_000,
  /** A command, with its log row and the ledger postings it makes (about 0.3 KB measured). */
  command: 500,
  /** A diary save: 500 characters of up to 3 bytes, in the log and again as a page of the diary. */
  diarySave: 3_300,
  /** An end quiz or survey command: up to 200 characters of own words (6 bytes each as JSON). */
  endCommand: 1_500,
} as const;

/**
 * The most one game stores by design, in bytes: its row in game_instances, its command log and its
 * pages (ledger, messages, diary), whatever its player does (README "Limits", decision 031). A
 * game of at most 27 weeks stores at most COMMANDS_PER_WEEK commands a week and those always taken
 * (a week's end and start, its bonus question, its quiz: under 20 a week); of those, at most
 * DIARY_SAVES_PER_QUESTION are saves of each week's diary answer; then at most three commands for
 * each question of the end quiz and survey (23 in the starter content; 30 allowed for).
 */
export const GAME_BYTES_MAX =
  STORED_BYTES.game +
  27 * (COMMANDS_PER_WEEK + 20) * STORED_BYTES.command +
  27 * DIARY_SAVES_PER_QUESTION * (STORED_BYTES.diarySave - STORED_BYTES.command) +
  30 * 3 * STORED_BYTES.endCommand;

const overAllowance = (version: number, state: GameState, command: Command) =>
  !ALWAYS_TAKEN.has(command.type) &&
  version >= COMMANDS_PER_WEEK * Math.max(1, selectGame(state).currentWeek);

/**
 * Applies one command to an instance in one transaction: 404 when there is no such instance, 403
 * when the requester may not change it; a rejection changes nothing. With `checkInvariants`, a
 * state that breaks the engine's invariants is never stored (InvariantBreach).
 */
export async function runCommand(
  db: Db,
  dialect: Dialect,
  request: CommandRequest,
): Promise<CommandOutcome> {
  const { instanceId } = request;
  const { outcome, stored } = await db.transaction().execute(async (trx) => {
    await lockInstance(trx, dialect, instanceId);
    const head = authorize(request.requester, await readHead(trx, instanceId), 'change');
    // A class its teacher has closed stops at its students' next move (README, "Teachers").
    const link = await trx
      .selectFrom('game_links')
      .select('is_game_active')
      .where('id', '=', head.game_link_id)
      .executeTakeFirst();
    if (link && link.is_game_active !== 1) throw new ApiError(400, TEACHER_MESSAGES.classClosed);
    const instance = await loadInstance(trx, instanceId, head);
    if (!instance) throw notFound(ERRORS.gameInstanceDoesNotExist);
    const command =
      typeof request.command === 'function' ? request.command(instance.state) : request.command;
    if (overAllowance(head.version, instance.state, command))
      throw new ApiError(429, ERRORS.weekFullOfChanges);
    const result = applyCommand(instance.state, command, instance.content);
    if (!result.ok) {
      // A week that would not end (no bank account, a required quiz): the teacher's class view
      // counts the student as stuck from here, not before they tried (issue 19).
      if (command.type === 'endWeek' && result.blockApp)
        await trx
          .updateTable('game_instances')
          .set({ end_refused_week: instance.state.week })
          .where('id', '=', instanceId)
          .execute();
      return unstored({ ...result, state: instance.state });
    }
    const { content } = instance;
    if (changesNothing(instance.state, result.state)) {
      // Starting a week already under way, asking again for this week's question: answered, but
      // neither stored nor logged (replaying the log without it gives the same game).
      return unstored({
        ok: true,
        state: instance.state,
        events: result.events,
        content,
        version: head.version,
      });
    }
    if (request.checkInvariants) {
      const problems = checkInvariants(result.state);
      if (problems.length > 0) throw new InvariantBreach(instanceId, command.type, problems);
    }
    const version = await storeNextVersion(trx, instance, result.state, command);
    const outcome: CommandOutcome = {
      ok: true,
      state: result.state,
      events: result.events,
      content,
      version,
    };
    return { outcome, stored: true };
  });
  // Kept once committed: a state whose transaction failed must never be served.
  if (stored && outcome.ok) rememberState(instanceId, outcome.version, outcome.state);
  return outcome;
}
