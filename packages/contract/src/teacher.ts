import { z } from 'zod';
import { ALLOWED_GAME_LENGTHS, THEMES, type Theme } from './constants';
import { badgeSchema, type Badge } from './badges';
import { ERRORS } from './messages';
import { TEACHER_MESSAGES } from './teacher-messages';
import { isClassText, NAME_CHARACTER_MESSAGES } from './name-characters';
import { parseEmailDomains } from './oidc';
import { PERSONA_MESSAGE, PERSONAS, type PersonaKey } from './personas';
import { resultSchema } from './result-schema';
import { progressResultSchema, type ProgressResult } from './apps/progress';
import { weekMovementSchema, type WeekMovement } from './apps/end-of-week';
import { communicationSchema, type Communication } from './apps/communications';
import { billSchema, type Bill } from './apps/email';

// The teacher's side (issue 19): a teacher's classes (game links they own or were given), the
// class's players with the reasons some are stuck, a student's weeks with where the money went, a
// replay of a student's game week by week, a reset link to hand a student, the class as CSV and a
// live stream of the class's rows. Teachers read games; they never change one (decision 023).

const gameLinkIdParam = z
  .string({ error: ERRORS.gameLinkNotFound })
  .pipe(z.uuid({ error: ERRORS.gameLinkNotFound }));
const instanceIdParam = z
  .string({ error: ERRORS.gameInstanceDoesNotExist })
  .pipe(z.uuid({ error: ERRORS.gameInstanceDoesNotExist }));

export const teacherLinkParams = z.object({ GameLinkID: gameLinkIdParam });
export const teacherInstanceParams = z.object({ GameInstanceID: instanceIdParam });
export const teacherPlayerParams = z.object({
  PlayerID: z
    .string({ error: TEACHER_MESSAGES.noSuchPlayer })
    .pipe(z.uuid({ error: TEACHER_MESSAGES.noSuchPlayer })),
});

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/**
 * A class's name, year or subject: classmates see it and the certificate prints it, so it is
 * written in the characters a name may have (name-characters.ts), composed (NFC) as stored.
 */
