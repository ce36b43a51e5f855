import type { JobPosting } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/jobfinder: this week's postings, and the ones applied for (HasApplied). */
export const useJobPostings = () => useGameQuery<JobPosting[]>('/api/i/jobfinder');
