import type { Share } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/shares: the market sorted by risk, prices up to this week, and the player's holdings. */
export const useShares = () => useGameQuery<Share[]>('/api/i/shares');
