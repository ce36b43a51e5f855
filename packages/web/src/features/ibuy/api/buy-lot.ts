import { appDefinition, type OwnedItem, type purchaseItemBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** The lot bought at its buy-now price (ItemID is its iBuyGameItemID) and what pays for it. */
export type BuyLotBody = GameBody<typeof purchaseItemBody>;

/** iBuy's GameAppID (10), which tells the server the ItemID is a lot's iBuyGameItemID. */
export const IBUY_GAME_APP_ID = appDefinition('iBuy').gameAppId;

/**
 * POST /api/i/items/purchase: buy a lot now, from cash, a bank account or the credit card. Answers
 * My Stuff; every game read is refreshed (the lot reads back SoldOut).
 */
export const useBuyLot = () => useGameCommand<BuyLotBody, OwnedItem[]>('/api/i/items/purchase');
