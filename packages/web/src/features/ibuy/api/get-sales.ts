import type { IBuySale } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/iBuy/items: the things the player has listed for sale. */
export const useSales = () => useGameQuery<IBuySale[]>('/api/i/iBuy/items');
