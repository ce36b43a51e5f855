import { z } from 'zod';
import { AGE_BANDS, AUTH_MESSAGES, MEMBER_GENDERS, checkFamilyName, checkMemberName } from './auth';
import { ERRORS } from './messages';
import { LIMITS } from './constants';
import { themeSchema } from './gamelink';
import { resultSchema } from './result-schema';

// Requests and responses of the account, game-link, family and game-selection calls
// (spec part 1, section 7: "Auth and link", "Family", and POST/PUT /api/i/games).

const id = (message: string = ERRORS.invalidRequest) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }));

export const yobRangeResult = z
  .object({ StartYear: z.number().int(), EndYear: z.number().int() })
  .meta({ id: 'YobRange' });
export type YobRangeResult = z.infer<typeof yobRangeResult>;

/** POST /api/Account/Register: the account made (the player signs in with /Token next). */
export const registeredUserSchema = z
  .object({ UserID: z.string(), PlayerID: z.string(), Name: z.string() })
  .meta({ id: 'RegisteredUser' });
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

/** GET /api/g/games/theme: the theme of a game link; 'school' for no link or an unknown one. */
export const themeQuery = z.object({ GameLinkID: z.string().max(64).optional() });
export const themeResultSchema = z.object({ Theme: themeSchema });

export const trialBody = z.object({
  Email: z
    .string()
    .max(LIMITS.emailMax * 4)
    .default(''),
  Name: z
    .string()
    .max(LIMITS.nameMax * 4)
    .default(''),
  GameLinkID: z.string().max(64).optional(),
});

export const sendResetBody = z.object({
  UserName: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(LIMITS.emailMax, AUTH_MESSAGES.emailTooLong),
  GameLinkID: z.string().max(64).optional(),
});

export const resetPasswordBody = z.object({
  UserID: z.string().max(64).default(''),
  Code: z.string().max(256).default(''),
  NewPassword: z
    .string()
    .max(LIMITS.passwordMax * 4)
    .default(''),
  ConfirmPassword: z
    .string()
    .max(LIMITS.passwordMax * 4)
    .default(''),
});

export const gameLinkBody = z.object({ GameLinkID: id(ERRORS.gameLinkNotFound) });
export const myGameLinkQuery = z.object({
  GameLinkID: id(ERRORS.gameLinkNotFound),
  PlayerID: id().optional(),
});
/** POST /api/m/gamelinks: the link joined. */
export const gameLinkJoinedSchema = z.object({ GameLinkID: z.string() });

export interface GameInstanceSummary {
  ID: string;
  CurrentWeek: number;
  IsGameComplete: boolean;
  /** Dollars. */
  NetPosition: number;
  /** Dollars: NetPosition less par; null until the game is next stored (a game made before par). */
  AgainstPar: number | null;
  /** A second or later game of the same game: practice, on no board (issue 29). */
  IsPractice: boolean;
  Player: { ID: string; Name: string };
}
export const gameInstanceSummarySchema = resultSchema<GameInstanceSummary>()(
  z
    .object({
      ID: z.string(),
      CurrentWeek: z.number().int(),
      IsGameComplete: z.boolean(),
      NetPosition: z.number(),
      AgainstPar: z.number().nullable(),
      IsPractice: z.boolean(),
      Player: z.object({ ID: z.string(), Name: z.string() }),
    })
    .meta({ id: 'GameInstanceSummary' }),
);

/** GET /api/m/gamelinks: the link's fields of part 1 section 3 with my game instances. */
export interface MyGameLink {
  GameLinkID: string;
  GameID: string;
  UserID: string;
  UserName: string;
  PlayerID: string;
  Theme: 'school' | 'family' | 'insurer';
  GroupName: string | null;
  GroupYear: string | null;
  GroupSubject: string | null;
  IsGameActive: boolean;
  Surname: string | null;
  MaxGames: number;
  TotalWeeks: number;
  GameInstances: GameInstanceSummary[];
}
export const myGameLinkSchema = resultSchema<MyGameLink>()(
  z
    .object({
      GameLinkID: z.string(),
      GameID: z.string(),
      UserID: z.string(),
      UserName: z.string(),
      PlayerID: z.string(),
      Theme: themeSchema,
      GroupName: z.string().nullable(),
      GroupYear: z.string().nullable(),
      GroupSubject: z.string().nullable(),
      IsGameActive: z.boolean(),
      Surname: z.string().nullable(),
      MaxGames: z.number().int(),
      TotalWeeks: z.number().int(),
      GameInstances: z.array(gameInstanceSummarySchema),
    })
    .meta({ id: 'MyGameLink' }),
);

