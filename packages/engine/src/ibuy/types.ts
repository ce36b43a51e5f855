// The iBuy slice: the player's live bids (each amount held in a ledger account of its own until
// the lot closes), what their bidding did to lots (the other bidders' answers, lots bought) and
// their things listed for sale.

export interface Bid {
  id: number;
  lotId: string;
  amountCents: number;
  /** The account or cash box the money is held from, and goes back to when outbid. */
  sourceId: number;
  week: number;
}

/** A lot the player has bid on or bought: what the other bidders did in answer, or its end. */
export interface LotState {
  lotId: string;
  /** The other bidders' best answer to the player's bids (0: none yet). */
  currentBidCents: number;
  /** Bids added by the player's bidding (theirs and the answers). */
  extraBids: number;
  /** The week the player bought it (buy-now) or won it; null while it is not theirs. */
  boughtWeek: number | null;
}

export interface Sale {
  id: number;
  /** The owned item's id number. */
  itemInstanceId: number;
  priceCents: number;
  week: number;
}

export interface IBuyState {
  bids: Bid[];
  lots: LotState[];
  sales: Sale[];
}

/** The ledger account holding a bid's money until its lot closes (the player's, not spendable). */
export function holdKey(bidId: number): string {
  return `hold:${bidId}`;
}

export function isHoldKey(key: string): boolean {
  return key.startsWith('hold:');
}
