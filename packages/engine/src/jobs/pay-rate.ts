// What a posting pays a player: the award's adult rate for the classification, times the award's
// junior share for the player's age, plus the casual loading for a casual (Fair Work pay guides:
// junior and casual rates are worked out from the adult rate this way, the loading on the junior
// rate). Pay no award sets (a private rate) is the posting's rate for every age.
import type { GameContent, Job } from '../game/content';
import type { Award, JobPosting } from './content';

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
  };
}

/** A pay period's pay before tax (and before super is taken out of a package). */
export function periodPayCents(
  job: Pick<Job, 'hourlyRateCents' | 'hoursPerWeek' | 'paymentFrequency'>,
) {
  return Math.round(job.hourlyRateCents * job.hoursPerWeek) * job.paymentFrequency;
}
