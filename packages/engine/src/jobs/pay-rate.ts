// What a posting pays a player: the award's adult rate for the classification, times the award's
// junior share for the player's age, plus the casual loading for a casual (Fair Work pay guides:
// junior and casual rates are worked out from the adult rate this way, the loading on the junior
// rate). Pay no award sets (a private rate) is the posting's rate for every age. Weekend hours
// are paid the award's Saturday and Sunday penalty rates: a share of the junior rate that, for a
// casual, includes the loading (retail casual: Saturday 150%, Sunday 175%).
import type { GameContent, Job, WeekendPay } from '../game/content';
import type { Award, JobPosting, WeekendRates } from './content';

export function awardOf(content: GameContent, posting: JobPosting): Award | null {
  if (posting.award === null) return null;
  const award = content.awards.find((a) => a.id === posting.award);
  if (!award) throw new Error(`posting ${posting.id} names no known award ${posting.award}`);
  return award;
}

/** The award's share of the adult rate for a player of `ageYears`. */
export function juniorShare(award: Award, ageYears: number): number {
  if (ageYears >= award.adultAgeYears || award.juniorShares.length === 0) return 1;
  let share = award.juniorShares[0]!.share;
  for (const row of award.juniorShares) if (ageYears >= row.ageYears) share = row.share;
  return share;
}

/** The hourly rate for an adult rate of a classification, for this player. */
export function hourlyRateCents(
  content: GameContent,
  posting: JobPosting,
  adultRateCents: number,
  ageYears: number,
): number {
  const award = awardOf(content, posting);
  if (!award) return adultRateCents;
  const loading = posting.casual ? 1 + award.casualLoading : 1;
  return Math.round(adultRateCents * juniorShare(award, ageYears) * loading);
}

/** The posting's Saturday and Sunday shares of the minimum rate (a casual's with the loading). */
export function weekendRatesOf(content: GameContent, posting: JobPosting): WeekendRates | null {
  const award = awardOf(content, posting);
  if (!award) return null;
  if (posting.weekendRates) return posting.weekendRates;
  if (!award.weekendRates) return null;
  return posting.casual ? award.weekendRates.casual : award.weekendRates.permanent;
}

/**
 * The weekend part of a posting's week for this player at a classification's adult rate: its
 * Saturday and Sunday hours at the award's penalty rates (a private rate has none: the same rate
 * every day). Undefined when no weekend day is worked.
 */
export function weekendPayOf(
  content: GameContent,
  posting: JobPosting,
  adultRateCents: number,
  ageYears: number,
): WeekendPay | undefined {
  if (posting.saturdayHours === 0 && posting.sundayHours === 0) return undefined;
  const award = awardOf(content, posting);
  const rates = weekendRatesOf(content, posting);
  const ordinary = hourlyRateCents(content, posting, adultRateCents, ageYears);
  const at = (share: number) =>
    award ? Math.round(adultRateCents * juniorShare(award, ageYears) * share) : ordinary;
  return {
    saturdayHours: posting.saturdayHours,
    sundayHours: posting.sundayHours,
    saturdayRateCents: rates ? at(rates.saturday) : ordinary,
    sundayRateCents: rates ? at(rates.sunday) : ordinary,
  };
}

/** The job a posting is, for this player. */
export function jobOf(content: GameContent, posting: JobPosting, ageYears: number): Job {
  return {
    id: posting.id,
    occupation: posting.title,
    employer: posting.company,
    hourlyRateCents: hourlyRateCents(content, posting, posting.adultHourlyRateCents, ageYears),
    hoursPerWeek: posting.hoursPerWeek,
    paymentFrequency: posting.paymentFrequency,
    includesSuper: posting.includesSuper,
    privateOrDomestic: posting.privateOrDomestic,
    workingDays: [...posting.workingDays],
    ...weekendOf(content, posting, posting.adultHourlyRateCents, ageYears),
  };
}

function weekendOf(
  content: GameContent,
  posting: JobPosting,
  adultRateCents: number,
  ageYears: number,
): { weekend?: WeekendPay } {
  const weekend = weekendPayOf(content, posting, adultRateCents, ageYears);
  return weekend ? { weekend } : {};
}

/** One line of a week's pay: the hours of a kind of day and the rate paid for them. */
export interface PayLine {
  label: 'Weekdays' | 'Saturday' | 'Sunday';
  hours: number;
  rateCents: number;
  amountCents: number;
}

/**
 * A week's pay by kind of day: weekday hours at the ordinary rate, Saturday and Sunday hours at
 * theirs, each line rounded to the cent (a job with no weekend hours has one line).
 */
export function weeklyPayLines(
  job: Pick<Job, 'hourlyRateCents' | 'hoursPerWeek' | 'weekend'>,
): PayLine[] {
  const w = job.weekend;
  const weekendHours = w ? w.saturdayHours + w.sundayHours : 0;
  const line = (label: PayLine['label'], hours: number, rateCents: number): PayLine => ({
    label,
    hours,
    rateCents,
    amountCents: Math.round(hours * rateCents),
  });
  const lines: PayLine[] = [];
  const weekdayHours = Math.round((job.hoursPerWeek - weekendHours) * 100) / 100;
  if (weekdayHours > 0 || !w) lines.push(line('Weekdays', weekdayHours, job.hourlyRateCents));
  if (w && w.saturdayHours > 0) lines.push(line('Saturday', w.saturdayHours, w.saturdayRateCents));
  if (w && w.sundayHours > 0) lines.push(line('Sunday', w.sundayHours, w.sundayRateCents));
  return lines;
}

/** A week's pay before tax: the sum of its lines. */
export function weeklyPayCents(
  job: Pick<Job, 'hourlyRateCents' | 'hoursPerWeek' | 'weekend'>,
): number {
  return weeklyPayLines(job).reduce((sum, line) => sum + line.amountCents, 0);
}

/** A pay period's pay before tax (and before super is taken out of a package). */
export function periodPayCents(
  job: Pick<Job, 'hourlyRateCents' | 'hoursPerWeek' | 'paymentFrequency' | 'weekend'>,
) {
  return weeklyPayCents(job) * job.paymentFrequency;
}
