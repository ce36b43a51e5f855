// The tax a resident owes on a year's income, as the ATO assesses a simple return: income tax at
// the resident rates on the taxable income, less the low income tax offset (non-refundable), plus
// the Medicare levy; compared with the tax withheld from the pay, the difference is refunded or
// owed. Taxable income is whole dollars: each income item is written on the return without its
// cents (ATO, "Rounding": "you can round down to the nearest dollar" amounts of income). All
// arithmetic is in integer cents.

/** The figures of one income year (whole dollars unless named in cents). */
export interface IncomeYearRates {
  /** Resident brackets: tax on income above `overDollars` at `centsPerDollar`, lowest first. */
  brackets: readonly { overDollars: number; centsPerDollar: number }[];
  /** Low income tax offset: the full offset, then two phase-out slopes (cents per dollar, x 10). */
  lito: {
    fullDollars: number;
    firstTaperFromDollars: number;
    firstTaperTenthsOfCentPerDollar: number;
    secondTaperFromDollars: number;
    /** What is left of the offset where the second slope begins. */
    secondTaperStartDollars: number;
    secondTaperTenthsOfCentPerDollar: number;
  };
  /** Medicare levy: 2% of taxable income, none up to `lowerDollars`, shaded in above it. */
  medicare: { ratePercent: number; lowerDollars: number; shadeInPercent: number };
}

/**
 * 2024-25 and 2025-26: resident rates after the "Stage 3" changes (Treasury Laws Amendment (Cost
 * of Living Tax Cuts) Act 2024): nil to $18,200; 16c per $1 over $18,200; $4,288 plus 30c over
 * $45,000; $31,288 plus 37c over $135,000; $51,638 plus 45c over $190,000 (ato.gov.au, "Tax
 * rates - Australian residents"; reference, "Income tax, residents"). Low income tax offset $700
 * up to $37,500, less 5c per $1 to $45,000, then $325 less 1.5c per $1 to $66,667 (ato.gov.au,
 * "Low income tax offset"). Medicare levy 2%; singles' low-income threshold for 2024-25 $27,222,
 * shaded in at 10c per $1 above it until the full 2% is reached at $34,027 (ATO, "Medicare levy
 * reduction for low-income earners"; reference). The 2025-26 threshold is set by a later law
 * (usually announced in the next year's Budget) and is not collected yet: the game uses 2024-25's.
 */
const STAGE_3: IncomeYearRates = {
  brackets: [
    { overDollars: 18_200, centsPerDollar: 16 },
    { overDollars: 45_000, centsPerDollar: 30 },
    { overDollars: 135_000, centsPerDollar: 37 },
    { overDollars: 190_000, centsPerDollar: 45 },
  ],
  lito: {
    fullDollars: 700,
    firstTaperFromDollars: 37_500,
    firstTaperTenthsOfCentPerDollar: 50,
    secondTaperFromDollars: 45_000,
    secondTaperStartDollars: 325,
    secondTaperTenthsOfCentPerDollar: 15,
  },
  medicare: { ratePercent: 2, lowerDollars: 27_222, shadeInPercent: 10 },
};

/**
 * 2026-27: the 16% rate becomes 15% from 1 July 2026 (Treasury Laws Amendment (More Cost of
 * Living Relief) Act 2025, Sch 1; reference); the other rates and the offset are unchanged. The
 * Medicare threshold is kept at 2024-25's until the new one is collected.
 */
const FROM_2026: IncomeYearRates = {
  ...STAGE_3,
  brackets: [{ overDollars: 18_200, centsPerDollar: 15 }, ...STAGE_3.brackets.slice(1)],
};

/** The rates by income year (named by the year it starts in). */
export const INCOME_YEAR_RATES: Readonly<Record<number, IncomeYearRates>> = {
  2024: STAGE_3,
  2025: STAGE_3,
  2026: FROM_2026,
};

