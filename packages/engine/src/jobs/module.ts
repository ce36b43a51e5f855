// Job Finder: a job market per game (drawn from the game's seed), applications answered by e-mail
// the next week, the jobs the player has (pay is income's), experience by title, promotions, pay
// rises and leaving a job (a contract's penalty when it still runs).
import { command, defineModule } from '../game/module';
import { applyForJob, answerApplications, leaveJob, weekWorked } from './hiring';
import { lapseOffers, renderJobOffer, type JobOfferSource } from './offers';
import { advertsIn } from './market';
import {
  renderJobAnswer,
  renderJobChange,
  type JobAnswerSource,
  type JobChangeSource,
} from './messages';
import { sharesADay } from './requirements';
import { employmentFrom, type JobsState } from './types';

type JobsEvent =
  | { type: 'jobApplied'; jobId: string }
  | { type: 'jobStarted'; jobId: string }
  | { type: 'jobLeft'; jobId: string };

export const jobsModule = defineModule<JobsEvent>()({
  key: 'jobs',
  initial: (scenario): JobsState => ({
    current: [employmentFrom(scenario.job, 1)],
    pending: [],
    experience: {},
    filledIds: [],
    offers: [],
  }),
  commands: { applyForJob: command(applyForJob), leaveJob: command(leaveJob) },
  rejections: [
    'jobs/not-advertised',
    'jobs/already-applied',
    'jobs/already-working',
    'jobs/filled',
    'jobs/no-such-job',
    'jobs/already-leaving',
  ],
  endOfWeek: { weekWorked, lapseOffers },
  openWeek: { answers: answerApplications },
  apps: {
    // New jobs advertised this week that the player has not applied for.
    JobFinder: {
      updateCount: (state, content) =>
        advertsIn(content, state.gameSeed, state.week).filter(
          (advert) =>
            advert.openWeek === state.week &&
            !state.jobs.pending.some((a) => a.postingId === advert.posting.id),
        ).length,
    },
  },
  invariants(state) {
    const problems: string[] = [];
    const { current, pending, filledIds } = state.jobs;
    current.forEach((job, i) => {
      if (job.paidThroughWeek > state.week) problems.push(`${job.id} paid beyond this week`);
      if (job.paidThroughWeek < job.startWeek - 1) problems.push(`${job.id} paid before it began`);
      for (const other of current.slice(i + 1)) {
        if (other.id === job.id) problems.push(`${job.id} held twice`);
        // A job accepted to replace another starts the week after the other's last.
        const oneEndsFirst =
          (job.leavingWeek !== null && job.leavingWeek < other.startWeek) ||
          (other.leavingWeek !== null && other.leavingWeek < job.startWeek);
        if (sharesADay(job.workingDays, other.workingDays) && !oneEndsFirst)
          problems.push(`${job.id} and ${other.id} share a working day`);
      }
    });
    const pendingIds = pending.map((application) => application.postingId);
    if (new Set(pendingIds).size !== pendingIds.length) problems.push('a posting pending twice');
    for (const id of pendingIds) {
      if (filledIds.includes(id)) problems.push(`${id} pending though filled`);
      if (current.some((job) => job.id === id)) problems.push(`${id} pending though held`);
    }
    for (const [title, weeks] of Object.entries(state.jobs.experience))
      if (!Number.isInteger(weeks) || weeks < 0 || weeks > state.week)
        problems.push(`experience as ${title}: ${weeks} weeks`);
    return problems;
  },
  messages: {
    jobanswer: (state, content, _message, source: JobAnswerSource) =>
      renderJobAnswer(content, source, state.player.name),
    jobchange: (state, _content, _message, source: JobChangeSource) =>
      renderJobChange(source, state.player.name),
    joboffer: (state, content, message, source: JobOfferSource) =>
      renderJobOffer(content, message, source, state.player.name),
  },
  random: [
    {
      weight: 3,
      next: (player, state, content) => {
        const advert = player.pick(advertsIn(content, state.gameSeed, state.week));
        if (player.chance(0.1)) return { type: 'applyForJob', jobId: 'no-such-job' };
        return advert && { type: 'applyForJob', jobId: advert.posting.id };
      },
    },
    {
      weight: 0.3,
      next: (player, state) => {
        const job = player.pick(state.jobs.current);
        return job && { type: 'leaveJob', jobId: player.chance(0.1) ? 'nope' : job.id };
      },
    },
  ],
});
