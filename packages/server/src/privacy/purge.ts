import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { DatabaseSchema } from '../db/schema';
import { forgetState } from '../instances/state-cache';

// Deleting children's data (issue 34, decision 030): a class (its teacher's DELETE, or the
// retention sweep) or one account (the player's own request, or the admin command). Each table
// that holds something of a game, a class or an account is named here, children before parents
// (the foreign keys are enforced on both databases), so a table added later without its line
// here shows up in retention.test.ts, which looks for the deleted ids in every table.

type Trx = Transaction<DatabaseSchema>;

/** What a deletion took: games and accounts, for the answer and the sweep's log line. */
export interface Deleted {
  games: number;
  accounts: number;
}

/** Deletes game instances with their command logs and sealed pages. */
async function deleteInstances(trx: Trx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = [...ids];
  await trx.deleteFrom('instance_commands').where('instance_id', 'in', list).execute();
  await trx.deleteFrom('ledger_pages').where('instance_id', 'in', list).execute();
  await trx.deleteFrom('message_pages').where('instance_id', 'in', list).execute();
  await trx.deleteFrom('diary_pages').where('instance_id', 'in', list).execute();
  await trx.deleteFrom('game_instances').where('id', 'in', list).execute();
}

/** This process's parsed states of deleted games go too (other processes' are never read again). */
const forgetStates = (ids: readonly string[]) => ids.forEach(forgetState);

/**
 * The sign-in counters that name the account's e-mail (http/rate-limit.ts's keys), and the
 * counter of its attempts to delete itself.
 */
async function deleteCounters(trx: Trx, user: { id: string; email_key: string }): Promise<void> {
  const ipPrefix = `login:acct-ip:${user.email_key}|`;
  await trx
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        eb('key', 'in', [
          `login:acct:${user.email_key}`,
          `reset:acct:${user.email_key}`,
          `delete:acct:${user.id}`,
        ]),
        eb(sql`substr(key, 1, ${ipPrefix.length})`, '=', ipPrefix),
      ]),
    )
    .execute();
}

