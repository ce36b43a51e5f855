import { z } from 'zod';
import { resultSchema } from '../result-schema';
import { instanceId, requiredId } from './common';

// Job Finder (spec part 2: section 2 "Job finder", section 3 "Job posting", section 7 calls
// GET /api/i/jobfinder, GET /api/i/jobfinder/jobposting, GET /api/i/jobs, POST /api/g/jobs/apply).
// Leaving a job (POST /api/g/jobs/leave) is ours: the spec has contract penalties but no call.

/** Payment frequency codes and their text (spec part 2, section 3). */
export const PAYMENT_FREQUENCY_TEXT = { 1: 'p/w', 2: 'p/fn', 4: 'p/m' } as const;
type PaymentFrequency = keyof typeof PAYMENT_FREQUENCY_TEXT;

/** M T W T F S S: day index 0 is Monday. */
export const WORK_DAY_LETTERS = ['M', 'T', 'W', 'T', 'F', 'S', 'S'] as const;
export const WORK_DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export interface WorkingDay {
  Day: number;
}

export interface ItemRequirement {
  ID: string;
  Title: string;
  /** The player owns it now. */
  IsMet: boolean;
}

export interface ExperienceRequirement {
  Weeks: number;
  Title: string;
  /** Weeks the player has worked as Title so far. */
  WeeksDone: number;
  IsMet: boolean;
}

/** A weekend day's hours each week and the hourly rate paid for them. */
export interface WeekendRate {
  /** 5 Saturday, 6 Sunday. */
  Day: 5 | 6;
  Hours: number;
  HourlyRate: number;
}

/** What a posting and a job held both say: who, which days, and the pay for this player. */
export interface JobTerms {
  GameJobID: string;
  Title: string;
  Company: string;
  WorkingDays: WorkingDay[];
  HoursPerWeek: number;
  /** The hourly rate for this player (the award's junior rate for their age, casual loading). */
  HourlyRate: number;
  /**
   * Weekend hours and their hourly rates (the award's Saturday and Sunday penalty rates); the
   * rest of HoursPerWeek is paid HourlyRate. Empty: no weekend hours.
   */
  WeekendRates: WeekendRate[];
  /** A pay period's pay before tax, for this player. */
  Salary: number;
  PaymentFrequency: PaymentFrequency;
  PaymentFrequencyString: (typeof PAYMENT_FREQUENCY_TEXT)[PaymentFrequency];
  IncludesSuper: boolean;
}

export interface JobPosting extends JobTerms {
  Description: string;
  /** When the shifts are, in words. */
  Shifts: string;
  ItemRequirements: ItemRequirement[];
  ExperienceRequirements: ExperienceRequirement[];
  /** After Weeks in the job, promoted to Title at HourlyRate (for this player). */
  Promotion: { Weeks: number; Title: string; HourlyRate: number } | null;
  /** After Weeks in the job, the hourly rate rises by Percentage. */
  PayRise: { Weeks: number; Percentage: number } | null;
  /** Weeks (0: no contract). */
  ContractLength: number;
  /** Dollars repaid when leaving before the contract ends. */
  ContractPenalty: number;
  HasApplied: boolean;
  /** The job went to someone else when the player applied: it cannot be applied for again. */
  IsFilled: boolean;
  /** The last week it is advertised. */
  ClosingWeek: number;
  /** Many people apply: meeting the requirements is not enough on its own. */
  IsCompetitive: boolean;
  MinimumAge: number;
  AgeRequirementMet: boolean;
  /** Hours a week with this job and the jobs the player keeps, and the most they may work. */
  HoursWithThisJob: number;
  MaxHoursPerWeek: number;
  /** Why the most is what it is, in words ('what fits around school'). */
  MaxHoursReason: string;
  /** The player's jobs that share a working day with this one: getting it ends them. */
  Clashes: { GameJobID: string; Title: string; ContractPenalty: number }[];
}

