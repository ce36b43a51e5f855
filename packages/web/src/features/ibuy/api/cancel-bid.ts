import type { cancelBidBody, IBuyBid } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** The bid withdrawn (its iBuyGameItemBidID). */
export type CancelBidBody = GameBody<typeof cancelBidBody>;

/** POST /api/i/iBuy/bids/cancel: withdraw a bid; the held money goes back to its source. */
export const useCancelBid = () =>
  useGameCommand<CancelBidBody, IBuyBid[]>('/api/i/iBuy/bids/cancel');
