// The jobs slice: the jobs the player has now, the applications waiting for an answer, and the
// weeks of experience they have built up by job title.
import type { Job, WeekendPay } from '../game/content';

/** A job the player has: the terms they were hired on, and where it stands. */
export interface Employment extends Job {
  /** The first week worked. */
  startWeek: number;
  /** The pays so far cover every week worked up to and including this one. */
  paidThroughWeek: number;
  /** The last week of the contract (0: no contract). */
  contractEndWeek: number;
  contractPenaltyCents: number;
  /** The player has resigned: the job ends at the end of this week. */
  leavingWeek: number | null;
  /** A promotion still to come: from the pay period after `dueWeek` (the week it is earned). */
  promotion: {
    dueWeek: number;
    title: string;
    hourlyRateCents: number;
    /** The new classification's weekend rates, when the job has weekend hours. */
    weekend?: WeekendPay;
  } | null;
  /** A pay rise still to come, likewise. */
  payRise: { dueWeek: number; rate: number } | null;
}

/** An application sent in `week`, answered by e-mail as the next week opens. */
export interface Application {
  postingId: string;
  week: number;
}

export interface JobsState {
  /** The jobs the player has, in the order they started. */
  current: Employment[];
  /** Applications waiting for an answer. */
  pending: Application[];
  /** Weeks worked, by job title (any employer). */
  experience: Record<string, number>;
  /**
   * Postings whose job went to someone else when the player applied (a competitive posting's
   * draw): filled, so they cannot apply again. A posting declined for a requirement can be applied
   * for again once it is met (a bike bought, weeks worked).
   */
  filledIds: string[];
  /**
   * Jobs offered that would end a job the player has (they share a working day): the offer
   * e-mail asks first. Accepted, the job starts next week and the other ends this week; declined,
   * or unanswered at the end of the week it came, it lapses and the player keeps their job.
   */
  offers: JobOffer[];
}

/** A job offered in `week` (by the e-mail `communicationId`), waiting for the player's answer. */
export interface JobOffer {
  week: number;
  communicationId: number;
  /** The job as it would be held, starting the week after it is accepted. */
  employment: Employment;
}

/** A job the player starts in `startWeek`, paid from then on, with no contract or prospects. */
export function employmentFrom(job: Job, startWeek: number): Employment {
  return {
    ...job,
    workingDays: [...job.workingDays],
    ...(job.weekend ? { weekend: { ...job.weekend } } : {}),
    startWeek,
    paidThroughWeek: startWeek - 1,
    contractEndWeek: 0,
    contractPenaltyCents: 0,
    leavingWeek: null,
    promotion: null,
    payRise: null,
  };
}
