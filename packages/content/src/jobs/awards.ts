// The modern awards the job postings are paid under: junior shares by age and casual loading.
// Sources: Fair Work pay guides and award clauses for rates from the first full pay period on or
// after 1 July 2025; secondary summaries of them where the pay guide text was not to hand
// (rosterelf.com award guides 2025/26, rippling.com Clerks Award guide Aug 2025, fairwork.gov.au
// junior pay rates pages); docs/reference/australia-finance.md ("Wages"). A share not
// found in any source says 'estimate' and is kept no higher than the retail award's.
import type { Award } from '@mc/engine/jobs/content';

/** Retail-style junior scale: under 16 45%, 16 50%, 17 60%, 18 70%, 19 80%, 20 90%; adult 21. */
const RETAIL_STYLE_JUNIORS = [
  { ageYears: 15, share: 0.45 },
  { ageYears: 16, share: 0.5 },
  { ageYears: 17, share: 0.6 },
  { ageYears: 18, share: 0.7 },
  { ageYears: 19, share: 0.8 },
  { ageYears: 20, share: 0.9 },
];

export const awards: Award[] = [
  {
    id: 'MA000004',
    title: 'General Retail Industry Award 2020',
    juniorShares: RETAIL_STYLE_JUNIORS,
    adultAgeYears: 21,
    casualLoading: 0.25,
    weekendRates: {
      casual: { saturday: 1.5, sunday: 1.75 },
      permanent: { saturday: 1.25, sunday: 1.5 },
    },
    source:
      'General Retail Industry Award 2020 [MA000004]: junior rates (cl. 13 junior employees, cl. 17 minimum rates: under 16 45%, 16 50%, 17 60%, 18 70%, 19 80%, 20 90%), casual loading 25% (cl. 11 casual employees); Fair Work pay guide from 1 July 2025 (Level 1 $26.55, Level 2 $27.16, Level 3 $27.58, Level 4 $28.13 an hour; rosterelf.com 2025/26 summary; reference "Wages"). Casual minimum engagement 3 hours, or 1.5 hours for a full-time secondary student between 3 pm and 6.30 pm on a school day with a parent\'s agreement (cl. 11; McCullough Robertson alert on the 2011 variation). Weekend penalty rates for ordinary hours (cl. 22.1, Schedule B): full-time and part-time Saturday 125%, Sunday 150% (FWC determination PR729257, Schedule B.1.1); casuals Saturday 150%, Sunday 175% of the minimum hourly rate, the casual loading included (Schedule B.2.1; the casual Saturday rate reached 150% on 1 March 2020 after 145% from 1 October 2019, PeopleSmartz on the FWC\'s phasing).',
  },
  {
    id: 'MA000003',
    title: 'Fast Food Industry Award 2010',
    // Under 16 40%, then as retail.
    juniorShares: [
      { ageYears: 15, share: 0.4 },
      ...RETAIL_STYLE_JUNIORS.filter((row) => row.ageYears >= 16),
    ],
    adultAgeYears: 21,
    casualLoading: 0.25,
    // Level 1; a Level 2 or 3 is paid more on Sundays (a posting says so).
    weekendRates: {
      casual: { saturday: 1.5, sunday: 1.5 },
      permanent: { saturday: 1.25, sunday: 1.25 },
    },
    source:
      'Fast Food Industry Award 2010 [MA000003]: junior rates (under 16 40%, then as retail: 16 50%, 17 60%, 18 70%, 19 80%, 20 90%; reference "Wages"), casual loading 25%. Level 1 from 1 July 2025 $26.55 an hour (the same as retail Level 1, as in the 1 July 2023 pay guide where both were $24.73; computed). Level 2 $28.12 (computed: 1 July 2023 pay guide $995.00 a week raised 3.75% (2024) and 3.5% (2025), rounded to 10c, /38). Covers delivery of fast food by the shop\'s employees (Peninsula award guide). Weekend penalty rates (cl. 25.5): Level 1 casual Saturday and Sunday 150%, full-time and part-time 125%; Level 2 and 3 Sunday 150% (full-time, part-time) and 175% (casual). Checked against the Fair Work Ombudsman pay guide from 1 July 2023 (Level 1 $24.73: casual Saturday and Sunday $37.10; Level 2 $26.18: Saturday $32.73, Sunday $39.27, casual Sunday $45.82), as reproduced by Healthy Kids Association.',
  },
  {
    id: 'MA000009',
    title: 'Hospitality Industry (General) Award 2020',
    juniorShares: [
      { ageYears: 16, share: 0.5 },
      { ageYears: 17, share: 0.6 },
      { ageYears: 18, share: 0.7 },
      { ageYears: 19, share: 0.85 },
    ],
    adultAgeYears: 20,
    casualLoading: 0.25,
    weekendRates: {
      casual: { saturday: 1.5, sunday: 1.75 },
      permanent: { saturday: 1.25, sunday: 1.5 },
    },
    source:
      'Hospitality Industry (General) Award 2020 [MA000009]: casual loading 25% (cl. 11); junior rates (cl. 13 junior employees, cl. 18 minimum rates): 17 years 60% (rosterelf.com 2025/26: a 17-year-old Level 1 is $14.97 of $24.95); 16 and under 50%, 18 70%, 19 85%, adult at 20: estimate (not found in a source here). Juniors who serve alcohol are paid the adult rate (fairwork.gov.au junior pay rates). Level 1 $24.95, Level 3 $26.70 an hour from 1 July 2025 (rosterelf.com). Weekend penalty rates (cl. 29.2): full-time and part-time Saturday 125%, Sunday 150%; casuals Saturday 150%, Sunday 175% of the minimum hourly rate, the loading included.',
  },
  {
    id: 'MA000002',
    title: 'Clerks—Private Sector Award 2020',
    juniorShares: RETAIL_STYLE_JUNIORS,
    adultAgeYears: 21,
    casualLoading: 0.25,
    // Estimate: not checked against the award text here.
    weekendRates: {
      casual: { saturday: 1.5, sunday: 2.25 },
      permanent: { saturday: 1.25, sunday: 2 },
    },
    source:
      'Clerks—Private Sector Award 2020 [MA000002]: junior rates under 16 45%, 16 50%, 17 60%, 18 70%, 19 80%, 20 90%; casual loading 25%; from 1 July 2025 Level 1 Year 1 $25.74, Level 1 Year 2 $26.96, Level 2 Year 1 $28.12, Level 3 $29.70 an hour (rippling.com Clerks Award pay guide, Aug 2025). Weekend rates: Saturday ordinary hours (to 12.30 pm) 125%, casual 150%; Sunday 200%, casual 225% (estimate: not checked against the award text here).',
  },
  {
    id: 'MA000094',
    title: 'Fitness Industry Award 2020',
    juniorShares: [
      { ageYears: 16, share: 0.5 },
      { ageYears: 17, share: 0.6 },
      { ageYears: 18, share: 0.7 },
      { ageYears: 19, share: 0.85 },
    ],
    adultAgeYears: 20,
    casualLoading: 0.25,
    // Estimate: taken as the retail shares.
    weekendRates: {
      casual: { saturday: 1.5, sunday: 1.75 },
      permanent: { saturday: 1.25, sunday: 1.5 },
    },
    source:
      "Fitness Industry Award 2020 [MA000094] (covers aquatic centres and swim classes): casual loading 25%; junior rates apply at 19 and under (hrconnect.com.au; swiminstructors.com.au lists rates for 16 and under, 17, 18 and 19). Shares 16 and under 50%, 17 60%, 18 70%, 19 85%: estimate (taken as the hospitality scale). Rates from 1 July 2025: estimate (the 2021 determination PR729354, Level 1 $20.33, Level 2 $20.92, Level 3 $22.46, raised by the 2022-2025 annual wage reviews, never below the $24.95 national minimum wage): Level 1 and 2 $24.95, Level 3 $26.65. Weekend rates: estimate, taken as the retail award's (Saturday 125%, casual 150%; Sunday 150%, casual 175%).",
  },
  {
    id: 'MA000101',
    title: 'Gardening and Landscaping Services Award 2020',
    juniorShares: RETAIL_STYLE_JUNIORS,
    adultAgeYears: 21,
    casualLoading: 0.25,
    // Estimate: taken as the retail shares.
    weekendRates: {
      casual: { saturday: 1.5, sunday: 1.75 },
      permanent: { saturday: 1.25, sunday: 1.5 },
    },
    source:
      "Gardening and Landscaping Services Award 2020 [MA000101]: casual loading 25%; junior shares: estimate (taken as the retail scale). Rates from 1 July 2025: estimate (the 1 November 2020 pay guide, Introductory $19.84, Level 1 $20.41, Level 2 $21.19, raised by the 2021-2025 annual wage reviews, never below the $24.95 national minimum wage): Introductory and Level 1 $24.95, Level 2 $25.50. Weekend rates: estimate, taken as the retail award's (Saturday 125%, casual 150%; Sunday 150%, casual 175%); the award's weekend work beyond ordinary hours (overtime) is not modelled.",
  },
  {
    id: 'MA000120',
    title: "Children's Services Award 2010",
    juniorShares: [],
    adultAgeYears: 18,
    casualLoading: 0.25,
    weekendRates: null,
    source:
      "Children's Services Award 2010 [MA000120]: casual loading 25%; covers out of school hours and vacation care (hrconnect.com.au). Junior rates are not modelled (postings here are for 18 and over). Rates from 1 July 2025: estimate, kept low (Children's services employee Level 1, no qualification, $26.00; Level 3.1, Certificate III, $28.50). Weekend rates are not modelled (no posting here works weekends).",
  },
];
