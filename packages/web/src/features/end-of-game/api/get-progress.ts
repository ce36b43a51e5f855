import type { ProgressResult } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/progress: the final balance sheet's rows and net position. */
export const useFinalProgress = () => useGameQuery<ProgressResult>('/api/i/progress');
