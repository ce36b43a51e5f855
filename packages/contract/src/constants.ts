// Business constants of the spec (part 1 section 9, part 2 section 9), in one place for both sides.

export const GAME_LENGTH_WEEKS = { school: 26, family: 27 } as const;
export const ALLOWED_GAME_LENGTHS = [26, 27] as const;
export type GameLengthWeeks = (typeof ALLOWED_GAME_LENGTHS)[number];

export const THEMES = ['school', 'family', 'insurer'] as const;
export type Theme = (typeof THEMES)[number];

/** "The default game id is all zeros, meaning none." */
export const NO_GAME_ID = '00000000-0000-0000-0000-000000000000';

export const TIMINGS_MS = {
  splash: 2000,
  startWeekScreen: 2800,
  endOfWeekFailureRedirect: 3000,
  textThreadReload: 2000,
  navigationTransition: 100,
  transferSuccess: 1000,
} as const;

export const DEFAULT_BONUS_QUESTION_SECONDS = 60;
export const SURVEY_START_QUESTION = 15;

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 64,
  nameMax: 50,
  familyNameMax: 255,
  emailMax: 256,
  diaryAnswerMax: 500,
  maxSellPriceDollars: 100_000,
  minSellPriceDollars: 1,
  minBidIncrementDollars: 5,
  defaultBidIncrementDollars: 10,
  minShareCount: 1,
  mentorPageChars: 350,
  helpPageSize: 6,
  faqPageSize: 6,
} as const;

export const DEFAULT_MAX_PLAYERS_PER_LINK = 40;
export const DEFAULT_MAX_GAMES_PER_PLAYER = 1;
export const DEFAULT_LEADERBOARD_SIZE = 10;

/** Payment frequency codes: 1 weekly, 2 fortnightly, 4 monthly (four-weekly in game time). */
export const PAYMENT_FREQUENCIES = { 1: 'p/w', 2: 'p/fn', 4: 'p/m' } as const;
export type PaymentFrequency = keyof typeof PAYMENT_FREQUENCIES;

/** TransactionsPerMonth of 9999 means unlimited. */
export const UNLIMITED_TRANSACTIONS = 9999;

/** Width below which the mobile layout applies. */
export const MOBILE_BREAKPOINT_PX = 991;
