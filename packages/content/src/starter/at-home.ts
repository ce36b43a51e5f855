// The two personas still at school and living at home (14-15 and 16-17): what they share and
// what differs. Each is a casual junior retail job under the General Retail Industry Award
// (MA000004), which sets junior pay as a share of the adult rate, by age (its junior rates clause):
// under 16 45%, 16 50%, 17 60%, 18 70%, 19 80%, 20 90%; a casual also gets a 25% loading (the award's casual clause;
// 11.2). Level 1 adult rate 26.55 an hour from 1 July 2025 (reference, "Wages", Fair Work).
// Both work 30 hours a week or less and are under 18, so no super is owed (SGAA s 28, income/
// super.ts); both are under 18, so no credit card (rules.card.minimumAgeYears).
// Parents pay for the house, the groceries and the power; the player pays their own phone,
// streaming, bus fares and lunches. Board paid to parents is left out for now: an unpaid bill
// goes to a debt collector in the game, which is not what parents do (docs/economy.md).
import type {
  BillSeries,
  EverydayLender,
  EverydaySpending,
  Job,
  Persona,
  WelcomeMessage,
} from '@mc/engine';
import { MENTOR_NAME } from '../help';
import type { PersonaKey } from '../schemas';
import { bills as adultBills } from './bills';
import { everydaySpending } from './everyday';

/** Retail award Level 1 adult hourly rate in cents (reference, "Wages", from 1 July 2025). */
const ADULT_RATE_CENTS = 2655;
/** Casual loading (General Retail Industry Award, casual employment). */
const CASUAL_LOADING = 0.25;
/** Retail award casual weekend rates, shares of the minimum rate with the loading (awards.ts). */
const CASUAL_SATURDAY_SHARE = 1.5;
const CASUAL_SUNDAY_SHARE = 1.75;

/** A casual junior's hourly rate: the award's junior share of the adult rate, plus the loading. */
export function casualJuniorRateCents(juniorShare: number): number {
  return Math.round(ADULT_RATE_CENTS * juniorShare * (1 + CASUAL_LOADING));
}

/**
 * A casual's Saturday rate under the retail award: 150% of the junior minimum rate, the casual
 * loading included (awards.ts, General Retail Industry Award, cl. 22.1).
 */
export function casualSaturdayRateCents(juniorShare: number): number {
  return Math.round(ADULT_RATE_CENTS * juniorShare * CASUAL_SATURDAY_SHARE);
}

/** A casual's Sunday rate under the retail award: 175% (the job here works none, but says it). */
export function casualSundayRateCents(juniorShare: number): number {
  return Math.round(ADULT_RATE_CENTS * juniorShare * CASUAL_SUNDAY_SHARE);
}

function adultBill(id: string): BillSeries {
  const found = adultBills.find((bill) => bill.id === id);
  if (!found) throw new Error(`no bill ${id} in bills.ts`);
  return found;
}

/** The everyday spending of a player living at home, one figure each. */
export interface AtHomeSpending {
  /** Student bus fares to school and back, ten trips a week. */
  busFaresWeeklyCents: number;
  /** Lunches and snacks bought at school or on the way. */
  lunchesWeeklyCents: number;
}

// Tasmanian child/student fare: $2.00 a trip, 20% off with a Greencard (transport.tas.gov.au,
// "Student fares and ticketing"; the fares were halved from 1 June 2024 to 30 June 2025). Ten
// trips a week: $20.
const STUDENT_BUS_FARES_WEEKLY = 2000;
// Estimate: a canteen lunch or a bakery stop $5 to $8, about four times a week, plus snacks.
const LUNCHES_WEEKLY = 2500;

export const atHomeSpending: Record<Exclude<PersonaKey, '18'>, AtHomeSpending> = {
  '14-15': { busFaresWeeklyCents: STUDENT_BUS_FARES_WEEKLY, lunchesWeeklyCents: LUNCHES_WEEKLY },
  '16-17': { busFaresWeeklyCents: STUDENT_BUS_FARES_WEEKLY, lunchesWeeklyCents: LUNCHES_WEEKLY },
};

function adultSpending(id: string): EverydaySpending {
  const found = everydaySpending.find((spending) => spending.id === id);
  if (!found) throw new Error(`no everyday spending ${id} in everyday.ts`);
  return found;
}

/**
 * What a player at home spends each week from the source they choose, as the 18-year-old spends
 * on groceries and fares: school bus fares, lunches, and the same streaming subscription.
 */
export function atHomeEveryday(spending: AtHomeSpending): EverydaySpending[] {
  return [
    {
      ...adultSpending('transport'),
      title: 'Bus fares (student)',
      amountCents: spending.busFaresWeeklyCents,
    },
    {
      ...adultSpending('groceries'),
      id: 'lunches',
      title: 'Lunches and snacks',
      payee: 'School canteen and snacks',
      amountCents: spending.lunchesWeeklyCents,
    },
    adultSpending('streaming'),
  ];
}

/**
 * A parent covers what the player cannot pay of a week's fares or lunches, owed back; owed more
 * than $100 (a few weeks of them, an estimate), their texts say it is more than they can spare.
 */
export const atHomeLender: EverydayLender = { name: 'Mum', from: 'Mum', limitCents: 10_000 };

/** Bills a player at home pays as the 18-year-old does: the same phone plan. */
export const atHomeBills: BillSeries[] = [adultBill('phone')];

