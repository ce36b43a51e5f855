// Applying for a job, the answer the next week, leaving a job, and what a week of work brings:
// experience by title, promotions and pay rises earned, and the end of a job the player left.
import { JOB_MESSAGES } from '@mc/contract/apps/jobs';
import { issueBill, DUE_BY_LAST_WEEK } from '../bills/issue';
import { deliver } from '../communications/deliver';
import { reject, type Rejection } from '../game/result';
import { emit, update, type Tx } from '../game/tx';
import { payJob } from '../income/pay-day';
import { advertsIn, postingById } from './market';
import type { WeekendPay } from '../game/content';
import type { JobPosting } from './content';
import { hourlyRateCents, jobOf, weekendPayOf, weeklyPayCents } from './pay-rate';
import { offerJob } from './offers';
import { applicationDraw, checkRequirements, successChance, unmetReason } from './requirements';
import type { JobChangeSource } from './messages';
import { employmentFrom, type Employment } from './types';

/** Sends an application for a posting advertised this week; the answer comes next week. */
export function applyForJob(tx: Tx, { jobId }: { jobId: string }): Rejection | void {
  const { state } = tx;
  const advertised = advertsIn(tx.content, state.gameSeed, state.week).some(
    (advert) => advert.posting.id === jobId,
  );
  if (typeof jobId !== 'string' || !advertised)
    return reject('jobs/not-advertised', JOB_MESSAGES.notAdvertised);
  if (state.jobs.current.some((job) => job.id === jobId))
    return reject('jobs/already-working', JOB_MESSAGES.alreadyWorking);
  if (
    state.jobs.pending.some((application) => application.postingId === jobId) ||
    state.jobs.offers.some((offer) => offer.employment.id === jobId)
  )
    return reject('jobs/already-applied', JOB_MESSAGES.alreadyApplied);
  if (state.jobs.filledIds.includes(jobId)) return reject('jobs/filled', JOB_MESSAGES.filled);
  update(tx, 'jobs', (jobs) => ({
    ...jobs,
    pending: [...jobs.pending, { postingId: jobId, week: state.week }],
  }));
  emit(tx, { type: 'jobApplied', jobId });
}

/** Resigns from a job: the player works out this week and the job ends at its end. */
export function leaveJob(tx: Tx, { jobId }: { jobId: string }): Rejection | void {
  const job = tx.state.jobs.current.find((j) => j.id === jobId);
  if (!job) return reject('jobs/no-such-job', JOB_MESSAGES.noSuchJob);
  if (job.leavingWeek !== null) return reject('jobs/already-leaving', JOB_MESSAGES.alreadyLeaving);
  const week = tx.state.week;
  if (job.startWeek > week) {
    // Taken this week to start next week: nothing worked, nothing owed.
    update(tx, 'jobs', (jobs) => ({
      ...jobs,
      current: jobs.current.filter((j) => j.id !== jobId),
    }));
    emit(tx, { type: 'jobLeft', jobId });
    return;
  }
  replaceJob(tx, jobId, (j) => ({ ...j, leavingWeek: week }));
  emit(tx, { type: 'jobLeft', jobId });
}

/** What leaving a job at the end of `lastWeek` costs: the contract penalty while it runs. */
export function penaltyFor(job: Employment, lastWeek: number): number {
  return lastWeek < job.contractEndWeek ? job.contractPenaltyCents : 0;
}

/**
 * Ends a job whose last week worked is `lastWeek`: pays what is still owed, bills the contract
 * penalty if the contract still ran, and says so by e-mail.
 */
