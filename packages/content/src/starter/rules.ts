// The starter scenario's numeric rules, with their sources.
import { BONUS_QUESTION_REWARD } from '@mc/contract/engine-constants';
import type { ScenarioRules } from '@mc/engine';

export const rules: ScenarioRules = {
  // Super guarantee 12% from 1 July 2025 (reference, "Superannuation guarantee").
  superGuaranteeRate: 0.12,
  // ASX returns average ~13% with a ~17% standard deviation (reference, weak source); a balanced
  // fund holds about half in shares, so a 7% mean with months anywhere from -3% to +17% a year.
  superReturn: { mean: 0.07, spread: 0.1 },
  card: {
    // Minimum repayment: greater of $25 or 2% (CommBank), whole balance under $25 (NAB).
    minRepaymentFloorCents: 2500,
    minRepaymentRate: 0.02,
    // Interest-free days up to 44-55: the statement is due three weeks after it is issued.
    dueAfterWeeks: 3,
    // Minimum age 18 (reference).
    minimumAgeYears: 18,
  },
  // A mishap becomes a one-off bill due two weeks later, with a modest late fee.
  mishap: { dueAfterWeeks: 2, lateFeeCents: 1500, collectAfterWeeks: 2, collectorFeeCents: 3000 },
  weeklyEventChance: 0.35,
  weeklyOfferChance: 0.4,
  offerLifetimeWeeks: 2,
  bonus: { ...BONUS_QUESTION_REWARD },
};
