import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import type { ItemType } from './content';

export function ownsItem(state: GameState, itemId: string): boolean {
  return state.items.owned.some((item) => item.itemId === itemId);
}

export function itemType(content: GameContent, itemId: string): ItemType {
  const item = content.items.find((i) => i.id === itemId);
  if (!item) throw new Error(`no item ${itemId} in the content`);
  return item;
}