const memberName = z
  .string()
  .max(LIMITS.nameMax * 4)
  .superRefine((value, ctx) => {
    const message = checkMemberName(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
const memberAge = z.enum(AGE_BANDS, { error: AUTH_MESSAGES.ageRequired });
const memberGender = z.enum(MEMBER_GENDERS, { error: AUTH_MESSAGES.genderRequired });

export const addFamilyMemberBody = z.object({
  GameLinkID: id(ERRORS.gameLinkNotFound).optional(),
  Name: memberName,
  Age: memberAge,
  Gender: memberGender,
  Email: z.string().max(LIMITS.emailMax).optional(),
});
export const updateFamilyMemberBody = z.object({
  ID: id(),
  Name: memberName,
  Age: memberAge,
  Gender: memberGender,
});
export const updateSurnameBody = z.object({
  ID: id().optional(),
  Surname: z
    .string()
    .max(LIMITS.familyNameMax * 4)
    .superRefine((value, ctx) => {
      const message = checkFamilyName(value, true);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});

export interface FamilyMember {
  ID: string;
  Name: string;
  Age: string;
  Gender: 'm' | 'f';
}
export const familyMemberSchema = resultSchema<FamilyMember>()(
  z
    .object({ ID: z.string(), Name: z.string(), Age: z.string(), Gender: z.enum(MEMBER_GENDERS) })
    .meta({ id: 'FamilyMember' }),
);
export interface Family {
  ID: string;
  Surname: string;
  Members: FamilyMember[];
  FamilyGameInstanceCount: number;
}
export const familySchema = resultSchema<Family>()(
  z
    .object({
      ID: z.string(),
      Surname: z.string(),
      Members: z.array(familyMemberSchema),
      FamilyGameInstanceCount: z.number().int(),
    })
    .meta({ id: 'Family' }),
);
/** POST /api/m/family/updatefamilymember: the member changed. */
export const familyMemberIdSchema = z.object({ ID: z.string() });
/** POST /api/m/family/updatesurname: the family name as stored (trimmed). */
export const surnameResultSchema = z.object({ Surname: z.string() });

/**
 * POST /api/i/games. The spec's client sends GameID alone: the game starts on the player's link
 * for that game. GameLinkID chooses the link when the player is on several links of one game.
 */
export const createGameInstanceBody = z.object({
  GameID: id(ERRORS.gameNotFound),
  GameLinkID: id(ERRORS.gameLinkNotFound).optional(),
  PlayerID: id().optional(),
});
export const listGameInstancesBody = z.object({
  GameLinkID: id(ERRORS.gameLinkNotFound),
  PlayerID: id().optional(),
});

export const GAME_MESSAGES = {
  noFreeSlot: 'You have used all your game slots on this game link. Continue one of your games.',
  linkClosed: 'This game link is no longer active.',
  notOnLink: 'Sign in through your game link first.',
  severalLinks:
    'You are on more than one game link of this game. Choose the game link (GameLinkID) to start the game on.',
  memberNotFound: 'Family member not found.',
  notFamily: 'Only a family account has family members.',
  chooseMember: 'Choose a family member to play: a family account plays through its members.',
  membersOnFamilyLinks: 'Family members play on a family game link.',
  /** A family account joining (or playing on) a school's or an insurer's link (issue 34). */
  familyOnOtherLink:
    'A family account plays through its members, on a family game link. To play on this game link, register an account of your own.',
} as const;
