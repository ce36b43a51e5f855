// Shapes of the job market's content: awards (pay rules), job postings and the items postings
// require. The engine's types (@mc/engine/jobs/content, @mc/engine/items/content) are the
// contract; these zod schemas add the rules content must keep, and the type checks at the end
// make sure what they parse is assignable to the engine's types.
// Sources for the limits: the game caps weekly hours at 12 (14-15), 15 (16-17) and 50 (18);
// a game is at most 27 weeks (schemas.ts `week`).
import type { Award, JobCategory, JobPosting, WorkDay } from '@mc/engine/jobs/content';
import { z } from 'zod';
import { markupProblems, personaKeySchema } from '../schemas';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');

const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !/[<>]/.test(text), { message: 'Plain text: no markup' });

const richText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => markupProblems(text).length === 0, {
    message: 'Only <p>, <strong>, <em>, <br>, <ul> and <li> are allowed, properly closed',
  });

const cents = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const week = z.number().int().min(1).max(27);

/** Every category of the engine's JobCategory, once (checked both ways below). */
export const JOB_CATEGORIES = [
  'retail',
  'hospitality',
  'delivery',
  'trades',
  'care',
  'office',
  'tutoring',
  'lifeguarding',
  'gig',
] as const satisfies readonly JobCategory[];
type _EveryCategoryListed =
  Exclude<JobCategory, (typeof JOB_CATEGORIES)[number]> extends never ? true : never;
const _everyCategoryListed: _EveryCategoryListed = true;

const workDay = z.literal([0, 1, 2, 3, 4, 5, 6]);

/** Shares of the minimum hourly rate on a Saturday and a Sunday: never below the ordinary rate. */
const weekendRatesSchema = z.object({
  saturday: z.number().min(1).max(3),
  sunday: z.number().min(1).max(3),
});

// ---------------------------------------------------------------------------------------------
// Awards

export const awardSchema = z
  .object({
    /** The award code, e.g. 'MA000004'. */
    id: z.string().regex(/^MA\d{6}$/, 'an award code such as MA000004'),
    title: plainText,
    juniorShares: z.array(
      z.object({ ageYears: z.number().int().min(10).max(21), share: fraction.positive() }),
    ),
    adultAgeYears: z.number().int().min(16).max(21),
    casualLoading: fraction,
    weekendRates: z
      .object({ casual: weekendRatesSchema, permanent: weekendRatesSchema })
      .nullable(),
    source: plainText,
  })
  .refine(
    (award) =>
      award.juniorShares.every(
        (row, i, rows) =>
          i === 0 || (row.ageYears > rows[i - 1]!.ageYears && row.share >= rows[i - 1]!.share),
      ),
    { message: 'junior shares run youngest first, each age once, never falling' },
  )
  .refine((award) => award.juniorShares.every((row) => row.ageYears < award.adultAgeYears), {
    message: 'junior rows are below the adult age',
  });

// ---------------------------------------------------------------------------------------------
// Job postings

export const jobPostingSchema = z
  .object({
    id,
    title: plainText,
    company: plainText,
    description: richText,
    category: z.enum(JOB_CATEGORIES),
    workingDays: z
      .array(workDay)
      .min(1)
      .refine((days) => days.every((day, i) => i === 0 || day > days[i - 1]!), {
        message: 'workingDays are distinct and ascending (0 Monday to 6 Sunday)',
      }),
    shifts: plainText,
    hoursPerWeek: z.number().positive().max(50),
    saturdayHours: z.number().nonnegative().max(12),
    sundayHours: z.number().nonnegative().max(12),
    weekendRates: weekendRatesSchema.optional(),
    award: z
      .string()
      .regex(/^MA\d{6}$/)
      .nullable(),
    adultHourlyRateCents: cents.positive(),
    casual: z.boolean(),
    paymentFrequency: z.literal([1, 2, 4]),
    includesSuper: z.boolean(),
    privateOrDomestic: z.boolean(),
    itemRequirements: z
      .array(id)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'each item once' }),
    experienceRequirements: z.array(
      z.object({ weeks: z.number().int().positive(), title: plainText }),
    ),
    promotion: z
      .object({
        afterWeeks: z.number().int().positive(),
        title: plainText,
        adultHourlyRateCents: cents.positive(),
      })
      .nullable(),
    payRise: z
      .object({ afterWeeks: z.number().int().positive(), rate: fraction.positive() })
      .nullable(),
    contractLengthWeeks: z.number().int().min(0).max(27),
    contractPenaltyCents: cents,
    competitiveChance: z.number().gt(0).max(1).nullable(),
    minimumAgeYears: z.number().int().min(12).max(25),
    earliestWeek: week,
    latestWeek: week,
    source: plainText,
    /** The personas the posting fits; absent means all of them. */
    personas: z
      .array(personaKeySchema)
      .min(1)
      .refine((keys) => new Set(keys).size === keys.length, { message: 'each persona once' })
      .optional(),
  })
  .refine((posting) => posting.earliestWeek <= posting.latestWeek, {
    message: 'earliestWeek must not be after latestWeek',
  })
  .refine((posting) => posting.contractLengthWeeks > 0 || posting.contractPenaltyCents === 0, {
    message: 'no contract, no penalty: contractPenaltyCents is 0 when contractLengthWeeks is 0',
  })
  .refine(
    (posting) =>
      posting.saturdayHours > 0 === posting.workingDays.includes(5) &&
      posting.sundayHours > 0 === posting.workingDays.includes(6),
    {
      message:
        'saturdayHours and sundayHours are given exactly when Saturday and Sunday are worked',
    },
  )
  .refine((posting) => posting.saturdayHours + posting.sundayHours <= posting.hoursPerWeek, {
    message: 'the weekend hours are part of hoursPerWeek',
  })
  .refine((posting) => posting.hoursPerWeek <= posting.workingDays.length * 12, {
    message: 'hoursPerWeek cannot be worked in the working days (12 hours a day at most)',
  })
  .refine(
    (posting) =>
      posting.promotion === null ||
      posting.promotion.adultHourlyRateCents > posting.adultHourlyRateCents,
    { message: 'a promotion pays more than the starting rate' },
  )
  .refine((posting) => posting.award !== null || !posting.casual, {
    message: 'casual loading comes from an award: a posting with no award is not casual',
  })
  .refine((posting) => !posting.privateOrDomestic || posting.award === null, {
    message: 'private or domestic work here is paid a market rate, not an award rate',
  });

// ---------------------------------------------------------------------------------------------
// What the schemas parse fits the engine's types exactly.

type AwardParsed = z.infer<typeof awardSchema>;
type PostingParsed = z.infer<typeof jobPostingSchema>;

const _awardFits: Award = {} as AwardParsed;
const _postingFits: JobPosting = {} as PostingParsed;
const _workDayFits: WorkDay = {} as z.infer<typeof workDay>;
