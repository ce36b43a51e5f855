import type { cancelSaleBody, IBuySale } from '@mc/contract';
import { useGameCommand, type GameBody } from './game-queries';

/** The listing taken down (its iBuyItemForSaleID). */
export type CancelSaleBody = GameBody<typeof cancelSaleBody>;

/** POST /api/i/iBuy/items/cancel: take a thing off iBuy; it stays in My Stuff. */
export const useCancelSale = () =>
  useGameCommand<CancelSaleBody, IBuySale[]>('/api/i/iBuy/items/cancel');
