import { appDefinition } from '@mc/contract';

/**
 * iBuy's GameAppID (10), which tells POST /api/i/items/purchase (lib/buy-item) the ItemID is a
 * lot's iBuyGameItemID: buying a lot now at its buy-now price.
 */
export const IBUY_GAME_APP_ID = appDefinition('iBuy').gameAppId;
