// The tax return's arithmetic, checked against figures worked out by hand from the ATO's
// published rates for 2025-26 (ato.gov.au, "Tax rates - Australian residents": nil to $18,200,
// 16c per $1 to $45,000, $4,288 plus 30c per $1 to $135,000...; "Low income tax offset": $700,
// less 5c per $1 over $37,500, then $325 less 1.5c per $1 over $45,000; "Medicare levy reduction
// for low-income earners": none to $27,222, then 10c per $1 over it, capped at 2% of the whole).
import { describe, expect, it } from 'vitest';
import {
  assess,
  incomeTaxCents,
  litoCents,
  medicareLevyCents,
  ratesFor,
  type ReturnIncome,
} from './assessment';

const y2025 = ratesFor(2025);
const dollars = (d: number) => Math.round(d * 100);

function yearOf(wages: number, withheld: number, interest = 0): ReturnIncome {
  return {
    incomeYear: 2025,
    wagesCents: dollars(wages),
    interestCents: dollars(interest),
    dividendsCents: 0,
    capitalGainCents: 0,
    withheldCents: dollars(withheld),
  };
}

describe('income tax at the resident rates', () => {
  it.each([
    [18_200, 0],
    [18_201, 0.16],
    [30_000, 1_888], // 11,800 x 16c
    [45_000, 4_288],
    [60_000, 8_788], // 4,288 + 15,000 x 30c
    [135_000, 31_288],
    [190_000, 51_638],
    [200_000, 56_138], // 51,638 + 10,000 x 45c
  ])('$%i -> $%f', (taxable, tax) => {
    expect(incomeTaxCents(taxable, y2025)).toBe(dollars(tax));
  });

  it('is 15c in the dollar above $18,200 from 1 July 2026', () => {
    expect(incomeTaxCents(30_000, ratesFor(2026))).toBe(dollars(1_770)); // 11,800 x 15c
    expect(incomeTaxCents(60_000, ratesFor(2026))).toBe(dollars(26_800 * 0.15 + 15_000 * 0.3));
  });
});

describe('the low income tax offset', () => {
  it.each([
    [20_000, 700],
    [37_500, 700],
    [37_501, 699.95],
    [40_000, 575], // 700 - 2,500 x 5c
    [45_000, 325],
    [45_001, 324.99], // 325 - 1.5c, the half cent in the taxpayer's favour
    [50_000, 250], // 325 - 5,000 x 1.5c
    [66_666, 0.01],
    [66_667, 0],
    [80_000, 0],
  ])('$%i -> $%f', (taxable, offset) => {
    expect(litoCents(taxable, y2025)).toBe(dollars(offset));
  });
});

describe('the Medicare levy', () => {
  it.each([
    [27_222, 0],
    [27_223, 0.1],
    [29_000, 177.8], // the ATO's own example: 10% of (29,000 - 27,222)
    [34_027, 680.5], // 10% of 6,805 is below 2% of 34,027 (680.54)
    [34_028, 680.56], // 2% of 34,028 is below 10% of 6,806 (680.60): the full levy
    [50_000, 1_000],
  ])('$%i -> $%f', (taxable, levy) => {
    expect(medicareLevyCents(taxable, y2025)).toBe(dollars(levy));
  });
});

describe('a return', () => {
  it('gives a junior on $9,000 all the tax withheld back', () => {
    expect(assess(yearOf(9_000, 120))).toMatchObject({
      taxableIncomeCents: dollars(9_000),
      incomeTaxCents: 0,
      litoCents: 0,
      medicareLevyCents: 0,
      assessedCents: 0,
      balanceCents: dollars(120),
    });
  });

  it("refunds the starter persona's over-withholding: part of a year, below the threshold", () => {
    // 11 fortnights of $1,412.84 (weeks 2-22) with $138 withheld from each, and the school-holiday
    // job's $2,788.80 with $102 withheld: $18,330 (cents left off), tax 130 x 16c = $20.80, all
    // of it taken by the offset (which never goes below nil tax), no Medicare levy.
    const a = assess(yearOf(11 * 1412.84 + 2788.8, 11 * 138 + 102, 4.56));
    expect(a).toMatchObject({
      taxableIncomeCents: dollars(18_334), // + $4 of interest
      incomeTaxCents: dollars(134 * 0.16),
      litoCents: dollars(134 * 0.16),
      medicareLevyCents: 0,
      assessedCents: 0,
      balanceCents: dollars(1_620),
    });
  });

  it('refunds $588.06 to the persona over a whole year of fortnightly pay', () => {
    // 26 x 1,412.84 = 36,733.84: tax 18,533 x 16c = 2,965.28, less the full offset of $700,
    // plus 2% Medicare levy 734.66 = 2,999.94; withheld 26 x 138 = 3,588.
    expect(assess(yearOf(26 * 1412.84, 26 * 138))).toMatchObject({
      incomeTaxCents: 296_528,
      litoCents: 70_000,
      medicareLevyCents: 73_466,
      assessedCents: 299_994,
      balanceCents: 58_806,
    });
  });

  it('leaves tax to pay when too little was withheld', () => {
    // $60,000 with $5,000 withheld: tax 8,788, offset 325 - 15,000 x 1.5c = 100, levy 1,200:
    // 9,888 owed, 4,888 to pay.
    expect(assess(yearOf(60_000, 5_000))).toMatchObject({
      incomeTaxCents: dollars(8_788),
      litoCents: dollars(100),
      medicareLevyCents: dollars(1_200),
      assessedCents: dollars(9_888),
      balanceCents: dollars(-4_888),
    });
  });

  it('counts bank interest as income, each item without its cents', () => {
    const a = assess(yearOf(30_000.99, 0, 500.99));
    expect(a.taxableIncomeCents).toBe(dollars(30_500));
  });

  it('knows no rates for a year it has not collected', () => {
    expect(() => ratesFor(2031)).toThrow(/income year/);
  });
});
