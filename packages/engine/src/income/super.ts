// The superannuation guarantee (reference: 12% from 1 July 2025, paid on top of wages unless the
// salary is a package including super). Under 18s are owed super only for a week in which they
// work more than 30 hours for the employer; private or domestic work of 30 hours a week or less
// earns none at any age.
import type { Job } from '../game/content';

export const UNDER_18_MIN_HOURS_EXCLUSIVE = 30;

export function isOwedSuper(job: Job, ageYears: number): boolean {
  const moreThan30Hours = job.hoursPerWeek > UNDER_18_MIN_HOURS_EXCLUSIVE;
  if (job.privateOrDomestic && !moreThan30Hours) return false;
  if (ageYears < 18 && !moreThan30Hours) return false;
  return true;
}

export interface PayBreakdown {
  grossCents: number;
  superCents: number;
  taxCents: number;
  netCents: number;
}
