// PAYG withholding by the ATO's Schedule 1 formula (NAT 1004, "Statement of formulas for
// calculating amounts to be withheld", for payments 1 July 2024 - 30 June 2026), scale 2: the
// tax-free threshold claimed, Medicare levy built in. y = a*x - b, where x is the weekly
// earnings in whole dollars plus 99 cents, using the first row whose limit x is below; y is
// rounded to the nearest dollar. The arithmetic is done in integers (a and b in ten-thousandths,
// x in cents) so a value ending in exactly 50c always rounds up, as the ATO says.

export interface WithholdingRow {
  /** The row applies while x is less than this many dollars (Infinity for the last row). */
  xLessThanDollars: number;
  /** Coefficients in ten-thousandths: a = 0.3227 is 3227, b = 180.0385 is 1800385. */
  a: number;
  b: number;
}

/** Scale 2, tax-free threshold claimed; applies 1 July 2024 to 30 June 2026 (reference). */
export const SCALE_2_2024_25: readonly WithholdingRow[] = [
  { xLessThanDollars: 361, a: 0, b: 0 },
  { xLessThanDollars: 500, a: 1600, b: 578462 },
  { xLessThanDollars: 625, a: 2600, b: 1078462 },
  { xLessThanDollars: 721, a: 1800, b: 578462 },
  { xLessThanDollars: 865, a: 1890, b: 643365 },
  { xLessThanDollars: 1282, a: 3227, b: 1800385 },
  { xLessThanDollars: 2596, a: 3200, b: 1765769 },
  { xLessThanDollars: 3653, a: 3900, b: 3583077 },
  { xLessThanDollars: Infinity, a: 4700, b: 6506154 },
];

/**
 * Scale 1, tax-free threshold not claimed (a second job: the threshold is claimed from one payer
 * only); same source and period (reference, "Scale 1").
 */
export const SCALE_1_2024_25: readonly WithholdingRow[] = [
  { xLessThanDollars: 150, a: 1600, b: 1600 },
  { xLessThanDollars: 371, a: 2117, b: 77550 },
  { xLessThanDollars: 515, a: 1890, b: -6702 },
  { xLessThanDollars: 932, a: 3227, b: 682367 },
  { xLessThanDollars: 2246, a: 3200, b: 657202 },
  { xLessThanDollars: 3303, a: 3900, b: 2229510 },
  { xLessThanDollars: Infinity, a: 4700, b: 4872587 },
];

/** Weekly withholding in whole dollars for weekly earnings of `weeklyDollars` whole dollars. */
export function weeklyWithholdingDollars(
  weeklyDollars: number,
  scale: readonly WithholdingRow[] = SCALE_2_2024_25,
) {
  const xCents = weeklyDollars * 100 + 99;
  const row = scale.find((r) => xCents < r.xLessThanDollars * 100) ?? scale[scale.length - 1]!;
  // y in millionths of a dollar: (a/1e4)*(x/100) - b/1e4 = (a*x - b*100) / 1e6.
  const yMillionths = row.a * xCents - row.b * 100;
  if (yMillionths <= 0) return 0;
  return Math.floor((yMillionths + 500_000) / 1_000_000);
}

/**
 * A pay for `weeks` weeks (1 weekly, 2 fortnightly, 4 four-weekly, or the part period of a last
 * pay). Schedule 1's "Working out the weekly earnings" (NAT 1004, published 16 June 2024) works a
 * fortnightly pay as half the pay, cents ignored, and withholds twice the rounded weekly amount;
 * a pay for any other whole number of weeks is worked the same way ("if the employee is paid on a
 * less frequent basis, you split it as though it was paid weekly evenly": ATO Community, answer by
 * the ATO, 20 April 2022). So a four-weekly pay's weekly equivalent is a quarter of it, cents
 * ignored, and the withholding is four times the rounded weekly amount. The calendar-monthly rule
 * (x 3 / 13, then x 13 / 3) is for pays made each calendar month, which the game has none of.
 */
export function withholdingCents(
  grossCents: number,
  weeks: number,
  scale: readonly WithholdingRow[] = SCALE_2_2024_25,
): number {
  if (!Number.isInteger(weeks) || weeks < 1) throw new Error(`a pay for ${weeks} weeks`);
  return weeklyWithholdingDollars(Math.floor(grossCents / (100 * weeks)), scale) * weeks * 100;
}
