import type { CurrentJob } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/jobs: the jobs the player has now. */
export const useCurrentJobs = () => useGameQuery<CurrentJob[]>('/api/i/jobs');
