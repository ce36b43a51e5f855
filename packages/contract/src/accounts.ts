import { z } from 'zod';
import { AGE_BANDS, AUTH_MESSAGES, MEMBER_GENDERS, checkFamilyName, checkMemberName } from './auth';
import { ERRORS } from './messages';
import { LIMITS } from './constants';

// Requests and responses of the account, game-link, family and game-selection calls
// (spec part 1, section 7: "Auth and link", "Family", and POST/PUT /api/i/games).

const id = (message: string = ERRORS.invalidRequest) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }));

export const yobRangeResult = z.object({ StartYear: z.number().int(), EndYear: z.number().int() });
export type YobRangeResult = z.infer<typeof yobRangeResult>;

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

export interface GameInstanceSummary {
  ID: string;
  CurrentWeek: number;
  IsGameComplete: boolean;
  /** Dollars. */
  NetPosition: number;
  Player: { ID: string; Name: string };
}

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

export const leaderboardQuery = z.object({
  GameLinkID: id(ERRORS.gameLinkNotFound),
  MaxNumberOfGamesToReturn: z.coerce.number().int().min(1).max(100).optional(),
});
export interface LeaderboardRow {
  Name: string;
  Week: number;
  /** Dollars. */
  NetPosition: number;
}

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
export interface Family {
  ID: string;
  Surname: string;
  Members: FamilyMember[];
  FamilyGameInstanceCount: number;
}

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
} as const;
