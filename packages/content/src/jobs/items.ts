// Things job postings can require the player to own, and what each persona owns at the start.
// The items themselves live in the catalogue (items/catalogue.ts) with their prices and sources;
// these are the ids job postings name, which must not change.
import type { ItemType } from '@mc/engine/items/content';
import { items } from '../items/catalogue';
import type { PersonaKey } from '../schemas';

export const REQUIREMENT_ITEM_IDS = [
  'phone',
  'bike',
  'e-bike',
  'laptop',
  'drivers-licence',
  'car',
  'rsa-certificate',
  'first-aid-certificate',
  'bronze-medallion',
  'working-with-children-check',
  'white-card',
  'work-boots',
] as const;

/** The catalogue's items a job posting can ask for, in the order above. */
export const requirementItems: ItemType[] = REQUIREMENT_ITEM_IDS.map((id) => {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`requirement item ${id} is missing from the catalogue`);
  return item;
});

/**
 * What each persona owns when the game starts: everyone has a phone (they pay a phone bill);
 * nothing else in their stories gives them a bike, a licence or a certificate.
 */
export const startingItemIds: Record<PersonaKey, string[]> = {
  '14-15': ['phone'],
  '16-17': ['phone'],
  '18': ['phone'],
};
