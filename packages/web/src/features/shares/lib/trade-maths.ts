import { centsToDollars, dollarsToCents } from '@mc/contract';

// What a trade costs, worked out in cents as the engine does (brokerage is the rate times the
// cost, rounded to the cent; added when buying, taken off when selling), shown in dollars.

export interface TradeSums {
  /** Price times count. */
  value: number;
  brokerage: number;
  /** What a buy takes from the account, or what a sale pays into it. */
  total: number;
}

export function tradeSums(
  side: 'buy' | 'sell',
  price: number,
  count: number,
  brokerageRate: number,
): TradeSums {
  const valueCents = dollarsToCents(price) * Math.max(0, count);
  const feeCents = Math.round(valueCents * brokerageRate);
  const totalCents = side === 'buy' ? valueCents + feeCents : valueCents - feeCents;
  return {
    value: centsToDollars(valueCents),
    brokerage: centsToDollars(feeCents),
    total: centsToDollars(totalCents),
  };
}

/** How many shares can still be bought: what the company has less what the player owns. */
export const sharesLeft = (share: { TotalShares: number; OwnedShares: number }) =>
  Math.max(0, share.TotalShares - share.OwnedShares);
