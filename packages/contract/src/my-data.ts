import { z } from 'zod';
import { progressResultSchema, type ProgressResult } from './apps/progress';
import { resultSchema } from './result-schema';
import { gameStandingShape } from './teacher';

// A player's own data (issue 34, decision 030): everything kept about the signed-in account as
// one JSON file (GET /api/Account/export; the admin command export-player prints the same), and
// deleting the account with everything it played (POST /api/Account/delete).

/** The name the export is saved under. */
export const MY_DATA_FILE_NAME = 'money-challenge-my-data.json';

/** What an account that has no password types to confirm deleting it. */
export const DELETE_ACCOUNT_WORD = 'DELETE';

/**
 * An account without a password (one that signs in with a school account) deletes itself only
 * from a sign-in at most this many minutes old: a computer left signed in is not enough.
 */
export const DELETE_ACCOUNT_FRESH_MINUTES = 10;

export const MY_DATA_MESSAGES = {
  /** 200: the account is gone; the token no longer works. */
  deleted: 'Your account and everything you played have been deleted.',
  passwordRequired: 'Type your password to delete your account.',
  wrongPassword: 'That password is not right, so nothing was deleted.',
  confirmWord: `Type ${DELETE_ACCOUNT_WORD} in capitals to delete your account.`,
  signInAgain: `To delete your account, sign in again with your school account, then delete it within ${DELETE_ACCOUNT_FRESH_MINUTES} minutes.`,
  /** 403 for a teacher's token. */
  teacherAccount:
    "A teacher's account is not deleted here: ask whoever runs Money Challenge at your school to remove it.",
} as const;

