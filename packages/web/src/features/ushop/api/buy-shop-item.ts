import { appDefinition, type OwnedItem, type purchaseItemBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** What is bought (the catalogue's ID), from which app, and what pays for it. */
export type BuyShopItemBody = GameBody<typeof purchaseItemBody>;

/** uShop's GameAppID (9), which tells the server the ItemID is a catalogue id. */
export const USHOP_GAME_APP_ID = appDefinition('uShop').gameAppId;

/**
 * POST /api/i/items/purchase: paid at once from cash, a bank account or the credit card. Answers
 * My Stuff; every game read is refreshed (the balances in the header, the card, where I'm at).
 */
export const useBuyShopItem = () =>
  useGameCommand<BuyShopItemBody, OwnedItem[]>('/api/i/items/purchase');
