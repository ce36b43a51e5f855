import type { BillSeries, EverydaySpending } from '../game/content';

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
  /** Running costs and savings while it is owned (a car's bills and fuel, a bike's fares saved). */
  use?: ItemUse | undefined;
}

/**
 * A bill owning a thing brings (a car's registration and insurance), every `everyWeeks` from the
 * week after it is bought: a scenario's bill series without a first week, never optional, passed
 * to a collector like a mishap, with its source.
 */
export type RunningBill = Omit<BillSeries, 'firstWeek' | 'optional' | 'collectAfterWeeks'> & {
  source: string;
};

/** Everyday spending owning a thing brings (a car's petrol), from the week it is bought. */
export type RunningSpend = Omit<EverydaySpending, 'firstWeek' | 'cancellable'> & { source: string };

/** What owning a thing costs and saves while it is the player's. */
export interface ItemUse {
  bills?: RunningBill[];
  spending?: RunningSpend[];
  /** The share of the week's travel spending (fares) it saves: a bike half, a car all of it. */
  travelSaving?: number;
  /** Where the saving comes from. */
  savingSource?: string;
}
