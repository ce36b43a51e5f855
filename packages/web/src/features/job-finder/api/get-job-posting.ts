import type { JobPosting } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/**
 * GET /api/i/jobfinder/jobposting: one posting, with this player's pay and requirement checks.
 * A posting no longer advertised is a 400 ('This job is not advertised any more.'), so it is
 * not asked again.
 */
export const useJobPosting = (id: string) =>
  useGameQuery<JobPosting>('/api/i/jobfinder/jobposting', { JobPostingID: id }, { retry: false });
