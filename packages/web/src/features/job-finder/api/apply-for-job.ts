import { appDefinition, type applyForJobBody, type JobPosting } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** The posting applied for, and Job Finder's game app id (the spec's GameAppID). */
export type ApplyForJobBody = GameBody<typeof applyForJobBody>;

/** Job Finder's GameAppID, the same in every game (the contract's app list). */
export const JOB_FINDER_GAME_APP_ID = appDefinition('JobFinder').gameAppId;

/**
 * POST /api/g/jobs/apply: the answer comes by email next week. Answers the posting, now pending;
 * every game read is refreshed (the list, the dashboard's badges, where I'm at).
 */
export const useApplyForJob = () =>
  useGameCommand<ApplyForJobBody, JobPosting>('/api/g/jobs/apply');
