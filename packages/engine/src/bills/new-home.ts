// Where the player lives after a court's order of possession (tenancy.ts): a spare room in a
// friend's share house. The rent and the share of the power and internet are paid to the friend
// who holds the lease, a person, so they follow a person's path (no late fee, no notice to
// vacate): a game has at most one eviction. The friend asks no bond (an informal arrangement;
// a landlord's lease would ask up to four weeks' rent: Residential Tenancy Act 1997 (Tas) s 27).
import type { BillSeries } from '../game/content';
import type { BillsState, BillTerms } from './types';

export const COURT_FEE_SERIES = 'court-fee';
/** The friend whose share house has a spare room (made up). */
export const NEW_HOME_HOST = 'Kai (new housemate)';
export const NEW_HOME_SUBURB = 'Moonah';
/**
 * The new room's rent: an ESTIMATE a little above the late-2024 Hobart share-room figure of $233
 * a week (starter bills.ts), for 2026.
 */
export const NEW_HOME_RENT_WEEKLY_CENTS = 24_000;

/** The weeks the court ordered possession in this game, oldest first (from the fee bills). */
export function possessionWeeks(bills: BillsState): number[] {
  return Object.keys(bills.series)
    .filter((id) => id.startsWith(`${COURT_FEE_SERIES}:`))
    .map((id) => Number(id.slice(COURT_FEE_SERIES.length + 1)))
    .sort((a, b) => a - b);
}

export function hasMovedOut(bills: BillsState): boolean {
  return possessionWeeks(bills).length > 0;
}

/** A household bill of the series after the move: to the friend; null when it is not one. */
export function movedHomeTerms(
  bills: BillsState,
  series: BillSeries,
): { seriesId: string; terms: BillTerms; amountCents: number } | null {
  if (!hasMovedOut(bills)) return null;
  const rent = series.category === 'rent';
  const share = series.category === 'utilities' && series.owedTo === 'person';
  if (!rent && !share) return null;
  const terms: BillTerms = {
    title: rent ? `Rent (${NEW_HOME_SUBURB})` : series.title,
    payee: NEW_HOME_HOST,
    category: series.category,
    isRecurring: series.everyWeeks > 0,
    optional: false,
    dueAfterWeeks: series.dueAfterWeeks,
    lateFeeCents: 0,
    collectAfterWeeks: series.collectAfterWeeks,
    owedTo: 'person',
  };
  const amountCents = rent
    ? NEW_HOME_RENT_WEEKLY_CENTS * Math.max(1, series.everyWeeks)
    : series.amountCents;
  return { seriesId: `${series.id}:new-home`, terms, amountCents };
}