function endJob(tx: Tx, job: Employment, lastWeek: number): void {
  const owedWeeks = lastWeek - job.paidThroughWeek;
  if (owedWeeks > 0) payJob(tx, job, owedWeeks);
  const penaltyCents = penaltyFor(job, lastWeek);
  let billId: number | null = null;
  if (penaltyCents > 0) {
    const rules = tx.content.scenario.rules.mishap;
    billId = issueBill(
      tx,
      `job:${job.id}:${tx.state.week}`,
      {
        title: `Training costs to repay: ${job.employer}`,
        payee: job.employer,
        category: 'other',
        isRecurring: false,
        optional: false,
        ...rules,
      },
      penaltyCents,
      // The employer's bill, as the game's own: never due after its last week.
      DUE_BY_LAST_WEEK,
    );
    deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId } });
  }
  update(tx, 'jobs', (jobs) => ({
    ...jobs,
    current: jobs.current.filter((j) => j.id !== job.id),
  }));
  announce(tx, job, 'left', {
    hourlyRateCents: job.hourlyRateCents,
    ...(billId === null ? {} : { penaltyCents, billId }),
  });
}

/** The employer's e-mail about a change to a job: a promotion, a pay rise, or its end. */
function announce(
  tx: Tx,
  job: Employment,
  change: JobChangeSource['change'],
  details: Pick<JobChangeSource, 'hourlyRateCents' | 'newTitle' | 'penaltyCents' | 'billId'>,
): void {
  deliver(tx, {
    type: 'EmailInstance',
    source: {
      kind: 'jobchange',
      change,
      occupation: job.occupation,
      employer: job.employer,
      ...details,
    },
  });
}

/** Opening step: the answers to last week's applications, by e-mail; a job got starts now. */
export function answerApplications(tx: Tx): void {
  const week = tx.state.week;
  const due = tx.state.jobs.pending.filter((application) => application.week < week);
  if (due.length === 0) return;
  update(tx, 'jobs', (jobs) => ({
    ...jobs,
    pending: jobs.pending.filter((application) => application.week >= week),
  }));
  for (const application of due) {
    const posting = postingById(tx.content, application.postingId);
    if (!posting) continue;
    const check = checkRequirements(tx.state, tx.content, posting);
    // Two answers of one week for jobs on the same day: the first applied for is kept.
    const justStarted = check.clashes.find((job) => job.startWeek >= week);
    let reason = justStarted
      ? `Its days clash with your new job as ${justStarted.occupation}, which starts ${justStarted.startWeek === week ? 'this' : 'next'} week.`
      : unmetReason(check, tx.content);
    if (
      reason === null &&
      applicationDraw(tx.state, posting.id, application.week) >=
        successChance(tx.state, tx.content, posting)
    ) {
      reason =
        'Lots of people applied, and the job went to someone with more experience. Every week you work makes your next application stronger.';
      update(tx, 'jobs', (jobs) => ({ ...jobs, filledIds: [...jobs.filledIds, posting.id] }));
    }
    const job = jobOf(tx.content, posting, tx.state.player.ageYears);
    // A job that would end one the player has asks first: it starts the week after it is taken.
    const asks = reason === null && check.clashes.length > 0;
    const employment = employed(tx, posting, asks ? week + 1 : week);
    if (asks) {
      offerJob(tx, employment, check.clashes);
      continue;
    }
    if (reason === null) {
      update(tx, 'jobs', (jobs) => ({ ...jobs, current: [...jobs.current, employment] }));
      emit(tx, { type: 'jobStarted', jobId: posting.id });
    }
    const contractEndWeek = employment.contractEndWeek;
    deliver(tx, {
      type: 'EmploymentSubmissionEmailInstance',
      source: {
        kind: 'jobanswer',
        postingId: posting.id,
        accepted: reason === null,
        reason,
        hourlyRateCents: job.hourlyRateCents,
        weeklyCents: weeklyPayCents(job),
        contractEndWeek: reason === null ? contractEndWeek : 0,
        leftTitles: [],
      },
    });
  }
}

