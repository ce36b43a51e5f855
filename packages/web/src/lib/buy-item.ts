import { type OwnedItem, type purchaseItemBody } from '@mc/contract';
import { useGameCommand, type GameBody } from './game-queries';

/**
 * What is bought, from which app (its GameAppID says what the ItemID is: uShop's catalogue id or
 * an iBuy lot's iBuyGameItemID), and what pays for it.
 */
export type BuyItemBody = GameBody<typeof purchaseItemBody>;

/**
 * POST /api/i/items/purchase: paid at once from cash, a bank account or the credit card. Answers
 * My Stuff; every game read is refreshed (the balances in the header, the card, a lot that reads
 * back SoldOut).
 */
export const useBuyItem = () => useGameCommand<BuyItemBody, OwnedItem[]>('/api/i/items/purchase');
