import type { transferBody } from '@mc/contract';
import { useGameCommand, type GameBody } from './game-queries';

export type TransferBody = GameBody<typeof transferBody>;

/**
 * POST /api/i/transfer: move money between the player's own accounts. With the credit card as the
 * target it pays the card. Used by the transfer screen and My Credit's Pay.
 */
export const useTransferMoney = () => useGameCommand<TransferBody>('/api/i/transfer');
