// The shares slice: the player's holdings (their value is a ledger account per company, worth the
// shares at this week's price) and the gains and losses realised by selling.

export interface Holding {
  code: string;
  shares: number;
  /** What the shares held cost, brokerage included (the average cost of those sold is taken off). */
  costCents: number;
}

export interface SharesState {
  holdings: Holding[];
  /** Gains (positive) and losses realised by selling, by company code, after brokerage. */
  realisedCents: Record<string, number>;
}

/** The ledger account holding what a company's shares held are worth now. */
export function shareKey(code: string): string {
  return `share:${code}`;
}

export function isShareKey(key: string): boolean {
  return key.startsWith('share:');
}
