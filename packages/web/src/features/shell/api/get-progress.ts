import type { ProgressResult } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/progress: the where-I'm-at report. */
export const useProgress = () => useGameQuery<ProgressResult>('/api/i/progress');
