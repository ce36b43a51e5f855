// The things a player can own: a catalogue the job market's requirements name (a phone, a bike, a
// licence), the player's starting belongings and, later, the shop's stock.

export interface ItemType {
  id: string;
  title: string;
  description: string;
  /** What it costs new, in cents. */
  priceCents: number;
  /** Where the price comes from. */
  source: string;
}