const classText = (message: string, field: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .normalize('NFC')
    .min(min, { error: message, abort: true })
    .max(max, { error: message, abort: true })
    .refine(isClassText, { error: NAME_CHARACTER_MESSAGES.classText(field) });

/** POST /api/t/links: a new class (a game link on a new game). */
export const createTeacherLinkBody = z.object({
  GroupName: classText(TEACHER_MESSAGES.groupName, 'Class name', 1, 100),
  GroupYear: classText(TEACHER_MESSAGES.groupYear, 'Year level', 0, 20).optional(),
  GroupSubject: classText(TEACHER_MESSAGES.groupSubject, 'Subject', 0, 100).optional(),
  Theme: z.enum(THEMES, { error: TEACHER_MESSAGES.theme }).default('school'),
  TotalWeeks: z
    .number({ error: TEACHER_MESSAGES.totalWeeks })
    .refine((weeks) => (ALLOWED_GAME_LENGTHS as readonly number[]).includes(weeks), {
      error: TEACHER_MESSAGES.totalWeeks,
    })
    .default(26),
  MaxPlayers: wholeNumber(TEACHER_MESSAGES.maxPlayers, 1, 200).default(40),
  MaxGames: wholeNumber(TEACHER_MESSAGES.maxGames, 1, 10).default(1),
  /** Who the whole class plays; absent or null: chosen by the year level (linkPersona). */
  Persona: z.enum(PERSONAS, { error: PERSONA_MESSAGE }).nullable().optional(),
  /** Issue 31: the school provider every student signs in with (its name); absent: any way. */
  SignInWith: z.string({ error: TEACHER_MESSAGES.signInWith }).trim().max(40).nullable().optional(),
  /** Issue 31: the e-mail domains the class takes, comma-separated; absent or empty: any. */
  EmailDomains: z
    .string({ error: TEACHER_MESSAGES.emailDomains })
    .max(300, { error: TEACHER_MESSAGES.emailDomains })
    .refine((text) => parseEmailDomains(text) !== null, { error: TEACHER_MESSAGES.emailDomains })
    .optional(),
  /** Issue 33: the learning check before week 1 (on unless the teacher turns it off). */
  PretestRequired: z.boolean({ error: 'PretestRequired must be true or false.' }).default(true),
});
export type CreateTeacherLinkBody = z.input<typeof createTeacherLinkBody>;

/** PUT /api/t/links/{GameLinkID}: any of the three; WeeksOpen null lifts the pacing. */
export const updateTeacherLinkBody = z
  .object({
    IsGameActive: z.boolean({ error: 'IsGameActive must be true or false.' }).optional(),
    LeaderboardVisible: z
      .boolean({ error: 'LeaderboardVisible must be true or false.' })
      .optional(),
    WeeksOpen: wholeNumber(TEACHER_MESSAGES.weeksOpen, 1, 27).nullable().optional(),
  })
  .refine(
    (body) =>
      body.IsGameActive !== undefined ||
      body.LeaderboardVisible !== undefined ||
      body.WeeksOpen !== undefined,
    { error: TEACHER_MESSAGES.nothingToChange },
  );
export type UpdateTeacherLinkBody = z.input<typeof updateTeacherLinkBody>;

export const replayQuery = z.object({
  week: z.coerce
    .number({ error: TEACHER_MESSAGES.replayWeek })
    .int({ error: TEACHER_MESSAGES.replayWeek })
    .min(1, { error: TEACHER_MESSAGES.replayWeek })
    .max(27, { error: TEACHER_MESSAGES.replayWeek }),
});

/** The signed-in teacher (GET /api/t/me). */
export interface TeacherMe {
  UserID: string;
  Name: string;
  Email: string;
}
export const teacherMeSchema = resultSchema<TeacherMe>()(
  z.object({ UserID: z.string(), Name: z.string(), Email: z.string() }).meta({ id: 'TeacherMe' }),
);

/** A class as its teacher sees it. */
export interface TeacherLink {
  GameLinkID: string;
  GameID: string;
  GroupName: string;
  GroupYear: string | null;
  GroupSubject: string | null;
  Theme: Theme;
  TotalWeeks: number;
  MaxPlayers: number;
  MaxGames: number;
  IsGameActive: boolean;
  LeaderboardVisible: boolean;
  /** The last week the class may play; null: no limit. */
  WeeksOpen: number | null;
  /** Who every student of the class plays (null on a family link: each member's age band). */
  Persona: PersonaKey | null;
  /** The address to hand the class. */
  LoginUrl: string;
  /** The class code to type at JoinUrl (issue 31); null on a family's or an insurer's link. */
  JoinCode: string | null;
  /** Where a class types its code. */
  JoinUrl: string;
  /** The school account every student signs in with (its button's label); null: any way. */
  SignInWith: string | null;
  /** The e-mail domains the class takes; empty: any. */
  EmailDomains: string[];
  /** Students answer the learning check before week 1 (issue 33). */
  PretestRequired: boolean;
  /** Players who have joined the link. */
  Players: number;
  /** Sign-ups turned away because the class was full (MaxPlayers reached). */
  RefusedFull: number;
  /** True for the teacher who created it; false for a link given to them. */
  IsOwner: boolean;
  CreatedAt: string;
  /** When the class was closed (IsGameActive false); null while it is open. */
  ClosedAt: string | null;
  /** The class's latest activity: a move in a game, a student joining, its closing or making. */
  LastActivity: string;
  /**
   * ISO time (UTC) from which the class's data is deleted: LastActivity plus the server's
   * DATA_RETENTION_DAYS (decision 030); any activity moves it later. Null when this server keeps
   * data until a teacher deletes it.
   */
  DeletesOn: string | null;
  /** True from DELETION_WARNING_DAYS before DeletesOn: the class page warns its teacher. */
  DeletionWarning: boolean;
}
export const teacherLinkSchema = resultSchema<TeacherLink>()(
  z
    .object({
      GameLinkID: z.string(),
      GameID: z.string(),
      GroupName: z.string(),
      GroupYear: z.string().nullable(),
      GroupSubject: z.string().nullable(),
      Theme: z.enum(THEMES),
      TotalWeeks: z.number().int(),
      MaxPlayers: z.number().int(),
      MaxGames: z.number().int(),
      IsGameActive: z.boolean(),
      LeaderboardVisible: z.boolean(),
      WeeksOpen: z.number().int().nullable(),
      Persona: z.enum(PERSONAS).nullable(),
      LoginUrl: z.string(),
      JoinCode: z.string().nullable(),
      JoinUrl: z.string(),
      SignInWith: z.string().nullable(),
      EmailDomains: z.array(z.string()),
      PretestRequired: z.boolean(),
      Players: z.number().int(),
      RefusedFull: z.number().int(),
      IsOwner: z.boolean(),
      CreatedAt: z.string(),
      ClosedAt: z.string().nullable(),
      LastActivity: z.string(),
      DeletesOn: z.string().nullable(),
      DeletionWarning: z.boolean(),
    })
    .meta({ id: 'TeacherLink' }),
);

/** Days before a class's data is deleted that its teacher is warned (TeacherLink.DeletionWarning). */
export const DELETION_WARNING_DAYS = 30;

/** DELETE /api/t/links/{GameLinkID}: the class's name, typed as shown, confirms it. */
export const deleteTeacherLinkBody = z.object({
  Confirm: z
    .string({ error: TEACHER_MESSAGES.confirmDelete })
    .max(300, { error: TEACHER_MESSAGES.confirmDelete }),
});
export type DeleteTeacherLinkBody = z.input<typeof deleteTeacherLinkBody>;

/** Whether what the teacher typed names the class: spaces at the ends and case do not matter. */
export function confirmsClassName(typed: string, groupName: string): boolean {
  const plain = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return plain(typed) !== '' && plain(typed) === plain(groupName);
}

/** DELETE /api/t/links/{GameLinkID}: what went with the class. */
export interface ClassDeleted {
  GameLinkID: string;
  /** The students' games deleted (with their command logs, diary and survey answers). */
  GameInstances: number;
  /** Student accounts deleted because they were in no other class. */
  Accounts: number;
}
export const classDeletedSchema = resultSchema<ClassDeleted>()(
  z
    .object({ GameLinkID: z.string(), GameInstances: z.number().int(), Accounts: z.number().int() })
    .meta({ id: 'ClassDeleted' }),
);

/** Why a student may need help; each reason is also said in plain words. */
export type StuckCode =
  | 'not-started'
  | 'no-bank-account'
  | 'quiz-not-done'
  | 'evicted'
  | 'court-application'
  | 'notice-to-vacate'
  | 'rent-overdue'
  | 'disconnected'
  | 'disconnection-warning'
  | 'debt-collector'
  | 'final-notice'
  | 'credit-default'
  | 'card-minimum-missed'
  | 'debt-growing'
  | 'inactive'
  | 'scam-accepted';
export const STUCK_CODES = [
  'not-started',
  'no-bank-account',
  'quiz-not-done',
  'evicted',
  'court-application',
  'notice-to-vacate',
  'rent-overdue',
  'disconnected',
  'disconnection-warning',
  'debt-collector',
  'final-notice',
  'credit-default',
  'card-minimum-missed',
  'debt-growing',
  'inactive',
  'scam-accepted',
] as const satisfies readonly StuckCode[];

export interface StuckReason {
  Code: StuckCode;
  /** In plain words, for the teacher: 'Can't finish week 1 without a bank account'. */
  Reason: string;
}
export const stuckReasonSchema = resultSchema<StuckReason>()(
  z.object({ Code: z.enum(STUCK_CODES), Reason: z.string() }).meta({ id: 'StuckReason' }),
);

/**
 * A row of the class: a player and one of their games (a player who has not started a game has
 * one row with GameInstanceID null). Rows come sorted with the students who need help first.
 */
export interface ClassPlayerRow {
  PlayerID: string;
  /** First name and surname as the student gave them. */
  Name: string;
  Email: string;
  GameInstanceID: string | null;
  /** The week the game is in (0 before a game). */
  Week: number;
  TotalWeeks: number;
  IsGameComplete: boolean;
  /** Dollars. */
  NetPosition: number;
  /** Dollars: NetPosition less par at the same point of the same world (0 before a game). */
  AgainstPar: number;
  /** A second or later game of the same game: practice, on no board, kept apart. */
  IsPractice: boolean;
  /** The badges for lessons learned the student has earned, in the order earned. */
  Badges: Badge[];
  /** ISO time of the game's last change, else of joining the class. */
  LastActive: string;
  /** Finance Weekly quiz questions answered right, of QuizQuestions answered. */
  QuizScore: number;
  QuizQuestions: number;
  /** The end quiz's right answers, null before it. */
  EndQuizScore: number | null;
  /** The money check's right answers before week 1 and in the end quiz (issue 33); null: none yet. */
  MoneyCheckBefore: number | null;
  MoneyCheckAfter: number | null;
  Stuck: StuckReason[];
  /** Finished the last week the teacher opened: waiting for the teacher to open the next. */
  WaitingForPace: boolean;
}
/**
 * Where a game stands, as the class's rows, a student's weeks and a player's own data give it:
 * the week, the game's length, whether it is over, the net position and against par (dollars),
 * and whether it is a practice game.
 */
export const gameStandingShape = {
  Week: z.number().int(),
  TotalWeeks: z.number().int(),
  IsGameComplete: z.boolean(),
  NetPosition: z.number(),
  AgainstPar: z.number(),
  IsPractice: z.boolean(),
};

export const classPlayerRowSchema = resultSchema<ClassPlayerRow>()(
  z
    .object({
      PlayerID: z.string(),
      Name: z.string(),
      Email: z.string(),
      GameInstanceID: z.string().nullable(),
      ...gameStandingShape,
      Badges: z.array(badgeSchema),
      LastActive: z.string(),
      QuizScore: z.number().int(),
      QuizQuestions: z.number().int(),
      EndQuizScore: z.number().int().nullable(),
      MoneyCheckBefore: z.number().int().nullable(),
      MoneyCheckAfter: z.number().int().nullable(),
      Stuck: z.array(stuckReasonSchema),
      WaitingForPace: z.boolean(),
    })
    .meta({ id: 'ClassPlayerRow' }),
);

/** One finished week of a student's game and where its difference came from. */
export interface TeacherWeek {
  Week: number;
  StartingNetPosition: number;
  FinishingNetPosition: number;
  Difference: number;
  /** Adds up exactly to Difference; the same lines the student sees on the week's summary. */
  Breakdown: WeekMovement[];
}
export const teacherWeekSchema = resultSchema<TeacherWeek>()(
  z
    .object({
      Week: z.number().int(),
      StartingNetPosition: z.number(),
      FinishingNetPosition: z.number(),
      Difference: z.number(),
      Breakdown: z.array(weekMovementSchema),
    })
    .meta({ id: 'TeacherWeek' }),
);

/** GET /api/t/instances/{GameInstanceID}/weeks: the student and each week they finished. */
export interface StudentWeeks {
  GameInstanceID: string;
  GameLinkID: string;
  PlayerID: string;
  Name: string;
  Week: number;
  TotalWeeks: number;
  IsGameComplete: boolean;
  NetPosition: number;
  /** Dollars: NetPosition less par at the same point of the same world. */
  AgainstPar: number;
  IsPractice: boolean;
  Badges: Badge[];
  Weeks: TeacherWeek[];
}
export const studentWeeksSchema = resultSchema<StudentWeeks>()(
  z
    .object({
      GameInstanceID: z.string(),
      GameLinkID: z.string(),
      PlayerID: z.string(),
      Name: z.string(),
      ...gameStandingShape,
      Badges: z.array(badgeSchema),
      Weeks: z.array(teacherWeekSchema),
    })
    .meta({ id: 'StudentWeeks' }),
);

/** GET /api/t/instances/{GameInstanceID}/replay?week=N: the game as it stood at the end of week N. */
export interface Replay {
  Week: number;
  TotalWeeks: number;
  /** The where-I'm-at report (every account, thing and debt) at the end of the week. */
  Report: ProgressResult;
  /** What the student did that week, in order, in words. */
  Actions: string[];
}
export const replaySchema = resultSchema<Replay>()(
  z
    .object({
      Week: z.number().int(),
      TotalWeeks: z.number().int(),
      Report: progressResultSchema,
      Actions: z.array(z.string()),
    })
    .meta({ id: 'Replay' }),
);

/**
 * GET /api/t/instances/{GameInstanceID}/inbox: what the student sees now, so the teacher can talk
 * it through: the bills they can pay (overdue first) and their e-mails and texts, newest first
 * (the player's own presenters; the teacher's read marks nothing read).
 */
export interface StudentInbox {
  Bills: Bill[];
  Messages: Communication[];
}
export const studentInboxSchema = resultSchema<StudentInbox>()(
  z
    .object({ Bills: z.array(billSchema), Messages: z.array(communicationSchema) })
    .meta({ id: 'StudentInbox' }),
);

/** POST /api/t/players/{PlayerID}/reset-password: a link to hand the student. */
export interface TeacherResetLink {
  ResetUrl: string;
  /** ISO time after which the link no longer works. */
  ExpiresAt: string;
}
export const teacherResetLinkSchema = resultSchema<TeacherResetLink>()(
  z.object({ ResetUrl: z.string(), ExpiresAt: z.string() }).meta({ id: 'TeacherResetLink' }),
);

/**
 * GET /api/t/links/{GameLinkID}/export.json: the class to keep before it is deleted: the class,
 * the CSV's rows, and each game's weeks as GET /api/t/instances/{GameInstanceID}/weeks gives them.
 */
export interface ClassExport {
  ExportedAt: string;
  Class: TeacherLink;
  Rows: ClassPlayerRow[];
  Students: StudentWeeks[];
}
export const classExportSchema = resultSchema<ClassExport>()(
  z
    .object({
      ExportedAt: z.string(),
      Class: teacherLinkSchema,
      Rows: z.array(classPlayerRowSchema),
      Students: z.array(studentWeeksSchema),
    })
    .meta({ id: 'ClassExport' }),
);

/** The live stream's event name for a changed row (its data: a ClassPlayerRow as JSON). */
export const LIVE_ROW_EVENT = 'player';

/**
 * The name the class's CSV is saved under: the server sends it, the screen saves under it. ASCII
 * letters, digits and dashes only, so it is safe in a Content-Disposition header.
 */
export function classCsvFileName(groupName: string | null): string {
  return `money-challenge-${fileNamePart(groupName)}.csv`;
}
export const CLASS_CSV_FILE_PATTERN = '^money-challenge-[A-Za-z0-9-]+\\.csv$';

/** The name the class's JSON export is saved under, by the same rule as the CSV's. */
export function classExportFileName(groupName: string | null): string {
  return `money-challenge-${fileNamePart(groupName)}.json`;
}
export const CLASS_EXPORT_FILE_PATTERN = '^money-challenge-[A-Za-z0-9-]+\\.json$';

function fileNamePart(groupName: string | null): string {
  const name = (groupName ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return name || 'class';
}