/** The account's e-mail key (for its sign-in counters) and role, read in the deleting transaction. */
const accountOf = (trx: Trx, userId: string) =>
  trx
    .selectFrom('users')
    .select(['id', 'email_key', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();

/**
 * Deletes an account and everything kept about it: its players (a family's members), their
 * games wherever they are, its memberships, sign-ins, reset codes, school-account identities, the
 * audit trail's rows about it and its sign-in counters. Returns the games deleted; undefined when
 * there is no such account. A teacher's account is not deleted here: deleteTeacherAccount does
 * that, once the classes they own are gone.
 */
export async function deleteAccount(trx: Trx, userId: string): Promise<number | undefined> {
  const user = await accountOf(trx, userId);
  if (!user || user.role === 'teacher') return undefined;
  const games = await trx
    .selectFrom('game_instances')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  const ids = games.map((game) => game.id);
  await deleteInstances(trx, ids);
  await trx.deleteFrom('audit_log').where('student_user_id', '=', userId).execute();
  for (const table of [
    'game_link_users',
    'game_link_teachers',
    'access_tokens',
    'password_resets',
    'user_identities',
    'oidc_handoffs',
    'players',
  ] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  await deleteCounters(trx, user);
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  forgetStates(ids);
  return ids.length;
}

/**
 * Deletes a teacher's account (the operator's delete-teacher): their place in the classes they
 * were given, their sign-ins, reset codes, school-account identities and sign-in counters. The
 * caller has checked that they own no class still kept. The audit trail's rows keep the id of the
 * teacher who looked (nothing else of them) until their class is deleted. False when the account
 * is not a teacher's.
 */
export async function deleteTeacherAccount(trx: Trx, userId: string): Promise<boolean> {
  const user = await accountOf(trx, userId);
  if (!user || user.role !== 'teacher') return false;
  for (const table of [
    'game_link_teachers',
    'access_tokens',
    'password_resets',
    'user_identities',
    'oidc_handoffs',
  ] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  await deleteCounters(trx, user);
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  return true;
}

/** Deletes the account when it belongs to nothing (checked in the same transaction). */
export async function deleteAccountIfAlone(trx: Trx, userId: string): Promise<boolean> {
  if (!(await belongsToNothing(trx, userId))) return false;
  return (await deleteAccount(trx, userId)) !== undefined;
}

/** Deletes an account in its own transaction (the player's request, the admin command). */
export async function deleteAccountNow(db: Db, userId: string): Promise<number | undefined> {
  return db.transaction().execute((trx) => deleteAccount(trx, userId));
}

/**
 * Whether an account belongs to nothing any more: not a teacher, on no class, with no game and
 * no class of its own. A family account is itself the member of its family's links, so a family
 * that plays on another link keeps its account.
 */
async function belongsToNothing(trx: Trx, userId: string): Promise<boolean> {
  const user = await trx
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.role === 'teacher') return false;
  const member = await trx
    .selectFrom('game_link_users')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const game = await trx
    .selectFrom('game_instances')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const teaches = await trx
    .selectFrom('game_link_teachers')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !member && !game && !teaches;
}

/**
 * The first step of deleting a class: in one short transaction it leaves every teacher's list
 * (its ownership rows go), every board (its leaderboard hidden) and play (closed), and is marked
 * as being deleted, so no one sees it half-deleted while the steps below delete its students a
 * few at a time, and a sweep finishes it after a restart. `idleSince`: only when the class has
 * had no activity since then (the retention sweep's check, made again in the transaction).
 * Returns false when there is no such class (or it has had activity since).
 */
export async function beginClassDeletion(
  db: Db,
  gameLinkId: string,
  now: Date,
  idleSince?: string,
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('game_links')
      .set({
        deleted_at: sql<string>`coalesce(deleted_at, ${at})`,
        closed_at: sql<string>`coalesce(closed_at, ${at})`,
        is_game_active: 0,
        leaderboard_visible: 0,
      })
      .where('id', '=', gameLinkId);
    if (idleSince !== undefined) update = update.where((eb) => idleLink(eb, idleSince));
    const marked = await update.executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('game_link_teachers').where('game_link_id', '=', gameLinkId).execute();
    // Sign-ins in flight that started on the class (minutes old at most).
    await trx.deleteFrom('oidc_sign_ins').where('game_link_id', '=', gameLinkId).execute();
    await trx.deleteFrom('oidc_handoffs').where('game_link_id', '=', gameLinkId).execute();
    return true;
  });
}

/**
 * A class with no activity after `since`: made, closed, joined and played no later. ISO times in
 * UTC compare as text, in SQL as in TypeScript.
 */
export function idleLink(e: ExpressionBuilder<DatabaseSchema, 'game_links'>, since: string) {
  return e.and([
    e('game_links.created_at', '<=', since),
    e.or([e('game_links.closed_at', 'is', null), e('game_links.closed_at', '<=', since)]),
    e.not(
      e.exists(
        e
          .selectFrom('game_instances')
          .select('game_instances.id')
          .whereRef('game_instances.game_link_id', '=', 'game_links.id')
          .where('game_instances.updated_at', '>', since),
      ),
    ),
    e.not(
      e.exists(
        e
          .selectFrom('game_link_users')
          .select('game_link_users.user_id')
          .whereRef('game_link_users.game_link_id', '=', 'game_links.id')
          .where('game_link_users.joined_at', '>', since),
      ),
    ),
  ]);
}

/**
 * One step of deleting a class whose deletion has begun, in one transaction: whole students at a
 * time (each with all their games on the class, their membership, and their account when it
 * belongs to nothing else), at most `maxGames` games unless one student alone has more (at most
 * the link's MaxGames). Once no student is left, the class itself: its audit trail, the link,
 * and its game with its par curves when no other class plays it. `done` once the class is gone.
 */
export async function deleteClassStep(
  db: Db,
  gameLinkId: string,
  maxGames: number,
): Promise<Deleted & { done: boolean }> {
  const result = await db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('game_link_users')
      .select('user_id')
      .where('game_link_id', '=', gameLinkId)
      .orderBy('user_id')
      .limit(Math.max(1, maxGames))
      .execute();
    const memberIds = members.map((member) => member.user_id);
    const games =
      memberIds.length > 0
        ? await trx
            .selectFrom('game_instances')
            .select(['id', 'user_id'])
            .where('game_link_id', '=', gameLinkId)
            .where('user_id', 'in', memberIds)
            .execute()
        : // Games of no member (none are made so; a membership lost by hand).
          await trx
            .selectFrom('game_instances')
            .select(['id', 'user_id'])
            .where('game_link_id', '=', gameLinkId)
            .limit(Math.max(1, maxGames))
            .execute();
    if (memberIds.length === 0 && games.length === 0) {
      await deleteClassItself(trx, gameLinkId);
      return { games: [] as string[], accounts: 0, done: true };
    }
    // Whole students, in order, while they fit (the first always does).
    const taken = new Set<string>();
    let cost = 0;
    for (const userId of memberIds.length > 0 ? memberIds : games.map((game) => game.user_id)) {
      const theirs = games.filter((game) => game.user_id === userId).length;
      if (taken.size > 0 && cost + Math.max(1, theirs) > maxGames) break;
      taken.add(userId);
      cost += Math.max(1, theirs);
    }
    const ids = games.filter((game) => taken.has(game.user_id)).map((game) => game.id);
    await deleteInstances(trx, ids);
    await trx
      .deleteFrom('game_link_users')
      .where('game_link_id', '=', gameLinkId)
      .where('user_id', 'in', [...taken])
      .execute();
    let accounts = 0;
    for (const userId of taken) if (await deleteAccountIfAlone(trx, userId)) accounts += 1;
    return { games: ids, accounts, done: false };
  });
  forgetStates(result.games);
  return { games: result.games.length, accounts: result.accounts, done: result.done };
}

