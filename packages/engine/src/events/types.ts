// The random events slice: which events and offers this player has already had (no repeats).

export interface EventsState {
  usedEventIds: string[];
  usedOfferIds: string[];
}
