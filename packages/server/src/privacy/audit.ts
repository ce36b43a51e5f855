import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect';

// Who looked (issue 34, decision 030): each time a teacher opens a student's weeks or replay,
// makes a student's reset link or exports the class, one row: who, whose, what and when. One
// insert, before the answer is sent, so no look goes unrecorded. The rows go with the class and
// with the student; `npm run admin -- audit <GameLinkID>` lists a class's.

export type AuditAction = 'student-weeks' | 'replay' | 'reset-link' | 'class-export';

export interface Look {
  gameLinkId: string;
  teacherUserId: string;
  /** The student looked at; null for the whole class. */
  studentUserId: string | null;
  gameInstanceId: string | null;
  action: AuditAction;
  /** The week a replay showed. */
  week?: number | null;
}

export async function recordLook(db: Db, look: Look, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      game_link_id: look.gameLinkId,
      teacher_user_id: look.teacherUserId,
      student_user_id: look.studentUserId,
      game_instance_id: look.gameInstanceId,
      action: look.action,
      week: look.week ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** A class's audit trail, oldest first, with the teacher's and student's e-mail and name. */
export async function auditTrail(db: Db, gameLinkId: string) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users as teacher', 'teacher.id', 'audit_log.teacher_user_id')
    .leftJoin('users as student', 'student.id', 'audit_log.student_user_id')
    .select([
      'audit_log.created_at',
      'audit_log.action',
      'audit_log.week',
      'audit_log.game_instance_id',
      'audit_log.teacher_user_id',
      'teacher.email as teacher_email',
      'audit_log.student_user_id',
      'student.email as student_email',
      'student.name as student_name',
      'student.surname as student_surname',
    ])
    .where('audit_log.game_link_id', '=', gameLinkId)
    .orderBy('audit_log.created_at')
    .orderBy('audit_log.id')
    .execute();
}

/** What the player's own export says of teachers' looks at their games (no teacher's name). */
export async function looksAtStudent(db: Db, userId: string) {
  return db
    .selectFrom('audit_log')
    .select(['created_at', 'action', 'game_instance_id', 'week'])
    .where('student_user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
