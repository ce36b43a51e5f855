import type { IBuyItem } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/iBuy: this week's lots; those the player bids on or bought are marked. */
export const useLots = () => useGameQuery<IBuyItem[]>('/api/i/iBuy');
