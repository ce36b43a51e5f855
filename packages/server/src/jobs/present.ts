import {
  centsToDollars as $,
  PAYMENT_FREQUENCY_TEXT,
  type CurrentJob,
  type JobPosting,
  type JobTerms,
  type WeekendRate,
} from '@mc/contract';
import type { CurrentJobView, Job, JobPostingView } from '@mc/engine';

// Job Finder's engine views as the spec's API fields (part 2, section 3 "Job posting").

/** What a posting and a job held both say: who, which days, and the pay for this player. */
function presentTerms(job: Job, salaryCents: number): JobTerms {
  return {
    GameJobID: job.id,
    Title: job.occupation,
    Company: job.employer,
    WorkingDays: job.workingDays.map((Day) => ({ Day })),
    HoursPerWeek: job.hoursPerWeek,
    HourlyRate: $(job.hourlyRateCents),
    WeekendRates: weekendRates(job),
    Salary: $(salaryCents),
    PaymentFrequency: job.paymentFrequency,
    PaymentFrequencyString: PAYMENT_FREQUENCY_TEXT[job.paymentFrequency],
    IncludesSuper: job.includesSuper,
  };
}

function weekendRates(job: Job): WeekendRate[] {
  const w = job.weekend;
  if (!w) return [];
  const days: WeekendRate[] = [];
  if (w.saturdayHours > 0)
    days.push({ Day: 5, Hours: w.saturdayHours, HourlyRate: $(w.saturdayRateCents) });
  if (w.sundayHours > 0)
    days.push({ Day: 6, Hours: w.sundayHours, HourlyRate: $(w.sundayRateCents) });
  return days;
}

export function presentPosting(view: JobPostingView): JobPosting {
  const { posting, check } = view;
  return {
    ...presentTerms(view.job, view.salaryCents),
    Description: posting.description,
    Shifts: posting.shifts,
    ItemRequirements: check.items.map((item) => ({
      ID: item.itemId,
      Title: item.title,
      IsMet: item.met,
    })),
    ExperienceRequirements: check.experience.map((e) => ({
      Weeks: e.weeks,
      Title: e.title,
      WeeksDone: e.done,
      IsMet: e.met,
    })),
    Promotion:
      posting.promotion && view.promotionRateCents !== null
        ? {
            Weeks: posting.promotion.afterWeeks,
            Title: posting.promotion.title,
            HourlyRate: $(view.promotionRateCents),
          }
        : null,
    PayRise: posting.payRise && {
      Weeks: posting.payRise.afterWeeks,
      Percentage: Math.round(posting.payRise.rate * 10_000) / 100,
    },
    ContractLength: posting.contractLengthWeeks,
    ContractPenalty: $(posting.contractLengthWeeks > 0 ? posting.contractPenaltyCents : 0),
    HasApplied: view.hasApplied,
    IsFilled: view.isFilled,
    ClosingWeek: view.closeWeek,
    IsCompetitive: posting.competitiveChance !== null,
    MinimumAge: posting.minimumAgeYears,
    AgeRequirementMet: check.age.met,
    HoursWithThisJob: check.hours.total,
    MaxHoursPerWeek: check.hours.maximum,
    MaxHoursReason: check.hours.reason,
    Clashes: view.clashes.map((clash) => ({
      GameJobID: clash.id,
      Title: clash.title,
      ContractPenalty: $(clash.penaltyCents),
    })),
  };
}

export function presentCurrentJob(view: CurrentJobView): CurrentJob {
  const { job } = view;
  return {
    ...presentTerms(job, view.salaryCents),
    StartWeek: job.startWeek,
    WeeksWorked: view.weeksWorked,
    ContractEndWeek: job.contractEndWeek,
    PenaltyIfLeaving: $(view.penaltyIfLeavingCents),
    IsLeaving: job.leavingWeek !== null,
    NextPromotion: job.promotion && { Week: job.promotion.dueWeek, Title: job.promotion.title },
  };
}
