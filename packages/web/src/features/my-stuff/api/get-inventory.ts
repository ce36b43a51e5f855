import type { OwnedItem } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/items/inventory: what the player owns, each at what it is worth now. */
export const useInventory = () => useGameQuery<OwnedItem[]>('/api/i/items/inventory');
