import type { ShopItem } from '@mc/contract';

// Test data for uShop: a thing in this week's stock, with overrides.

export const shopItem = (overrides: Partial<ShopItem> = {}): ShopItem => ({
  ID: 'bike',
  Title: 'Bike',
  Description: 'A road bike for getting to work and school.',
  Image: 'items/bike.svg',
  Price: 200,
  SoldOut: false,
  Quantity: 1,
  QuantityLeft: 1,
  Purpose: 'useful',
  SecondHandValue: 120,
  ValueChangePerYear: -20,
  CanResell: true,
  Owned: 0,
  NeededForJobs: [],
  ...overrides,
});

export const sneakers = shopItem({
  ID: 'sneakers',
  Title: 'Sneakers',
  Description: 'Limited-edition sneakers.',
  Image: 'items/sneakers.svg',
  Price: 260,
  Purpose: 'want',
  SecondHandValue: 130,
  ValueChangePerYear: -35,
  Quantity: 3,
  QuantityLeft: 2,
});