export function ratesFor(incomeYearStart: number): IncomeYearRates {
  const rates = INCOME_YEAR_RATES[incomeYearStart];
  if (!rates)
    throw new Error(`no tax rates for the income year starting 1 July ${incomeYearStart}`);
  return rates;
}

/** Tax on a taxable income of whole dollars, in cents, before offsets. */
export function incomeTaxCents(taxableDollars: number, rates: IncomeYearRates): number {
  let cents = 0;
  const { brackets } = rates;
  for (let i = 0; i < brackets.length; i++) {
    const from = brackets[i]!.overDollars;
    const to = brackets[i + 1]?.overDollars ?? Infinity;
    if (taxableDollars <= from) break;
    // The brackets are marginal: each slice of income is taxed at its own bracket's rate.
    cents += (Math.min(taxableDollars, to) - from) * brackets[i]!.centsPerDollar;
  }
  return cents;
}

/** The low income tax offset for a taxable income, in cents (a half cent of offset rounds up). */
export function litoCents(taxableDollars: number, rates: IncomeYearRates): number {
  const l = rates.lito;
  if (taxableDollars <= l.firstTaperFromDollars) return l.fullDollars * 100;
  if (taxableDollars <= l.secondTaperFromDollars) {
    const taperTenths =
      (taxableDollars - l.firstTaperFromDollars) * l.firstTaperTenthsOfCentPerDollar;
    return Math.max(0, l.fullDollars * 100 - Math.floor(taperTenths / 10));
  }
  const taperTenths =
    (taxableDollars - l.secondTaperFromDollars) * l.secondTaperTenthsOfCentPerDollar;
  return Math.max(0, l.secondTaperStartDollars * 100 - Math.floor(taperTenths / 10));
}

/**
 * The Medicare levy in cents: none up to the low-income threshold, then the smaller of 10c per
 * dollar above the threshold and 2% of the whole taxable income.
 */
export function medicareLevyCents(taxableDollars: number, rates: IncomeYearRates): number {
  const m = rates.medicare;
  if (taxableDollars <= m.lowerDollars) return 0;
  return Math.min(
    taxableDollars * m.ratePercent,
    (taxableDollars - m.lowerDollars) * m.shadeInPercent,
  );
}

/** What a year's return is worked out from, in cents. */
export interface ReturnIncome {
  incomeYear: number;
  wagesCents: number;
  interestCents: number;
  /** Dividends paid on shares held (unfranked in the game: no franking credits). */
  dividendsCents: number;
  /** The net capital gain from selling shares (gains less losses; none when they lost overall). */
  capitalGainCents: number;
  withheldCents: number;
}

/** The notice of assessment's figures, in cents. */
export interface TaxAssessment extends ReturnIncome {
  taxableIncomeCents: number;
  incomeTaxCents: number;
  /** The offset used: never more than the tax it reduces (it is not refundable). */
  litoCents: number;
  medicareLevyCents: number;
  /** Income tax less the offset, plus the Medicare levy. */
  assessedCents: number;
  /** Withheld less assessed: a refund when positive, tax to pay when negative. */
  balanceCents: number;
}

export function assess(income: ReturnIncome): TaxAssessment {
  const rates = ratesFor(income.incomeYear);
  const taxableDollars =
    Math.floor(Math.max(0, income.wagesCents) / 100) +
    Math.floor(Math.max(0, income.interestCents) / 100) +
    Math.floor(Math.max(0, income.dividendsCents) / 100) +
    Math.floor(Math.max(0, income.capitalGainCents) / 100);
  const tax = incomeTaxCents(taxableDollars, rates);
  const lito = Math.min(tax, litoCents(taxableDollars, rates));
  const medicare = medicareLevyCents(taxableDollars, rates);
  const assessed = tax - lito + medicare;
  return {
    ...income,
    taxableIncomeCents: taxableDollars * 100,
    incomeTaxCents: tax,
    litoCents: lito,
    medicareLevyCents: medicare,
    assessedCents: assessed,
    balanceCents: income.withheldCents - assessed,
  };
}
