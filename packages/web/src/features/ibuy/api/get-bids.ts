import type { IBuyBid } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/iBuy/bids: the player's bids, each held from its source until the lot closes. */
export const useBids = () => useGameQuery<IBuyBid[]>('/api/i/iBuy/bids');
