import { useGameCommand } from './game-queries';

export interface TransferBody extends Record<string, unknown> {
  FromGameAppInstanceID: string;
  FromAccountInstanceID: string;
  ToGameAppInstanceID: string;
  ToAccountInstanceID: string;
  /** Dollars. */
  Amount: number;
}

/**
 * POST /api/i/transfer: move money between the player's own accounts. With the credit card as the
 * target it pays the card. Used by the transfer screen and My Credit's Pay.
 */
export const useTransferMoney = () => useGameCommand<TransferBody>('/api/i/transfer');
