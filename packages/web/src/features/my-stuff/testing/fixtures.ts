import type { OwnedItem } from '@mc/contract';

// Test data for My Stuff: a thing the player owns, with overrides.

export const ownedItem = (overrides: Partial<OwnedItem> = {}): OwnedItem => ({
  ItemInstanceID: 'item-bike-1',
  ID: 'bike',
  Title: 'Bike',
  Description: 'A second-hand road bike.',
  Image: 'items/bike.svg',
  Price: 219.6,
  PricePaid: 320,
  SinceWeek: 2,
  Purpose: 'useful',
  CanSell: true,
  IBuySale: false,
  iBuyItemForSaleID: null,
  SalePrice: null,
  NeededByJobs: [],
  ...overrides,
});
