// Expected values are worked out by hand from the ATO's Schedule 1 formula (NAT 1004, scale 2,
// payments 1 July 2024 - 30 June 2026), the way the ATO's own examples are: x is the weekly
// earnings in whole dollars plus 99 cents, y = a*x - b rounded to the nearest dollar.
import { describe, expect, it } from 'vitest';
import { weeklyWithholdingDollars, withholdingCents } from './tax';

describe('PAYG withholding, weekly (scale 2)', () => {
  it.each([
    // weekly earnings, working, withholding
    [350, 'x = 350.99 < 361: nil', 0],
    [360, 'x = 360.99 < 361: nil', 0],
    [361, '0.16 * 361.99 - 57.8462 = 0.07', 0],
    [450, '0.16 * 450.99 - 57.8462 = 14.31', 14],
    [600, '0.26 * 600.99 - 107.8462 = 48.41', 48],
    [706, '0.18 * 706.99 - 57.8462 = 69.41', 69],
    [800, '0.189 * 800.99 - 64.3365 = 87.05', 87],
    [1000, '0.3227 * 1000.99 - 180.0385 = 142.98', 143],
    [1250, '0.3227 * 1250.99 - 180.0385 = 223.66', 224],
    [2000, '0.32 * 2000.99 - 176.5769 = 463.74', 464],
    [3000, '0.39 * 3000.99 - 358.3077 = 812.08', 812],
    [4000, '0.47 * 4000.99 - 650.6154 = 1229.85', 1230],
  ])('$%i a week (%s) -> $%i', (weekly, _working, expected) => {
    expect(weeklyWithholdingDollars(weekly)).toBe(expected);
    expect(withholdingCents(weekly * 100, 1)).toBe(expected * 100);
  });

  it('ignores the cents of the earnings', () => {
    expect(withholdingCents(100_099, 1)).toBe(14_300);
    expect(withholdingCents(70_642, 1)).toBe(6_900);
  });

  it('rounds to the nearest dollar, 50 cents up, without float drift', () => {
    expect(weeklyWithholdingDollars(363)).toBe(0); // 0.16 * 363.99 - 57.8462 = 0.3922
    expect(weeklyWithholdingDollars(364)).toBe(1); // 0.16 * 364.99 - 57.8462 = 0.5522
    // A made-up row where y is exactly 1.50: a = 1, b = 0.49, x = 1.99.
    const row = [{ xLessThanDollars: Infinity, a: 10_000, b: 4_900 }];
    expect(weeklyWithholdingDollars(1, row)).toBe(2);
  });
});

describe('PAYG withholding, fortnightly and four-weekly', () => {
  it.each([
    // fortnightly earnings in cents, working, withholding in dollars
    [200_000, 'half 1000 -> x 1000.99 -> 143, twice', 286],
    [141_284, 'half 706.42 -> 706 -> x 706.99 -> 69, twice', 138],
    [70_000, 'half 350 -> nil', 0],
    [400_000, 'half 2000 -> 464, twice', 928],
  ])('fortnightly %i cents (%s) -> $%i', (grossCents, _working, expected) => {
    expect(withholdingCents(grossCents, 2)).toBe(expected * 100);
  });

  it.each([
    // four-weekly earnings in cents, working, withholding in dollars
    [400_000, 'a quarter: 1000 -> x 1000.99 -> 143, four times', 572],
    [282_568, 'a quarter: 706.42 -> 706 -> 69, four times', 276],
    [300_000, 'a quarter: 750 -> 0.189 * 750.99 - 64.3365 = 77.60 -> 78, four times', 312],
    [144_399, 'a quarter: 360.99 -> 360 -> x 360.99 < 361: nil', 0],
    [800_396, 'a quarter: 2000.99 -> 2000 -> 464, four times', 1856],
  ])('four-weekly %i cents (%s) -> $%i', (grossCents, _working, expected) => {
    expect(withholdingCents(grossCents, 4)).toBe(expected * 100);
  });

  it('withholds four times the weekly amount of a quarter of the pay, on a sweep of amounts', () => {
    for (let weeklyDollars = 0; weeklyDollars <= 5000; weeklyDollars += 7) {
      for (const extraCents of [0, 1, 399]) {
        const grossCents = weeklyDollars * 400 + extraCents;
        expect(withholdingCents(grossCents, 4)).toBe(
          4 * 100 * weeklyWithholdingDollars(weeklyDollars),
        );
      }
    }
  });

  it('makes a year of four-weekly pays withhold what a year of weekly pays does', () => {
    // A year of four-weekly pays withholds what a year of weekly pays does (13 x 4 = 52 weeks).
    for (const weekly of [400, 706, 950, 1500, 3000]) {
      expect(13 * withholdingCents(weekly * 400, 4)).toBe(52 * withholdingCents(weekly * 100, 1));
    }
  });

  it('works a part period the same way: three weeks', () => {
    // 2119.26 / 3 = 706.42 -> 706 -> 69, three times.
    expect(withholdingCents(211_926, 3)).toBe(20_700);
  });
});