/** POST /api/Account/delete: the password, or for an account without one the word DELETE. */
export const deleteAccountBody = z.object({
  Password: z.string().max(512).optional(),
  Confirm: z.string().max(64).optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** The account as kept, without its password hash. */
export interface MyAccount {
  UserID: string;
  Email: string;
  Name: string;
  Surname: string | null;
  YOB: string | null;
  AgeBand: string | null;
  Gender: string | null;
  /** 'school', 'family' or 'insurer': the kind of link it registered on. */
  Theme: string;
  IsTrial: boolean;
  /** Whether a password is kept (its hash is never exported). */
  HasPassword: boolean;
  CreatedAt: string;
  /** The school accounts it signs in with: the provider and its id for the account there. */
  SignsInWith: { Provider: string; Subject: string; CreatedAt: string }[];
}

/** Who plays: the account holder, and a family's members. */
export interface MyPlayer {
  PlayerID: string;
  Name: string;
  AgeBand: string | null;
  Gender: string | null;
  IsAccountHolder: boolean;
  CreatedAt: string;
}

/** A class (game link) the account joined. */
export interface MyMembership {
  GameLinkID: string;
  GroupName: string | null;
  GroupYear: string | null;
  GroupSubject: string | null;
  Theme: string;
  JoinedAt: string;
}

export interface MyDiaryAnswer {
  /** The week of the question answered. */
  Week: number;
  Question: string;
  Answer: string;
  /** The game week it was saved in; an answer edited later is kept once for each saving. */
  SavedInWeek: number;
}

export interface MySurveyAnswer {
  QuestionID: string;
  Question: string;
  /** The option chosen, as shown; null for none. */
  Answer: string | null;
  /** The player's own words, when they chose 'Other'. */
  OtherText: string | null;
  /** End quiz questions: right or not; survey questions: null. */
  Correct: boolean | null;
}

export interface MyMoneyCheckAnswer {
  QuestionID: string;
  Question: string;
  Answer: string | null;
  Correct: boolean;
}

/** A command the game accepted, as it was stored (the log a teacher's replay reads). */
export interface MyCommand {
  Seq: number;
  At: string;
  Command: Record<string, unknown>;
}

/** One game, its state summed up, the player's own words in it, and its command log. */
export interface MyGame {
  GameInstanceID: string;
  GameLinkID: string;
  GameID: string;
  PlayerID: string;
  PlayerName: string;
  Week: number;
  TotalWeeks: number;
  IsGameComplete: boolean;
  /** Dollars. */
  NetPosition: number;
  /** Dollars: NetPosition less par. */
  AgainstPar: number;
  IsPractice: boolean;
  CreatedAt: string;
  UpdatedAt: string;
  /** Where I'm at: every account, thing and debt now. */
  Report: ProgressResult;
  DiaryAnswers: MyDiaryAnswer[];
  SurveyAnswers: MySurveyAnswer[];
  MoneyCheckAnswers: MyMoneyCheckAnswer[];
  Commands: MyCommand[];
}

/** A teacher looking at the player's game (the audit trail), without the teacher's name. */
export interface MyTeacherView {
  At: string;
  /** 'student-weeks', 'replay' or 'reset-link'. */
  What: string;
  GameInstanceID: string | null;
  /** The week a replay showed. */
  Week: number | null;
}

/** GET /api/Account/export: everything kept about the account. */
export interface MyData {
  ExportedAt: string;
  Account: MyAccount;
  Players: MyPlayer[];
  Memberships: MyMembership[];
  Games: MyGame[];
  TeacherViews: MyTeacherView[];
}

const nullableString = z.string().nullable();

export const myDataSchema = resultSchema<MyData>()(
  z
    .object({
      ExportedAt: z.string(),
      Account: z.object({
        UserID: z.string(),
        Email: z.string(),
        Name: z.string(),
        Surname: nullableString,
        YOB: nullableString,
        AgeBand: nullableString,
        Gender: nullableString,
        Theme: z.string(),
        IsTrial: z.boolean(),
        HasPassword: z.boolean(),
        CreatedAt: z.string(),
        SignsInWith: z.array(
          z.object({ Provider: z.string(), Subject: z.string(), CreatedAt: z.string() }),
        ),
      }),
      Players: z.array(
        z.object({
          PlayerID: z.string(),
          Name: z.string(),
          AgeBand: nullableString,
          Gender: nullableString,
          IsAccountHolder: z.boolean(),
          CreatedAt: z.string(),
        }),
      ),
      Memberships: z.array(
        z.object({
          GameLinkID: z.string(),
          GroupName: nullableString,
          GroupYear: nullableString,
          GroupSubject: nullableString,
          Theme: z.string(),
          JoinedAt: z.string(),
        }),
      ),
      Games: z.array(
        z.object({
          GameInstanceID: z.string(),
          GameLinkID: z.string(),
          GameID: z.string(),
          PlayerID: z.string(),
          PlayerName: z.string(),
          ...gameStandingShape,
          CreatedAt: z.string(),
          UpdatedAt: z.string(),
          Report: progressResultSchema,
          DiaryAnswers: z.array(
            z.object({
              Week: z.number().int(),
              Question: z.string(),
              Answer: z.string(),
              SavedInWeek: z.number().int(),
            }),
          ),
          SurveyAnswers: z.array(
            z.object({
              QuestionID: z.string(),
              Question: z.string(),
              Answer: nullableString,
              OtherText: nullableString,
              Correct: z.boolean().nullable(),
            }),
          ),
          MoneyCheckAnswers: z.array(
            z.object({
              QuestionID: z.string(),
              Question: z.string(),
              Answer: nullableString,
              Correct: z.boolean(),
            }),
          ),
          Commands: z.array(
            z.object({
              Seq: z.number().int(),
              At: z.string(),
              Command: z.record(z.string(), z.unknown()),
            }),
          ),
        }),
      ),
      TeacherViews: z.array(
        z.object({
          At: z.string(),
          What: z.string(),
          GameInstanceID: nullableString,
          Week: z.number().int().nullable(),
        }),
      ),
    })
    .meta({ id: 'MyData' }),
);
