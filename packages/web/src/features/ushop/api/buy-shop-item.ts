import { appDefinition } from '@mc/contract';

/**
 * uShop's GameAppID (9), which tells POST /api/i/items/purchase (lib/buy-item) the ItemID is a
 * catalogue id.
 */
export const USHOP_GAME_APP_ID = appDefinition('uShop').gameAppId;
