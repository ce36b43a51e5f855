import type { FastifyPluginAsync } from 'fastify';
import {
  appDefinition,
  applyForJobBody,
  ERRORS,
  instanceQuery,
  JOB_MESSAGES,
  jobPostingQuery,
  leaveJobBody,
  success,
} from '@mc/contract';
import { selectCurrentJobs, selectJobPosting, selectJobPostings } from '@mc/engine';
import { badRequest } from '../http/errors';
import { commandRoute, noticesOf, protect, readRoute } from '../http/instance-routes';
import { presentCurrentJob, presentPosting } from './present';

// Job Finder (spec part 2: GET /api/i/jobfinder, GET /api/i/jobfinder/jobposting, GET /api/i/jobs,
// POST /api/g/jobs/apply), and leaving a job (POST /api/g/jobs/leave, ours).

/** Job Finder's game app id, which the spec's apply call names as GameAppID. */
const JOB_FINDER_APP_ID = appDefinition('JobFinder').gameAppId;

export const jobRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  readRoute(app, {
    path: '/api/i/jobfinder',
    query: instanceQuery,
    read: ({ state, content }) => selectJobPostings(state, content),
    answer: (views) => success(views.map(presentPosting)),
    keepAnswerPerState: true,
  });

  readRoute(app, {
    path: '/api/i/jobfinder/jobposting',
    query: jobPostingQuery,
    read: ({ state, content }, input) => {
      const view = selectJobPosting(state, content, input.JobPostingID);
      if (!view) throw badRequest(JOB_MESSAGES.notAdvertised);
      return view;
    },
    answer: (view) => success(presentPosting(view)),
  });

  readRoute(app, {
    path: '/api/i/jobs',
    query: instanceQuery,
    read: ({ state }) => selectCurrentJobs(state),
    answer: (views) => success(views.map(presentCurrentJob)),
    keepAnswerPerState: true,
  });

  commandRoute(app, {
    path: '/api/g/jobs/apply',
    body: applyForJobBody,
    command: (input) => {
      const appId = input.GameAppID;
      if (
        appId !== undefined &&
        appId !== null &&
        appId !== '' &&
        Number(appId) !== JOB_FINDER_APP_ID
      )
        throw badRequest(ERRORS.invalidRequest);
      return { type: 'applyForJob', jobId: input.GameJobID };
    },
    answer: ({ state, content, events }, input) => {
      const view = selectJobPosting(state, content, input.GameJobID);
      if (!view) throw badRequest(JOB_MESSAGES.notAdvertised);
      return success(presentPosting(view), noticesOf(events));
    },
  });

  commandRoute(app, {
    path: '/api/g/jobs/leave',
    body: leaveJobBody,
    command: (input) => ({ type: 'leaveJob', jobId: input.GameJobID }),
    answer: ({ state, events }) =>
      success(selectCurrentJobs(state).map(presentCurrentJob), noticesOf(events)),
  });
};