export interface CurrentJob extends JobTerms {
  StartWeek: number;
  WeeksWorked: number;
  /** The contract's last week (0: no contract). */
  ContractEndWeek: number;
  /** What resigning this week costs (0 outside a contract). */
  PenaltyIfLeaving: number;
  /** The player has resigned: this week is the last. */
  IsLeaving: boolean;
  NextPromotion: { Week: number; Title: string } | null;
}

const workingDaySchema = z.object({ Day: z.number().int().min(0).max(6) });
const frequencySchema = z.union([z.literal(1), z.literal(2), z.literal(4)]);
const frequencyTextSchema = z.enum(['p/w', 'p/fn', 'p/m']);

const jobTermsShape = {
  GameJobID: z.string(),
  Title: z.string(),
  Company: z.string(),
  WorkingDays: z.array(workingDaySchema),
  HoursPerWeek: z.number(),
  HourlyRate: z.number(),
  WeekendRates: z.array(
    z.object({
      Day: z.union([z.literal(5), z.literal(6)]),
      Hours: z.number(),
      HourlyRate: z.number(),
    }),
  ),
  Salary: z.number(),
  PaymentFrequency: frequencySchema,
  PaymentFrequencyString: frequencyTextSchema,
  IncludesSuper: z.boolean(),
};

export const jobPostingSchema = resultSchema<JobPosting>()(
  z
    .object({
      ...jobTermsShape,
      Description: z.string(),
      Shifts: z.string(),
      ItemRequirements: z.array(
        z.object({ ID: z.string(), Title: z.string(), IsMet: z.boolean() }),
      ),
      ExperienceRequirements: z.array(
        z.object({
          Weeks: z.number(),
          Title: z.string(),
          WeeksDone: z.number(),
          IsMet: z.boolean(),
        }),
      ),
      Promotion: z
        .object({ Weeks: z.number(), Title: z.string(), HourlyRate: z.number() })
        .nullable(),
      PayRise: z.object({ Weeks: z.number(), Percentage: z.number() }).nullable(),
      ContractLength: z.number(),
      ContractPenalty: z.number(),
      HasApplied: z.boolean(),
      IsFilled: z.boolean(),
      ClosingWeek: z.number(),
      IsCompetitive: z.boolean(),
      MinimumAge: z.number(),
      AgeRequirementMet: z.boolean(),
      HoursWithThisJob: z.number(),
      MaxHoursPerWeek: z.number(),
      MaxHoursReason: z.string(),
      Clashes: z.array(
        z.object({ GameJobID: z.string(), Title: z.string(), ContractPenalty: z.number() }),
      ),
    })
    .meta({ id: 'JobPosting' }),
);

export const currentJobSchema = resultSchema<CurrentJob>()(
  z
    .object({
      ...jobTermsShape,
      StartWeek: z.number(),
      WeeksWorked: z.number(),
      ContractEndWeek: z.number(),
      PenaltyIfLeaving: z.number(),
      IsLeaving: z.boolean(),
      NextPromotion: z.object({ Week: z.number(), Title: z.string() }).nullable(),
    })
    .meta({ id: 'CurrentJob' }),
);

export const jobPostingQuery = z.object({ GameInstanceID: instanceId, JobPostingID: requiredId });

export const applyForJobBody = z.object({
  GameInstanceID: instanceId,
  GameJobID: requiredId,
  /** Job Finder's game app id (the spec's GameAppID); optional, checked when given. */
  GameAppID: z
    .union([z.number(), z.string().trim().max(64)])
    .optional()
    .nullable(),
});

export const leaveJobBody = z.object({ GameInstanceID: instanceId, GameJobID: requiredId });

/** What Job Finder's calls answer when they change nothing (the engine's rejections, the reads). */
export const JOB_MESSAGES = {
  notAdvertised: 'This job is not advertised any more.',
  alreadyApplied: 'You have already applied for this job.',
  alreadyWorking: 'You already work here.',
  filled: 'This job has been filled.',
  noSuchJob: 'You do not have this job.',
  alreadyLeaving: 'You have already resigned from this job.',
} as const;
