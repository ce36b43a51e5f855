// What Job Finder shows: the postings advertised this week, each with its pay for this player and
// whether they meet each requirement, and the jobs the player has.
import type { GameContent, Job } from '../game/content';
import type { GameState } from '../game/state';
import type { JobPosting } from './content';
import { advertsIn, postingById } from './market';
import { hourlyRateCents, jobOf, periodPayCents } from './pay-rate';
import { checkRequirements, type RequirementCheck } from './requirements';
import { penaltyFor } from './hiring';
import type { Employment } from './types';

export interface JobPostingView {
  posting: JobPosting;
  /** The job it would be for this player: their pay, its days and hours. */
  job: Job;
  /** A pay period's pay before tax, for this player. */
  salaryCents: number;
  closeWeek: number;
  /** An application is waiting for its answer (pending). */
  hasApplied: boolean;
  /** The job went to someone else when the player applied: they cannot apply again. */
  isFilled: boolean;
  check: RequirementCheck;
  /** The promotion's hourly rate for this player, if any. */
  promotionRateCents: number | null;
  /** The jobs getting this one would end, and what each would cost to leave now. */
  clashes: { id: string; title: string; penaltyCents: number }[];
}

export interface CurrentJobView {
  job: Employment;
  salaryCents: number;
  /** The jobs the week's opening replaced or the player resigned from are not here. */
  weeksWorked: number;
  /** What resigning this week would cost. */
  penaltyIfLeavingCents: number;
}

function postingView(
  state: GameState,
  content: GameContent,
  posting: JobPosting,
  closeWeek: number,
): JobPostingView {
  const job = jobOf(content, posting, state.player.ageYears);
  const check = checkRequirements(state, content, posting);
  return {
    posting,
    job,
    salaryCents: periodPayCents(job),
    closeWeek,
    hasApplied:
      state.jobs.pending.some((application) => application.postingId === posting.id) ||
      state.jobs.offers.some((offer) => offer.employment.id === posting.id),
    isFilled: state.jobs.filledIds.includes(posting.id),
    check,
    clashes: check.clashes.map((clash) => ({
      id: clash.id,
      title: clash.occupation,
      penaltyCents: penaltyFor(clash, state.week),
    })),
    promotionRateCents: posting.promotion
      ? hourlyRateCents(
          content,
          posting,
          posting.promotion.adultHourlyRateCents,
          state.player.ageYears,
        )
      : null,
  };
}

/** The postings advertised this week (and any still waiting for an answer). */
export function selectJobPostings(state: GameState, content: GameContent): JobPostingView[] {
  const adverts = advertsIn(content, state.gameSeed, state.week).filter(
    (advert) => !state.jobs.current.some((job) => job.id === advert.posting.id),
  );
  const views = adverts.map((advert) =>
    postingView(state, content, advert.posting, advert.closeWeek),
  );
  // An application waiting for its answer stays on the list, pending, after its advert closes.
  for (const application of state.jobs.pending) {
    if (views.some((view) => view.posting.id === application.postingId)) continue;
    const posting = postingById(content, application.postingId);
    if (posting) views.push(postingView(state, content, posting, application.week));
  }
  return views;
}

/** One posting, if it is on the list this week. */
export function selectJobPosting(
  state: GameState,
  content: GameContent,
  postingId: string,
): JobPostingView | undefined {
  return selectJobPostings(state, content).find((view) => view.posting.id === postingId);
}

export function selectCurrentJobs(state: GameState): CurrentJobView[] {
  return state.jobs.current.map((job) => ({
    job,
    salaryCents: periodPayCents(job),
    weeksWorked: Math.max(0, state.week - job.startWeek + (state.phase === 'ended' ? 1 : 0)),
    penaltyIfLeavingCents: state.week < job.contractEndWeek ? job.contractPenaltyCents : 0,
  }));
}
