import type { IBuyBid, IBuyItem, IBuySale } from '@mc/contract';

// Test data for iBuy: a lot, a bid and a listing, each with overrides.

export const lot = (overrides: Partial<IBuyItem> = {}): IBuyItem => ({
  iBuyGameItemID: 'lot-guitar',
  ID: 'acoustic-guitar',
  Title: 'Acoustic guitar',
  Description: 'A well-loved steel-string guitar with a soft case.',
  Image: 'items/acoustic-guitar.svg',
  Price: 299,
  CurrentBid: 120,
  NumberOfBids: 3,
  SellPrice: 190,
  ClosingWeek: 6,
  SoldOut: false,
  UserBidding: false,
  MinimumBid: 125,
  SuggestedBid: 130,
  ...overrides,
});

export const bid = (overrides: Partial<IBuyBid> = {}): IBuyBid => ({
  iBuyGameItemBidID: 'bid-1',
  iBuyGameItemID: 'lot-guitar',
  Title: 'Acoustic guitar',
  Image: 'items/acoustic-guitar.svg',
  BidAmount: 130,
  SourceTitle: 'Everyday Access',
  Week: 4,
  ClosingWeek: 6,
  ...overrides,
});

export const sale = (overrides: Partial<IBuySale> = {}): IBuySale => ({
  iBuyItemForSaleID: 'sale-bike',
  ItemInstanceID: 'item-bike-1',
  Title: 'Bike',
  Image: 'items/bike.svg',
  Price: 250,
  Value: 219.6,
  Week: 4,
  ...overrides,
});
