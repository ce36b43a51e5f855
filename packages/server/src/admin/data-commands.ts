import { PostgresAdapter } from 'kysely';
import { z } from 'zod';
import { findUserByEmail } from '../accounts/repository';
import type { Db } from '../db/connect';
import { findGameLink } from '../gamelinks/repository';
import { auditTrail } from '../privacy/audit';
import { myData } from '../privacy/export';
import { deleteAccountNow, deleteTeacherAccount } from '../privacy/purge';
import { UsageError } from './commands';

// The operator's side of children's data (issue 34, decision 030): a player's export and
// deletion, a teacher's deletion, and a class's audit trail (who looked at which student's game).

/**
 * Printed JSON stays valid and says exactly what is stored: the characters the command line
 * would otherwise turn into '?' (controls, bidirectional overrides) are written as \u escapes.
 */
const PRINT_ESCAPED = /[\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
const printableJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(
    PRINT_ESCAPED,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

async function playerByEmail(db: Db, args: string[], command: string) {
  const [email] = args;
  if (args.length !== 1 || !email)
    throw new UsageError(
      `${command} takes one e-mail address, e.g. npm run admin -- ${command} sam@school.edu.au`,
    );
  const user = await findUserByEmail(db, email);
  if (!user) throw new UsageError(`No player with the e-mail ${email}`);
  if (user.role === 'teacher')
    throw new UsageError(
      `${email} is a teacher's account: ${command} is for players' accounts (a teacher's classes' audit trails name them).`,
    );
  return user;
}

async function exportPlayer(db: Db, args: string[]): Promise<string[]> {
  const user = await playerByEmail(db, args, 'export-player');
  const data = await myData(db, user.id);
  if (!data) throw new UsageError(`No player with the e-mail ${user.email}`);
  return [printableJson(data)];
}

async function deletePlayer(db: Db, args: string[]): Promise<string[]> {
  const user = await playerByEmail(db, args, 'delete-player');
  const players = await db
    .selectFrom('players')
    .select('id')
    .where('user_id', '=', user.id)
    .execute();
  const games = await deleteAccountNow(db, user.id);
  if (games === undefined) throw new UsageError(`No player with the e-mail ${user.email}`);
  return [
    `Deleted ${user.email}'s account: ${players.length} player${players.length === 1 ? '' : 's'} and ${games} game${games === 1 ? '' : 's'}, off every leaderboard.`,
  ];
}

/**
 * A teacher's account, deleted at once on request. Refused while they own a class that is still
 * kept: its students' data goes only with the class (its teacher deletes it from the class page,
 * or the retention time does), and a class needs its owner to be deleted early.
 */
async function deleteTeacher(db: Db, args: string[]): Promise<string[]> {
  const [email] = args;
  if (args.length !== 1 || !email)
    throw new UsageError(
      'delete-teacher takes one e-mail address, e.g. npm run admin -- delete-teacher lee@school.edu.au',
    );
  const user = await findUserByEmail(db, email);
  if (!user || user.role !== 'teacher') throw new UsageError(`No teacher with the e-mail ${email}`);
  return db.transaction().execute(async (trx) => {
    // On PostgreSQL a class being created for them now waits for this (its row points at the
    // account), so none slips in between the check and the deletion; SQLite runs one write at a time.
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const owned = await trx
      .selectFrom('game_link_teachers')
      .innerJoin('game_links', 'game_links.id', 'game_link_teachers.game_link_id')
      .select(['game_links.group_name'])
      .where('game_link_teachers.user_id', '=', user.id)
      .where('game_link_teachers.is_owner', '=', 1)
      .where('game_links.deleted_at', 'is', null)
      .orderBy('game_links.group_name')
      .execute();
    if (owned.length > 0) {
      const names = owned.map((link) => link.group_name ?? 'a class without a name').join(', ');
      throw new UsageError(
        `${user.email} still owns ${owned.length === 1 ? 'a class' : `${owned.length} classes`} (${names}): its students' data goes only with the class. The teacher deletes it from the class page, or it is deleted DATA_RETENTION_DAYS after its last activity; then run this again.`,
      );
    }
    const given = await trx
      .selectFrom('game_link_teachers')
      .select('game_link_id')
      .where('user_id', '=', user.id)
      .execute();
    await deleteTeacherAccount(trx, user.id);
    return [
      `Deleted ${user.email}'s teacher account${given.length > 0 ? `, and their place in ${given.length === 1 ? 'a class' : `${given.length} classes`} they were given` : ''}.`,
    ];
  });
}

async function audit(db: Db, args: string[]): Promise<string[]> {
  const [id] = args;
  if (args.length !== 1 || !id || !z.uuid().safeParse(id).success)
    throw new UsageError('audit takes one game link id, e.g. npm run admin -- audit 3f2b...');
  if (!(await findGameLink(db, id))) throw new UsageError(`No game link ${id}`);
  const rows = await auditTrail(db, id);
  if (rows.length === 0) return [`No teacher has looked at a student's game on game link ${id}.`];
  return rows.map((row) =>
    [
      row.created_at.slice(0, 19).replace('T', ' '),
      row.teacher_email ?? row.teacher_user_id,
      row.action === 'replay' ? `replay of week ${row.week ?? '?'}` : row.action,
      row.student_user_id === null
        ? 'the whole class'
        : `${[row.student_name, row.student_surname].filter(Boolean).join(' ')} <${row.student_email ?? row.student_user_id}>`,
      row.game_instance_id ?? '-',
    ].join('  '),
  );
}

export type DataCommand = 'export-player' | 'delete-player' | 'delete-teacher' | 'audit';

/** The data commands, by name. */
export async function runDataCommand(
  db: Db,
  command: DataCommand,
  args: string[],
): Promise<string[]> {
  switch (command) {
    case 'export-player':
      return exportPlayer(db, args);
    case 'delete-player':
      return deletePlayer(db, args);
    case 'delete-teacher':
      return deleteTeacher(db, args);
    case 'audit':
      return audit(db, args);
  }
}
