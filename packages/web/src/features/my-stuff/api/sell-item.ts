import type { IBuySale, sellItemBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** The thing listed (its ItemInstanceID) and the asking price in dollars. */
export type SellItemBody = GameBody<typeof sellItemBody>;

/**
 * POST /api/i/iBuy/items: list a thing on iBuy; whether it sold comes by email next week. Answers
 * the player's listings; every game read is refreshed, so My Stuff shows it as for sale.
 */
export const useSellItem = () => useGameCommand<SellItemBody, IBuySale[]>('/api/i/iBuy/items');