// ---------------------------------------------------------------------------------------------
// 14-15: Year 10, a few hours a week

/** Under 16: 45% of the adult rate, plus the casual loading: 14.93 an hour. */
export const job1415: Job = {
  id: 'casual-shelf-stacker',
  occupation: 'Casual shelf stacker',
  employer: 'Harbour Street Grocers',
  hourlyRateCents: casualJuniorRateCents(0.45),
  // Two 3-hour shifts (the award's minimum casual engagement is 3 hours): Thursday
  // evening and Saturday morning.
  hoursPerWeek: 6,
  paymentFrequency: 1,
  includesSuper: false,
  privateOrDomestic: false,
  workingDays: [3, 5],
  // The Saturday shift is paid the retail award's casual Saturday rate: $17.92 an hour.
  weekend: {
    saturdayHours: 3,
    sundayHours: 0,
    saturdayRateCents: casualSaturdayRateCents(0.45),
    sundayRateCents: casualSundayRateCents(0.45),
  },
};

export const persona1415: Persona = {
  name: 'Charlie',
  ageYears: 15,
  story:
    'Charlie is 15, in Year 10, and lives at home in Hobart with Mum and Dad. ' +
    'Charlie has just started a casual job stacking shelves a few hours a week and has saved ' +
    '$1,000 of birthday, Christmas and pocket money over the years.',
};

/**
 * Estimate: birthday, Christmas and pocket money put aside over the years, kept in cash until
 * week 1's bank account. As much as the 16-year-old and the 18-year-old have at stake: a scam or a
 * want takes what a player holds, so with $150 a careless 15-year-old could lose far less than a
 * careless 16-year-old, and ranked above one on a board that mixes ages (docs/economy.md).
 */
export const STARTING_CASH_14_15 = 100_000;

// ---------------------------------------------------------------------------------------------
// 16-17: Year 11, more shifts

/** 16: 50% of the adult rate, plus the casual loading: 16.59 an hour. */
export const job1617: Job = {
  id: 'casual-retail-assistant',
  occupation: 'Casual retail assistant',
  employer: 'Harbour Street Grocers',
  hourlyRateCents: casualJuniorRateCents(0.5),
  // Two 3-hour shifts after school and a 6-hour Saturday: 12 hours, well under 30, so no super.
  hoursPerWeek: 12,
  paymentFrequency: 2,
  includesSuper: false,
  privateOrDomestic: false,
  // Tuesday and Thursday after school, and Saturday.
  workingDays: [1, 3, 5],
  // The 6-hour Saturday is paid the retail award's casual Saturday rate: $19.91 an hour.
  weekend: {
    saturdayHours: 6,
    sundayHours: 0,
    saturdayRateCents: casualSaturdayRateCents(0.5),
    sundayRateCents: casualSundayRateCents(0.5),
  },
};

export const persona1617: Persona = {
  name: 'Ruby',
  ageYears: 16,
  story:
    'Ruby is 16, in Year 11, and lives at home in Hobart. Ruby works casual shifts at a ' +
    'grocery store after school and on Saturdays and has saved $1,400: birthday money over the ' +
    'years and $400 from a summer job.',
};

/** Estimate: the 15-year-old's savings a year on, and a few weeks of summer work ($400). */
export const STARTING_CASH_16_17 = 140_000;

// ---------------------------------------------------------------------------------------------
// Welcome messages

function mentorEmail(intro: string, pay: string): WelcomeMessage {
  return {
    channel: 'email',
    from: `${MENTOR_NAME}, your Money Challenge mentor`,
    subject: 'Welcome to the Money Challenge!',
    content:
      `<p>Hi %USERNAME%, ${intro}</p>` +
      `<p>${pay} Your first job: open a bank account in <strong>My Bank</strong> so your pay has somewhere safe to go. ` +
      'You cannot finish week 1 without one.</p>' +
      '<p>Your phone bill arrives in Email. Pay it on time, or set it to automatic, to avoid a late fee. ' +
      'Bus fares, lunches and streaming have no bill: they come out of your account each week, like a tap of a card (choose where from in <strong>My Bank</strong>, under Everyday spending).</p>' +
      `<p>Tap Help or FAQ at the top whenever you're stuck. Good luck!<br>${MENTOR_NAME}</p>`,
  };
}

export const welcome1415: WelcomeMessage[] = [
  mentorEmail(
    'welcome to your first weeks with a job of your own!',
    'You have <strong>$1,000</strong> in cash and a casual job of 6 hours a week that pays every week.',
  ),
  {
    channel: 'text',
    from: 'Mum',
    subject: 'Your own money',
    content:
      '<p>So proud of you getting that job! Dad and I will keep covering food and the house. From now on your phone, streaming, bus fares and lunches come out of your pay. Deal? Love, Mum</p>',
  },
];

export const welcome1617: WelcomeMessage[] = [
  mentorEmail(
    'welcome to six months of more shifts and more choices!',
    'You have <strong>$1,400</strong> in cash and a casual job of 12 hours a week that pays every fortnight.',
  ),
  {
    channel: 'text',
    from: 'Dad',
    subject: 'Money talk',
    content:
      '<p>Hey, with all those shifts you can pay your own way a bit more now: your phone, streaming, bus fares and lunches are yours from this week. We still cover home and food. Shout if you need a hand working it out.</p>',
  },
];
