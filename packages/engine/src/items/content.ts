// The things a player can own: the catalogue the job market's requirements name (a phone, a bike,
// a licence), the player's starting belongings, uShop's stock and iBuy's lots. Prices and how
// values move come from the content (packages/content/src/items), each with its source.

/** Needs versus wants: a job asks for it, it saves money or time, or it is just nice to have. */
export type ItemPurpose = 'job' | 'useful' | 'want';

export interface ItemType {
  id: string;
  title: string;
  description: string;
  /** What it costs new, in cents. */
  priceCents: number;
  /** Where the price comes from. */
  source: string;
  /** What sort of thing it is ('phone', 'bike', 'tickets'...: the content's list). */
  kind: string;
  purpose: ItemPurpose;
  /** How its value moves in a year, as a fraction: -0.35 loses about 35%, +0.1 gains 10%. */
  valueChangePerYear: number;
  /** Whether it can be listed on iBuy (licences, certificates and tickets cannot). */
  resaleable: boolean;
  /** The fraction off the new price a good second-hand one sells for. */
  usedDiscount: number;
  /** The picture the web app shows ('items/<id>.svg'). */
  image: string;
}
