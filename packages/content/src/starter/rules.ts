// The starter scenario's numeric rules, with their sources.
import type { ScenarioRules } from '@mc/engine';

export const rules: ScenarioRules = {
  tax: {
    // The game's calendar: week 1 begins on Wednesday 28 January 2026 (late summer), so week 22
    // ends on Tuesday 30 June 2026, the last day of the 2025-26 income year, as the story's tax
    // time beat says (story.ts, week 22). A 27-week game ends on 4 August 2026.
    firstDay: '2026-01-28',
    // Returns can be lodged from 1 July; employers finalise their year's pay reports by 14 July
    // (ATO, "Single Touch Payroll finalisation"), and most returns lodged online are processed
    // within two weeks (ATO, "Checking the progress of your tax return"): the notice arrives at
    // the end of week 25 (21 July 2026).
    returnProcessedAfterWeeks: 3,
    // Pay earned in the income year before the game: each persona's own (starter/scenario.ts).
    earlierIncome: { wagesCents: 0, withheldCents: 0 },
  },
  // Super guarantee 12% from 1 July 2025 (reference, "Superannuation guarantee").
  superGuaranteeRate: 0.12,
  super: {
    // Concessional (employer) contributions are taxed 15% in the fund (ATO, "Tax on
    // contributions"). The Low Income Super Tax Offset pays it back for incomes to $37,000, as the
    // starter persona's is, but only after the tax return, so not within the game's weeks.
    contributionsTaxRate: 0.15,
    // Australian Retirement Trust's administration fee: $1.20 a week (the fund's monthlyFeeCents)
    // plus 0.10% a year of the balance (australianretirementtrust.com.au/investments/fees).
    adminFeeRate: 0.001,
    // SIS Act 1993 s 99G: administration and investment fees capped at 3% a year of a balance
    // under $6,000 at the year's end, the excess refunded. The game caps each month's fee
    // instead; investment fees are inside the returns below.
    lowBalanceFeeCap: { balanceBelowCents: 600_000, rate: 0.03 },
    // Preservation age for anyone born after 30 June 1964 (ATO).
    preservationAgeYears: 60,
    // Chant West's median growth fund (61-80% growth assets, where most "Balanced" default
    // options sit; returns after investment fees and tax) returned 7.9% a year from July 1992 to
    // 2024 (Chant West, December 2024), and was negative in 5 of 33 financial years to June 2025
    // (Chant West via Professional Planner, July 2025), the worst in 2008-09. Most
    // months calm, one in ten stressed; drawn from the game's seed, these give 7.8% a year
    // compounded with a 7.7% spread, 14% of years negative, a third of months negative and 2%
    // of months below -5% (banking/super.test.ts checks it). Months are independent, so a run of
    // bad months like 2008's is rarer than it was.
    monthlyReturn: {
      calm: { mean: 0.01, sd: 0.016 },
      stress: { chance: 0.1, mean: -0.025, sd: 0.03 },
    },
  },
  termDeposit: {
    // At maturity a term deposit is reinvested for the same term at the bank's current rate,
    // with a grace period to withdraw it whole: 7 days at Defence Bank, 14 at Bank of Melbourne.
    graceWeeks: 1,
  },
  card: {
    // Minimum repayment: greater of $25 or 2% (CommBank), whole balance under $25 (NAB).
    minRepaymentFloorCents: 2500,
    minRepaymentRate: 0.02,
    // Interest-free days up to 44-55 (reference): a four-week statement period and three weeks to
    // pay, up to 49 days.
    dueAfterWeeks: 3,
    // Minimum age 18 (reference).
    minimumAgeYears: 18,
  },
  // A mishap becomes a one-off bill due two weeks later, with a modest late fee.
  mishap: { dueAfterWeeks: 2, lateFeeCents: 1500, collectAfterWeeks: 4 },
  weeklyEventChance: 0.35,
  weeklyOfferChance: 0.4,
  offerLifetimeWeeks: 2,
  // A direct debit returned unpaid: "The bank charges us $5.50 for each returned transaction, and
  // that fee is passed on to customers" (Origin Broadband, Declined payment fees, May 2023; other
  // billers charge up to about $22).
  dishonourFeeCents: 550,
  // The end-of-week bonus question (spec part 1 section 9 leaves the amounts to us). A game
  // reward, not a real-world figure, and the same for every persona: a right answer is worth the
  // same whoever gives it (issue 29), and kept small so the game is scored by money choices, not
  // quiz luck: $3 for a right answer, plus 2c for each whole second left on the 60-second timer, at
  // most 60c. The cap is met with 30 seconds left, so the first 30 seconds (time to read the
  // question and think) cost nothing, and a fast reader can never earn more than a fifth of what
  // knowing the answer earns (the schema refuses a cap over a fifth of the reward). Over 26 weeks
  // a player who knows every answer gets $78 at their own pace and at most $93.60 racing the
  // clock (with the first rule, $20 plus 50c a second: $520 to $1,235 for the same knowledge).
  bonus: {
    rewardCents: 300,
    timeBonusCentsPerSecond: 2,
    timeBonusMaxCents: 60,
    totalSeconds: 60,
  },
  // Finance Weekly: $1 a right answer (up to $5 a week; the bonus question pays at most $3.60),
  // for every persona; in a game whose setting is 'some', the quizzes of every fourth week from
  // week 2 are required. Quiz and bonus money together is kept under a fifth of what careful play
  // is worth against doing nothing, for every persona (npm run balance; economy.md).
  news: { rewardPerCorrectCents: 100, requiredWeeks: [2, 6, 10, 14, 18, 22, 26] },
  jobs: {
    // The 18-year-old: no law caps an adult's hours across two employers (the Fair Work Act's 38
    // hours plus reasonable additional hours, s 62, is per employer). The game stops at 50, a
    // full-time 38 plus a second job of up to 12: the OECD's Better Life Index counts 50 or more
    // a week as "very long hours". School students' limits are set per persona (scenario.ts).
    maxWeeklyHours: 50,
    maxWeeklyHoursReason:
      'a full-time week of 38 plus up to 12 more; past that counts as very long hours',
    // Each posting is advertised for five weeks: with 20-odd postings a persona, about four are
    // open in any week.
    postingOpenWeeks: 5,
    // A competitive job: each week worked (any job) adds 2 percentage points to the chance, up to
    // 90%. A game rule: employers weigh experience, no figure to cite.
    experienceBoostPerWeek: 0.02,
    maxCompetitiveChance: 0.9,
  },
};