/** The class's own rows, once its students are gone. */
async function deleteClassItself(trx: Trx, gameLinkId: string): Promise<void> {
  const link = await trx
    .selectFrom('game_links')
    .select('game_id')
    .where('id', '=', gameLinkId)
    .executeTakeFirst();
  await trx.deleteFrom('audit_log').where('game_link_id', '=', gameLinkId).execute();
  await trx.deleteFrom('game_link_teachers').where('game_link_id', '=', gameLinkId).execute();
  await trx.deleteFrom('game_links').where('id', '=', gameLinkId).execute();
  if (!link) return;
  const otherLink = await trx
    .selectFrom('game_links')
    .select('id')
    .where('game_id', '=', link.game_id)
    .executeTakeFirst();
  const otherGame = await trx
    .selectFrom('game_instances')
    .select('id')
    .where('game_id', '=', link.game_id)
    .executeTakeFirst();
  // Par curves hold no one's data, but nothing reads them without the game.
  if (otherLink || otherGame) return;
  await trx.deleteFrom('par_curves').where('game_id', '=', link.game_id).execute();
  await trx.deleteFrom('games').where('id', '=', link.game_id).execute();
}

/** Games a step deletes at most: a step is one transaction, short enough not to hold writers up. */
export const GAMES_PER_STEP = 20;

/**
 * Deletes a class whose deletion has begun, step by step, to the end (the teacher's DELETE: each
 * step is its own short transaction, so players' moves go on between them).
 */
export async function finishClassDeletion(
  db: Db,
  gameLinkId: string,
  gamesPerStep = GAMES_PER_STEP,
): Promise<Deleted> {
  const total: Deleted = { games: 0, accounts: 0 };
  for (;;) {
    const step = await deleteClassStep(db, gameLinkId, gamesPerStep);
    total.games += step.games;
    total.accounts += step.accounts;
    if (step.done) return total;
  }
}
