import type { Share } from '@mc/contract';

// Test data for Shares: a company as the player sees it, with overrides.

export const share = (overrides: Partial<Share> = {}): Share => ({
  ID: 'KOAL',
  ShareInstanceID: 'KOAL',
  Company: 'KOAL',
  Title: 'Koala Kitchens',
  Sector: 'Food',
  Profile: 'Cafes in every suburb.',
  Risk: 0,
  CurrentPrice: 2.5,
  LastWeeksPrice: 2.4,
  PercentageChange: 4.17,
  TotalShares: 1000,
  OwnedShares: 0,
  BrokerageFee: 0.02,
  PreviousWeekValues: [
    { Week: 1, Value: 2.2 },
    { Week: 2, Value: 2.4 },
    { Week: 3, Value: 2.5 },
  ],
  Total: 0,
  CostOfHolding: 0,
  RealisedGain: 0,
  DividendYield: 0.03,
  News: null,
  ...overrides,
});

/** A riskier company the player holds some of. */
export const held = (overrides: Partial<Share> = {}): Share =>
  share({
    ID: 'ROKT',
    ShareInstanceID: 'ROKT',
    Company: 'ROKT',
    Title: 'Rocket Games',
    Risk: 2,
    CurrentPrice: 12,
    LastWeeksPrice: 13,
    PercentageChange: -7.69,
    TotalShares: 200,
    OwnedShares: 10,
    Total: 120,
    CostOfHolding: 132.6,
    RealisedGain: 0,
    DividendYield: 0,
    ...overrides,
  });