/** The job a posting is for this player, held from `startWeek`: its contract and prospects. */
function employed(tx: Tx, posting: JobPosting, startWeek: number): Employment {
  const job = jobOf(tx.content, posting, tx.state.player.ageYears);
  return {
    ...employmentFrom(job, startWeek),
    contractEndWeek:
      posting.contractLengthWeeks > 0 ? startWeek + posting.contractLengthWeeks - 1 : 0,
    contractPenaltyCents: posting.contractPenaltyCents,
    promotion: posting.promotion && {
      dueWeek: startWeek + posting.promotion.afterWeeks - 1,
      title: posting.promotion.title,
      hourlyRateCents: hourlyRateCents(
        tx.content,
        posting,
        posting.promotion.adultHourlyRateCents,
        tx.state.player.ageYears,
      ),
      ...weekendAt(tx, posting, posting.promotion.adultHourlyRateCents),
    },
    payRise: posting.payRise && {
      dueWeek: startWeek + posting.payRise.afterWeeks - 1,
      rate: posting.payRise.rate,
    },
  };
}

/**
 * End-of-week step, after pay day: each job worked this week adds a week of experience as its
 * title; a promotion or pay rise earned by a pay day just paid takes effect from the next pay
 * period (e-mailed); a job the player resigned from ends.
 */
export function weekWorked(tx: Tx): void {
  const week = tx.state.week;
  const worked = tx.state.jobs.current.filter((job) => job.startWeek <= week);
  if (worked.length === 0) return;
  update(tx, 'jobs', (jobs) => {
    const experience = { ...jobs.experience };
    for (const job of worked) experience[job.occupation] = (experience[job.occupation] ?? 0) + 1;
    return { ...jobs, experience };
  });
  for (const job of worked) {
    if (job.leavingWeek === week) {
      endJob(tx, job, week);
      continue;
    }
    if (job.paidThroughWeek !== week) continue;
    if (job.promotion && week >= job.promotion.dueWeek) {
      const { title, hourlyRateCents: rate, weekend } = job.promotion;
      const hourlyRateCents = Math.max(rate, job.hourlyRateCents);
      replaceJob(tx, job.id, (j) => ({
        ...j,
        occupation: title,
        hourlyRateCents,
        ...(weekend && j.weekend ? { weekend: higherWeekendRates(j.weekend, weekend) } : {}),
        promotion: null,
      }));
      announce(tx, job, 'promotion', { hourlyRateCents, newTitle: title });
    }
    const current = tx.state.jobs.current.find((j) => j.id === job.id)!;
    if (current.payRise && week >= current.payRise.dueWeek) {
      const rise = 1 + current.payRise.rate;
      const rate = Math.round(current.hourlyRateCents * rise);
      replaceJob(tx, job.id, (j) => ({
        ...j,
        hourlyRateCents: rate,
        ...(j.weekend
          ? {
              weekend: {
                ...j.weekend,
                saturdayRateCents: Math.round(j.weekend.saturdayRateCents * rise),
                sundayRateCents: Math.round(j.weekend.sundayRateCents * rise),
              },
            }
          : {}),
        payRise: null,
      }));
      announce(tx, current, 'payrise', { hourlyRateCents: rate });
    }
  }
}

/** A classification's weekend pay for this player, as a spread (empty with no weekend hours). */
function weekendAt(tx: Tx, posting: JobPosting, adultRateCents: number): { weekend?: WeekendPay } {
  const weekend = weekendPayOf(tx.content, posting, adultRateCents, tx.state.player.ageYears);
  return weekend ? { weekend } : {};
}

/** A promotion never lowers a weekend rate (as it never lowers the ordinary rate). */
function higherWeekendRates(now: WeekendPay, promoted: WeekendPay): WeekendPay {
  return {
    ...now,
    saturdayRateCents: Math.max(now.saturdayRateCents, promoted.saturdayRateCents),
    sundayRateCents: Math.max(now.sundayRateCents, promoted.sundayRateCents),
  };
}

function replaceJob(tx: Tx, id: string, fn: (job: Employment) => Employment): void {
  update(tx, 'jobs', (jobs) => ({
    ...jobs,
    current: jobs.current.map((job) => (job.id === id ? fn(job) : job)),
  }));
}
