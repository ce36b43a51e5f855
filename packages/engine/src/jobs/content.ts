// The shapes of the job market's content: the awards that set pay, the postings a game's market
// is drawn from, and the things a posting can require the player to own (items/content.ts).

/**
 * A modern award (Fair Work Commission) as far as pay goes: junior rates as a share of the adult
 * rate by age, and the casual loading.
 */
export interface Award {
  /** The award's code, e.g. 'MA000004'. */
  id: string;
  /** 'General Retail Industry Award 2020'. */
  title: string;
  /**
   * Junior rates, youngest first: a player of `ageYears` or older (until the next row) is paid
   * `share` of the adult rate; below the first row, the first row's share; from `adultAgeYears`,
   * the full rate. Empty: the award has no junior rates.
   */
  juniorShares: { ageYears: number; share: number }[];
  adultAgeYears: number;
  /** The casual loading as a fraction (0.25). */
  casualLoading: number;
  /**
   * Ordinary hours on a weekend, as a share of the minimum hourly rate: a casual's share includes
   * the casual loading (retail: Saturday 1.5, Sunday 1.75). Null: the award's weekend rates are
   * not modelled (no posting works weekends under it).
   */
  weekendRates: { casual: WeekendRates; permanent: WeekendRates } | null;
  /** Where the figures come from (pay guide and clause). */
  source: string;
}

/** Shares of the minimum hourly rate for ordinary hours on a Saturday and on a Sunday. */
export interface WeekendRates {
  saturday: number;
  sunday: number;
}

export type JobCategory =
  | 'retail'
  | 'hospitality'
  | 'delivery'
  | 'trades'
  | 'care'
  | 'office'
  | 'tutoring'
  | 'lifeguarding'
  | 'gig';

/** Day index: 0 is Monday, 6 is Sunday. */
export type WorkDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface JobPosting {
  id: string;
  title: string;
  company: string;
  /** A short description (the allowed markup). */
  description: string;
  category: JobCategory;
  /** The days worked, 0 Monday to 6 Sunday, each once, in order. */
  workingDays: WorkDay[];
  /** The shifts in words ('Thursday 4-7 pm, Saturday 8 am-12 pm'). */
  shifts: string;
  hoursPerWeek: number;
  /** The hours of hoursPerWeek worked on Saturday and on Sunday (0 when not worked). */
  saturdayHours: number;
  sundayHours: number;
  /**
   * This classification's weekend rates where they differ from the award's (a Fast Food Level 2
   * is paid more on Sundays than a Level 1).
   */
  weekendRates?: WeekendRates;
  /**
   * The award that sets the pay (its id in the awards), or null for pay no award sets (a private
   * babysitting or tutoring rate, a contractor's rate).
   */
  award: string | null;
  /** The adult hourly rate of the classification (before junior share and casual loading). */
  adultHourlyRateCents: number;
  /** A casual employee: the award's casual loading is added. */
  casual: boolean;
  /** 1 weekly ('p/w'), 2 fortnightly ('p/fn'), 4 four-weekly, a game month ('p/m'). */
  paymentFrequency: 1 | 2 | 4;
  /** The salary is a package including super instead of super on top. */
  includesSuper: boolean;
  /** Private or domestic work (babysitting in a home): no super at 30 hours a week or less. */
  privateOrDomestic: boolean;
  /** Ids of items (items/content.ts) the player must own to get the job. */
  itemRequirements: string[];
  /** Weeks the player must have worked as a title (any employer). */
  experienceRequirements: { weeks: number; title: string }[];
  /** After this many weeks in the job, a new title and classification rate. */
  promotion: { afterWeeks: number; title: string; adultHourlyRateCents: number } | null;
  /** After this many weeks in the job, the hourly rate rises by `rate` (a fraction). */
  payRise: { afterWeeks: number; rate: number } | null;
  /** Weeks the player agrees to stay (0: none, leave any time). */
  contractLengthWeeks: number;
  /** What leaving before the contract ends costs. */
  contractPenaltyCents: number;
  /**
   * Many apply: the chance that an application meeting every requirement succeeds, before the
   * player's experience helps. Null: every application that meets the requirements succeeds.
   */
  competitiveChance: number | null;
  /** The youngest a player may be to get the job (a licence, serving alcohol, a lifeguard award). */
  minimumAgeYears: number;
  /** The weeks the posting may be open in. */
  earliestWeek: number;
  latestWeek: number;
  /** Where the rate comes from (the award's pay guide and classification, or a market rate). */
  source: string;
}
