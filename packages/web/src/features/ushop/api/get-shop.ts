import type { ShopItem } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/uShop: this week's stock, the same for every player of a game. */
export const useShopItems = () => useGameQuery<ShopItem[]>('/api/i/uShop');
