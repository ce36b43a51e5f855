import { z } from 'zod';
import { ERRORS } from './messages';
import { resultSchema } from './result-schema';

// The leaderboards (issue 18; spec part 1 section 7, part 2 section 9): a game link's board (the
// class's, or the family's on a family link) and the game-wide board across every link of the
// same game, by state and by age group as the national challenge does (decision 021).

/** Australia's states and territories, as a game link records where its class is. */
export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export const STATE_NAMES: Record<AustralianState, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

/**
 * The national challenge's age groups: the ages in each (a player's age this year, from the year
 * of birth given at registration) and the registration age band that means the same.
 */
export const AGE_GROUPS = {
  '12-15': { minAge: 12, maxAge: 15, band: '12 - 15' },
  '16-18': { minAge: 16, maxAge: 18, band: '16 - 18' },
} as const;
export type AgeGroup = keyof typeof AGE_GROUPS;
export const AGE_GROUP_IDS = Object.keys(AGE_GROUPS) as AgeGroup[];

export const LEADERBOARD_MESSAGES = {
  hidden: 'Your teacher has turned the class leaderboard off.',
  badSize: 'MaxNumberOfGamesToReturn must be a whole number from 1 to 100.',
  badState: `State must be one of ${AUSTRALIAN_STATES.join(', ')}.`,
  badAgeGroup: `AgeGroup must be one of ${AGE_GROUP_IDS.join(', ')}.`,
  noAge:
    "Your game isn't on the age boards: we only know a player's age from the year of birth or age given when they signed up.",
} as const;

const gameLinkId = z
  .string({ error: ERRORS.gameLinkNotFound })
  .trim()
  .pipe(z.uuid({ error: ERRORS.gameLinkNotFound }));

/** An empty query parameter (`State=`) is no filter, as a form's "All" sends it. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const boardSize = optionalParam(
  z.coerce
    .number({ error: LEADERBOARD_MESSAGES.badSize })
    .int(LEADERBOARD_MESSAGES.badSize)
    .min(1, LEADERBOARD_MESSAGES.badSize)
    .max(100, LEADERBOARD_MESSAGES.badSize),
);

/** GET /api/m/leaderboard: the spec's names; the size is capped by the server's configuration. */
export const leaderboardQuery = z.object({
  GameLinkID: gameLinkId,
  MaxNumberOfGamesToReturn: boardSize,
});

/** GET /api/m/leaderboard/game: the caller's link names the game; State and AgeGroup narrow it. */
export const gameLeaderboardQuery = z.object({
  GameLinkID: gameLinkId,
  MaxNumberOfGamesToReturn: boardSize,
  State: optionalParam(
    z
      .string({ error: LEADERBOARD_MESSAGES.badState })
      .trim()
      .toUpperCase()
      .pipe(z.enum(AUSTRALIAN_STATES, { error: LEADERBOARD_MESSAGES.badState })),
  ),
  AgeGroup: optionalParam(
    z
      .string({ error: LEADERBOARD_MESSAGES.badAgeGroup })
      .trim()
      .pipe(
        z.enum(AGE_GROUP_IDS as [AgeGroup, ...AgeGroup[]], {
          error: LEADERBOARD_MESSAGES.badAgeGroup,
        }),
      ),
  ),
});
export type GameLeaderboardQuery = z.infer<typeof gameLeaderboardQuery>;

/**
 * A game on a leaderboard, best first. Name is the player's first name and their class (the
 * link's group), never an e-mail or a surname. Rank and IsMe came later than the spec's three
 * fields: the board's top rows come first, and when none of the caller's games is among them
 * the caller's best game follows as one more row, with its own Rank.
 */
export interface LeaderboardRow {
  Name: string;
  Week: number;
  /** Dollars. */
  NetPosition: number;
  /** Dollars: NetPosition less par at the same point of the same world; boards rank by it. */
  AgainstPar: number;
  /** 1 for the best; games that tie on everything the order looks at still get one each. */
  Rank: number;
  /** A game of the signed-in account (a family's: any of its members'). */
  IsMe: boolean;
}
export const leaderboardRowSchema = resultSchema<LeaderboardRow>()(
  z
    .object({
      Name: z.string(),
      Week: z.number().int(),
      NetPosition: z.number(),
      AgainstPar: z.number(),
      Rank: z.number().int().min(1),
      IsMe: z.boolean(),
    })
    .meta({ id: 'LeaderboardRow' }),
);
