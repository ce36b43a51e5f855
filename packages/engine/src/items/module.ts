// What the player owns (My Stuff): the belongings they start with, which some jobs need (a phone
// to be rostered by app). Buying and selling things comes with the shop and the auction market.
import { defineModule } from '../game/module';
import type { ItemsState } from './types';

export const itemsModule = defineModule()({
  key: 'items',
  initial: (scenario): ItemsState => ({
    owned: scenario.startingItemIds.map((itemId) => ({ itemId, sinceWeek: 1 })),
  }),
});
