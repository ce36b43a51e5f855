import type { Share, tradeSharesBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** Which company (its code), how many shares (Total) and the account that pays or is paid. */
export type TradeSharesBody = GameBody<typeof tradeSharesBody>;

/**
 * POST /api/i/shares/buy or /sell: answers the market again. Every game read is refreshed, since a
 * trade moves money that the header, the bank and where I'm at show.
 */
export const useTradeShares = (side: 'buy' | 'sell') =>
  useGameCommand<TradeSharesBody, Share[]>(`/api/i/shares/${side}`);
