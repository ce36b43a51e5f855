// The everyday-spending slice: which of the player's sources pays the week's everyday spending,
// and the subscriptions that have ended. What the player owes the lender is a ledger account
// (PLAYER_KEYS.lender), so the net position counts it.

/** Why a subscription stopped: the player cancelled it, or a renewal could not be paid. */
export type SubscriptionEnd = 'cancelled' | 'declined';

/** A new weekly amount from a week on (a travel card, a cheaper plan the player took). */
export interface SpendingChange {
  spendingId: string;
  amountCents: number;
  fromWeek: number;
}

export interface EverydayState {
  /**
   * The source the player nominated (the cash box, a transaction account or the card), by id
   * number; null until they choose one (then cash, or their first transaction account).
   */
  sourceId: number | null;
  /** Subscriptions that have ended, by spending id: the week and the reason. */
  ended: Record<string, { week: number; reason: SubscriptionEnd }>;
  /** Changes to the scenario's amounts, in the order they happened; the latest in force wins. */
  amountChanges: SpendingChange[];
  /**
   * The first week whose spending is charged: 1, or for a game begun before everyday spending the
   * week after it was loaded (that week's groceries and fares had already come as bills).
   */
  firstWeek: number;
}
