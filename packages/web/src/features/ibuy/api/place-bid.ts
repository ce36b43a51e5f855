import type { IBuyBid, placeBidBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** The lot, where the bid is held from (cash or a bank account) and the amount in dollars. */
export type PlaceBidBody = GameBody<typeof placeBidBody>;

/**
 * POST /api/i/iBuy/bids: the amount is held from its source until the lot closes. Answers the
 * player's bids; every game read is refreshed (the held money leaves the balances shown).
 */
export const usePlaceBid = () => useGameCommand<PlaceBidBody, IBuyBid[]>('/api/i/iBuy/bids');
