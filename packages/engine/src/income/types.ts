// The income slice: where the pay goes, this income year's pay so far and the
// tax return.
import type { TaxAssessment } from './assessment';

export interface IncomeState {
  /** The account the net pay goes into; null: the first open transaction account, else cash. */
  payAccountId: number | null;
  /** The income year the pays now go to, and what it has paid so far, for its tax return. */
  year: IncomeYearTotals;
  /** The game's tax return, once its income year has ended (or the game has). */
  taxReturn: TaxReturnRecord | null;
}

export interface IncomeYearTotals {
  /** Named by the year it starts: 2025 is 1 July 2025 to 30 June 2026. */
  incomeYear: number;
  grossCents: number;
  withheldCents: number;
  /** The interest banks had paid the player when the year began in the game (see tax-time.ts). */
  interestBeforeCents: number;
  /** The dividends paid to the player when the year began in the game. */
  dividendsBeforeCents: number;
  /** The gains less losses the player had realised selling shares when the year began. */
  realisedBeforeCents: number;
}

export interface TaxReturnRecord {
  assessment: TaxAssessment;
  /** The week at whose end the ATO has processed it: refund paid or tax to pay billed. */
  processWeek: number;
  processed: boolean;
}
