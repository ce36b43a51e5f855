import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { NO_PASSWORD } from '../accounts/passwords';
import { emailKey } from '../accounts/repository';

// Teachers and their classes (issue 19, decision 023). A teacher is an account like a player's
// (the same users table, e-mail key, password rules, hashing and reset links) whose role is
// 'teacher' and which has no player. Their classes are the game links they created or were given.

/** A stored hash no password matches: a new teacher sets theirs through a one-time reset link. */

export async function insertTeacher(
  db: Db,
  teacher: { email: string; name: string },
): Promise<UserRow> {
  const row: UserRow = {
    id: randomUUID(),
    email: teacher.email.trim(),
    email_key: emailKey(teacher.email),
    password_hash: NO_PASSWORD,
    name: teacher.name.trim(),
    surname: null,
    yob: null,
    age_band: null,
    gender: null,
    theme: 'school',
    is_trial: 0,
    role: 'teacher',
    created_at: new Date().toISOString(),
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

/** Puts the link among the teacher's classes (once); is_owner for the teacher who created it. */
export async function giveLinkToTeacher(
  db: Db,
  gameLinkId: string,
  userId: string,
  isOwner: boolean,
): Promise<void> {
  const existing = await db
    .selectFrom('game_link_teachers')
    .select('is_owner')
    .where('game_link_id', '=', gameLinkId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('game_link_teachers')
    .values({
      game_link_id: gameLinkId,
      user_id: userId,
      is_owner: isOwner ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The ids of the teacher's links: what every teacher route checks access against. */
export async function teacherLinkIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('game_link_teachers')
    .select('game_link_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.game_link_id));
}

/** The teacher's links with their games and how many players joined, newest first. */
export async function listTeacherLinks(db: Db, userId: string, onlyLinkId?: string) {
  let query = db
    .selectFrom('game_link_teachers')
    .innerJoin('game_links', 'game_links.id', 'game_link_teachers.game_link_id')
    .innerJoin('games', 'games.id', 'game_links.game_id')
    .selectAll('game_links')
    .select([
      'games.total_weeks',
      'games.pretest',
      // The class's own game, for the weekly guide: its content and its seed's draw.
      'games.scenario_key',
      'games.seed',
      'games.quiz_required',
      'game_link_teachers.is_owner',
      (eb) =>
        eb
          .selectFrom('game_link_users')
          .select((inner) => inner.fn.countAll<number>().as('players'))
          .whereRef('game_link_users.game_link_id', '=', 'game_links.id')
          .as('players'),
      // The class's last activity, for when its data is deleted (privacy/retention.ts).
      (eb) =>
        eb
          .selectFrom('game_instances')
          .select((inner) => inner.fn.max('game_instances.updated_at').as('last_played_at'))
          .whereRef('game_instances.game_link_id', '=', 'game_links.id')
          .as('last_played_at'),
      (eb) =>
        eb
          .selectFrom('game_link_users')
          .select((inner) => inner.fn.max('game_link_users.joined_at').as('last_joined_at'))
          .whereRef('game_link_users.game_link_id', '=', 'game_links.id')
          .as('last_joined_at'),
    ])
    .where('game_link_teachers.user_id', '=', userId)
    // A class being deleted is gone for its teachers from the first step (privacy/purge.ts).
    .where('game_links.deleted_at', 'is', null);
  if (onlyLinkId) query = query.where('game_links.id', '=', onlyLinkId);
  return query.orderBy('game_links.created_at', 'desc').execute();
}
export type TeacherLinkRow = Awaited<ReturnType<typeof listTeacherLinks>>[number];
