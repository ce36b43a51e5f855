// The job postings a game's market is drawn from. Pay: the award classification's adult rate from
// 1 July 2025 (awards.ts for each award's junior shares, casual loading and sources); the engine
// applies the player's junior share and the casual loading. Private work (babysitting, tutoring,
// dog walking) has no award and a market rate (reference "Wages": babysitting typically $20-$25 an
// hour; lower rates for a 14-15-year-old are estimates). Companies are fictional.
// School students (14-15, 16-17) work only after about 3.30 pm on school days and at weekends
// (Education Act 2016 (Tas); YLA Tasmania "When can I start working?"), at most 12 h (14-15) or
// 15 h (16-17) a week; minimum casual engagement 3 hours in retail, fast food and most awards
// (1.5 hours for school students after school in retail, not used here), 2 hours for private work.
// The 18-year-old's extra jobs are on weekends (the starting job is Monday to Friday); full-time
// shifts include an unpaid hour for lunch (9 am-5.36 pm is 7.6 paid hours).
import type { JobPosting } from '@mc/engine/jobs/content';
import type { PersonaKey } from '../schemas';

type Posting = JobPosting & { personas?: PersonaKey[] };

const SCHOOL: PersonaKey[] = ['14-15', '16-17'];
const OLDER: PersonaKey[] = ['16-17', '18'];
const ADULT: PersonaKey[] = ['18'];

/** Adult hourly rates from 1 July 2025, in cents (sources in awards.ts). */
const RATE = {
  retailL1: 2655, // General Retail Industry Award, Retail employee Level 1 ($26.55)
  retailL2: 2716, // Level 2 ($27.16)
  retailL3: 2758, // Level 3 ($27.58)
  retailL4: 2813, // Level 4 ($28.13)
  retailL5: 2936, // Level 5 ($29.36, rosterelf.com 2025/26)
  fastFoodL1: 2655, // Fast Food Industry Award, Level 1 ($26.55, computed)
  fastFoodL2: 2812, // Level 2 ($28.12, computed)
  hospL1: 2495, // Hospitality Award, Level 1 food and beverage / kitchen attendant ($24.95)
  hospL3: 2670, // Level 3 cook / food and beverage attendant ($26.70)
  clerksL1Y1: 2574, // Clerks Award, Level 1 Year 1 ($25.74)
  clerksL2Y1: 2812, // Level 2 Year 1 ($28.12)
  fitnessL1: 2495, // Fitness Industry Award, Level 1 (estimate)
  fitnessL2: 2495, // Level 2 (estimate)
  fitnessL3: 2665, // Level 3 (estimate)
  fitnessL3A: 2810, // Level 3A (estimate: 2021 $23.67 raised by the reviews since)
  gardenL1: 2495, // Gardening and Landscaping Award, Level 1 (estimate)
  gardenL2: 2550, // Level 2 (estimate)
  gardenL3: 2665, // Level 3 (estimate: 1 Nov 2020 $22.17 raised by the reviews since)
  childrenL1: 2600, // Children's Services Award, Children's services employee Level 1 (estimate)
  childrenL3: 2850, // Level 3.1, Certificate III (estimate)
} as const;

const RETAIL = 'MA000004';
const FAST_FOOD = 'MA000003';
const HOSPITALITY = 'MA000009';
const CLERKS = 'MA000002';
const FITNESS = 'MA000094';
const GARDENING = 'MA000101';
const CHILDREN = 'MA000120';

const DEFAULTS = {
  casual: true,
  paymentFrequency: 2,
  includesSuper: false,
  privateOrDomestic: false,
  itemRequirements: [],
  experienceRequirements: [],
  promotion: null,
  payRise: null,
  contractLengthWeeks: 0,
  contractPenaltyCents: 0,
  competitiveChance: null,
  saturdayHours: 0,
  sundayHours: 0,
  earliestWeek: 1,
  latestWeek: 27,
} satisfies Partial<JobPosting>;

type Required =
  | 'id'
  | 'title'
  | 'company'
  | 'description'
  | 'category'
  | 'workingDays'
  | 'shifts'
  | 'hoursPerWeek'
  | 'award'
  | 'adultHourlyRateCents'
  | 'minimumAgeYears'
  | 'source';

function post(fields: Pick<Posting, Required> & Partial<Posting>): Posting {
  return { ...DEFAULTS, ...fields };
}

export const jobPostings: Posting[] = [
  // -------------------------------------------------------------------------------------------
  // Retail
  post({
    id: 'saturday-checkout-operator',
    title: 'Casual checkout operator',
    company: 'Sandy Bay Fresh Market',
    description:
      'Scan, bag and chat with regulars on our busy Saturday shift. Training on the registers is paid.',
    category: 'retail',
    workingDays: [5],
    shifts: 'Saturday 8 am-2 pm',
    hoursPerWeek: 6,
    saturdayHours: 6,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    paymentFrequency: 1,
    minimumAgeYears: 14,
    source:
      'General Retail Industry Award 2020 [MA000004], Retail employee Level 1, Fair Work pay guide from 1 July 2025 ($26.55).',
  }),
  post({
    id: 'bakery-counter-assistant',
    title: 'Casual bakery counter assistant',
    company: 'Battery Point Bakehouse',
    description:
      'Serve pies, bread and coffee-cart pastries after school and on Sunday mornings. Early starts, free day-old bread.',
    category: 'retail',
    workingDays: [1, 6],
    shifts: 'Tuesday 4-7 pm, Sunday 7-11 am',
    hoursPerWeek: 7,
    sundayHours: 4,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    minimumAgeYears: 14,
    earliestWeek: 3,
    latestWeek: 20,
    personas: SCHOOL,
    source:
      'General Retail Industry Award 2020 [MA000004] (retail bakeries), Retail employee Level 1, pay guide from 1 July 2025 ($26.55).',
  }),
  post({
    id: 'bookshop-assistant',
    title: 'Casual bookshop assistant',
    company: 'Elizabeth Street Books',
    description:
      'Shelve new releases, help customers find gifts and wrap parcels. We want someone who has already stacked shelves somewhere.',
    category: 'retail',
    workingDays: [3, 5],
    shifts: 'Thursday 4-7 pm, Saturday 10 am-2 pm',
    hoursPerWeek: 7,
    saturdayHours: 4,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    experienceRequirements: [{ weeks: 6, title: 'Casual shelf stacker' }],
    promotion: {
      afterWeeks: 12,
      title: 'Casual senior bookshop assistant',
      adultHourlyRateCents: RATE.retailL2,
    },
    competitiveChance: 0.5,
    minimumAgeYears: 14,
    earliestWeek: 4,
    latestWeek: 24,
    personas: SCHOOL,
    source:
      'General Retail Industry Award 2020 [MA000004], Level 1 ($26.55), promotion to Level 2 ($27.16), pay guide from 1 July 2025.',
  }),
  post({
    id: 'garden-centre-assistant',
    title: 'Casual garden centre assistant',
    company: 'Kingston Garden Centre',
    description:
      'Water seedlings, restock potting mix and help weekend gardeners carry things to the car.',
    category: 'retail',
    workingDays: [5, 6],
    shifts: 'Saturday 8 am-12 pm, Sunday 9 am-1 pm',
    hoursPerWeek: 8,
    saturdayHours: 4,
    sundayHours: 4,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    paymentFrequency: 1,
    minimumAgeYears: 14,
    earliestWeek: 6,
    source:
      'General Retail Industry Award 2020 [MA000004], Retail employee Level 1, pay guide from 1 July 2025 ($26.55).',
  }),
  post({
    id: 'pharmacy-assistant',
    title: 'Casual pharmacy assistant',
    company: 'Moonah Community Chemist',
    description:
      'Restock shelves and serve at the front counter. You need some retail experience first.',
    category: 'retail',
    workingDays: [2, 5],
    shifts: 'Wednesday 4-7 pm, Saturday 9 am-12 pm',
    hoursPerWeek: 6,
    saturdayHours: 3,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    experienceRequirements: [{ weeks: 6, title: 'Casual retail assistant' }],
    payRise: { afterWeeks: 12, rate: 0.03 },
    minimumAgeYears: 14,
    personas: SCHOOL,
    source:
      "General Retail Industry Award 2020 [MA000004], Retail employee Level 1 ($26.55, pay guide from 1 July 2025); the 3% rise after 12 weeks is the employer's own (above award).",
  }),
  post({
    id: 'fashion-sales-assistant',
    title: 'Casual fashion sales assistant',
    company: 'Collins Street Threads',
    description:
      'Style customers, run the fitting rooms and keep the floor tidy. After 14 weeks good staff become key holders.',
    category: 'retail',
    workingDays: [1, 3, 5],
    shifts: 'Tuesday 4-7 pm, Thursday 4-7 pm, Saturday 9 am-3 pm',
    hoursPerWeek: 12,
    saturdayHours: 6,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    experienceRequirements: [{ weeks: 6, title: 'Casual retail assistant' }],
    promotion: { afterWeeks: 14, title: 'Casual key holder', adultHourlyRateCents: RATE.retailL3 },
    competitiveChance: 0.45,
    minimumAgeYears: 16,
    personas: ['16-17'],
    source:
      'General Retail Industry Award 2020 [MA000004], Level 1 ($26.55), promotion to Level 3 ($27.58), pay guide from 1 July 2025.',
  }),
  post({
    id: 'weekend-sales-assistant',
    title: 'Casual weekend sales assistant',
    company: 'Eastlands Homewares',
    description:
      'Weekend shifts on the shop floor and at the registers. Handy extra money beside a weekday job.',
    category: 'retail',
    workingDays: [5, 6],
    shifts: 'Saturday 9 am-3 pm, Sunday 10 am-4 pm',
    hoursPerWeek: 12,
    saturdayHours: 6,
    sundayHours: 6,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    paymentFrequency: 1,
    minimumAgeYears: 18,
    personas: ADULT,
    source:
      'General Retail Industry Award 2020 [MA000004], Retail employee Level 1, pay guide from 1 July 2025 ($26.55).',
  }),
  post({
    id: 'full-time-retail-assistant',
    title: 'Retail assistant (full time)',
    company: 'Glenorchy Sports Depot',
    description:
      'Full-time sales on the floor and in the stockroom. Good performers step up to team leader after 12 weeks.',
    category: 'retail',
    workingDays: [0, 1, 2, 3, 4],
    shifts: 'Monday to Friday 9 am-5.36 pm',
    hoursPerWeek: 38,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    casual: false,
    promotion: { afterWeeks: 12, title: 'Retail team leader', adultHourlyRateCents: RATE.retailL4 },
    competitiveChance: 0.6,
    minimumAgeYears: 18,
    earliestWeek: 3,
    personas: ADULT,
    source:
      'General Retail Industry Award 2020 [MA000004], full-time Level 1 ($26.55), promotion to Level 4 ($28.13, rosterelf.com 2025/26), pay guide from 1 July 2025.',
  }),
  post({
    id: 'retail-team-leader',
    title: 'Retail team leader',
    company: 'Cat and Fiddle Outfitters',
    description:
      'Lead a small team, open and close the store and train new starters. Paid as a package that includes your super.',
    category: 'retail',
    workingDays: [0, 1, 2, 3, 4],
    shifts: 'Monday to Friday 8.30 am-5.06 pm',
    hoursPerWeek: 38,
    award: RETAIL,
    adultHourlyRateCents: 3160,
    casual: false,
    paymentFrequency: 4,
    includesSuper: true,
    experienceRequirements: [{ weeks: 12, title: 'Retail assistant' }],
    competitiveChance: 0.5,
    minimumAgeYears: 18,
    earliestWeek: 6,
    personas: ADULT,
    source:
      'General Retail Industry Award 2020 [MA000004], Level 4 ($28.13 from 1 July 2025, rosterelf.com); package $31.60 an hour including 12% super (computed: $28.21 + 12%), so the wage stays above the award rate.',
  }),
  post({
    id: 'assistant-store-manager',
    title: 'Assistant store manager',
    company: 'Cat and Fiddle Outfitters',
    description:
      'Run the store when the manager is away: rosters, banking and stock orders. For people who have already led a team.',
    category: 'retail',
    workingDays: [0, 1, 2, 3, 4],
    shifts: 'Monday to Friday 8.30 am-5.06 pm',
    hoursPerWeek: 38,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL5,
    casual: false,
    experienceRequirements: [{ weeks: 8, title: 'Retail team leader' }],
    competitiveChance: 0.4,
    minimumAgeYears: 18,
    earliestWeek: 12,
    personas: ADULT,
    source:
      'General Retail Industry Award 2020 [MA000004], Retail employee Level 5 ($29.36 from 1 July 2025, rosterelf.com 2025/26).',
  }),
  post({
    id: 'market-stall-helper',
    title: 'Casual market stall helper',
    company: 'Salamanca Honey and Jams',
    description:
      'Set up the stall, sell jars and take card payments at the Saturday market. Rain or shine.',
    category: 'retail',
    workingDays: [5],
    shifts: 'Saturday 7 am-3 pm',
    hoursPerWeek: 8,
    saturdayHours: 8,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    paymentFrequency: 1,
    minimumAgeYears: 14,
    source:
      'General Retail Industry Award 2020 [MA000004], Retail employee Level 1, pay guide from 1 July 2025 ($26.55).',
  }),

  // -------------------------------------------------------------------------------------------
  // Hospitality
  post({
    id: 'fast-food-crew',
    title: 'Casual crew member',
    company: 'Wharf Burger Co.',
    description:
      'Take orders, cook fries and keep the dining area clean. After 12 weeks good crew can train new starters.',
    category: 'hospitality',
    workingDays: [5, 6],
    shifts: 'Saturday 4-8 pm, Sunday 10 am-2 pm',
    hoursPerWeek: 8,
    saturdayHours: 4,
    sundayHours: 4,
    award: FAST_FOOD,
    adultHourlyRateCents: RATE.fastFoodL1,
    paymentFrequency: 1,
    promotion: {
      afterWeeks: 12,
      title: 'Casual crew trainer',
      adultHourlyRateCents: RATE.fastFoodL2,
    },
    minimumAgeYears: 14,
    source:
      'Fast Food Industry Award 2010 [MA000003], Level 1 ($26.55 from 1 July 2025, computed), promotion to Level 2, training new employees ($28.12, computed).',
  }),
  post({
    id: 'hotel-breakfast-attendant',
    title: 'Casual breakfast attendant',
    company: 'Derwent View Hotel',
    description:
      'Set up the breakfast buffet, clear tables and make toast for hotel guests on weekend mornings. No alcohol served.',
    category: 'hospitality',
    workingDays: [5, 6],
    shifts: 'Saturday and Sunday 7-10 am',
    hoursPerWeek: 6,
    saturdayHours: 3,
    sundayHours: 3,
    award: HOSPITALITY,
    adultHourlyRateCents: RATE.hospL1,
    minimumAgeYears: 15,
    earliestWeek: 2,
    source:
      'Hospitality Industry (General) Award 2020 [MA000009], Level 1 food and beverage attendant ($24.95 from 1 July 2025, rosterelf.com).',
  }),
  post({
    id: 'hotel-kitchen-hand',
    title: 'Casual kitchen hand',
    company: 'Salamanca Wharf Hotel',
    description:
      'Wash up, prep vegetables and keep the hotel kitchen moving on busy nights. Shoes with good grip a must.',
    category: 'hospitality',
    workingDays: [3, 5],
    shifts: 'Thursday 4-8 pm, Saturday 11 am-3 pm',
    hoursPerWeek: 8,
    saturdayHours: 4,
    award: HOSPITALITY,
    adultHourlyRateCents: RATE.hospL1,
    minimumAgeYears: 14,
    earliestWeek: 5,
    latestWeek: 22,
    personas: SCHOOL,
    source:
      'Hospitality Industry (General) Award 2020 [MA000009], Level 1 kitchen attendant ($24.95 from 1 July 2025, rosterelf.com).',
  }),
  post({
    id: 'juice-bar-crew',
    title: 'Casual juice bar crew',
    company: 'Squeeze and Co.',
    description:
      'Blend smoothies and serve shoppers at our arcade juice bar. Fast, friendly and a bit sticky.',
    category: 'hospitality',
    workingDays: [2, 5],
    shifts: 'Wednesday 3.45-6.45 pm, Saturday 10 am-3 pm',
    hoursPerWeek: 8,
    saturdayHours: 5,
    award: FAST_FOOD,
    adultHourlyRateCents: RATE.fastFoodL1,
    paymentFrequency: 1,
    minimumAgeYears: 14,
    earliestWeek: 8,
    personas: SCHOOL,
    source:
      'Fast Food Industry Award 2010 [MA000003] (take-away food court), Level 1 ($26.55 from 1 July 2025, computed).',
  }),
  post({
    id: 'weekend-barista',
    title: 'Casual weekend barista',
    company: 'Kunanyi Coffee Hut',
    description:
      'Make take-away coffees for the weekend mountain crowd. We teach you the machine; after 12 weeks you can train others.',
    category: 'hospitality',
    workingDays: [5, 6],
    shifts: 'Saturday and Sunday 7 am-1 pm',
    hoursPerWeek: 12,
    saturdayHours: 6,
    sundayHours: 6,
    award: FAST_FOOD,
    adultHourlyRateCents: RATE.fastFoodL1,
    promotion: {
      afterWeeks: 12,
      title: 'Casual barista trainer',
      adultHourlyRateCents: RATE.fastFoodL2,
    },
    minimumAgeYears: 16,
    personas: OLDER,
    source:
      'Fast Food Industry Award 2010 [MA000003] (take-away cafe), Level 1 ($26.55), promotion to Level 2 ($28.12), from 1 July 2025 (computed).',
  }),
  post({
    id: 'bar-attendant',
    title: 'Casual bar attendant',
    company: 'Waterside Hotel',
    description:
      'Pour beers, mix drinks and keep the bar clean on weekend nights. You must be 18 and hold an RSA certificate.',
    category: 'hospitality',
    workingDays: [5, 6],
    shifts: 'Saturday 5-11 pm, Sunday 4-10 pm',
    hoursPerWeek: 12,
    saturdayHours: 6,
    sundayHours: 6,
    award: HOSPITALITY,
    adultHourlyRateCents: RATE.hospL3,
    itemRequirements: ['rsa-certificate'],
    paymentFrequency: 1,
    competitiveChance: 0.55,
    minimumAgeYears: 18,
    personas: ADULT,
    source:
      'Hospitality Industry (General) Award 2020 [MA000009], Level 3 food and beverage attendant ($26.70 from 1 July 2025, rosterelf.com). Serving alcohol needs RSA (Liquor Licensing Act 1990 (Tas); treasury.tas.gov.au) and 18+.',
  }),
  post({
    id: 'hotel-kitchen-hand-full-time',
    title: 'Kitchen hand (full time)',
    company: 'Salamanca Wharf Hotel',
    description:
      'Full-time kitchen hand across five days including weekends. Learn the line and move up to cook after 10 weeks.',
    category: 'hospitality',
    workingDays: [2, 3, 4, 5, 6],
    shifts: 'Wednesday to Sunday 10 am-6.36 pm',
    hoursPerWeek: 38,
    saturdayHours: 7.6,
    sundayHours: 7.6,
    award: HOSPITALITY,
    adultHourlyRateCents: RATE.hospL1,
    casual: false,
    promotion: { afterWeeks: 10, title: 'Cook', adultHourlyRateCents: RATE.hospL3 },
    minimumAgeYears: 18,
    personas: ADULT,
    source:
      'Hospitality Industry (General) Award 2020 [MA000009], Level 1 kitchen attendant ($24.95), promotion to Level 3 cook ($26.70), from 1 July 2025 (rosterelf.com).',
  }),
  post({
    id: 'fast-food-shift-supervisor',
    title: 'Shift supervisor',
    company: 'Wharf Burger Co.',
    description:
      'Part-time supervisor running the floor on busy shifts. You need experience as crew first.',
    category: 'hospitality',
    workingDays: [0, 2, 5, 6],
    shifts: 'Monday and Wednesday 5-10 pm, Saturday and Sunday 11 am-7 pm',
    hoursPerWeek: 26,
    saturdayHours: 8,
    sundayHours: 8,
    award: FAST_FOOD,
    adultHourlyRateCents: RATE.fastFoodL2,
    // Level 2 part-time: Saturday 125%, Sunday 150% (awards.ts, Fast Food).
    weekendRates: { saturday: 1.25, sunday: 1.5 },
    casual: false,
    paymentFrequency: 1,
    experienceRequirements: [{ weeks: 8, title: 'Casual crew member' }],
    competitiveChance: 0.5,
    minimumAgeYears: 18,
    personas: ADULT,
    source:
      'Fast Food Industry Award 2010 [MA000003], Level 2 supervising Level 1 employees ($28.12 from 1 July 2025, computed).',
  }),

  // -------------------------------------------------------------------------------------------
  // Delivery
  post({
    id: 'pizza-delivery-rider',
    title: 'Food delivery rider (bike)',
    company: 'Kunanyi Pizza Kitchen',
    description:
      'Deliver pizzas around North Hobart by bike. You are our employee, paid by the hour, not per drop. Bring your own bike.',
    category: 'delivery',
    workingDays: [5, 6],
    shifts: 'Saturday and Sunday 5-9 pm',
    hoursPerWeek: 8,
    saturdayHours: 4,
    sundayHours: 4,
    award: FAST_FOOD,
    adultHourlyRateCents: RATE.fastFoodL1,
    itemRequirements: ['bike', 'phone'],
    paymentFrequency: 1,
    minimumAgeYears: 15,
    source:
      "Fast Food Industry Award 2010 [MA000003], Level 1, delivery of fast food by the shop's employees ($26.55 from 1 July 2025, computed).",
  }),
  post({
    id: 'grocery-e-bike-rider',
    title: 'Grocery delivery rider (e-bike)',
    company: 'North Hobart Grocer',
    description:
      "Take grocery orders up Hobart's hills on your own e-bike, three shifts a week. More hours than a bike round.",
    category: 'delivery',
    workingDays: [1, 3, 5],
    shifts: 'Tuesday 4-7 pm, Thursday 4-7 pm, Saturday 9 am-1 pm',
    hoursPerWeek: 10,
    saturdayHours: 4,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    itemRequirements: ['e-bike', 'phone'],
    minimumAgeYears: 15,
    earliestWeek: 4,
    personas: SCHOOL,
    source:
      'General Retail Industry Award 2020 [MA000004], Retail employee Level 1 ($26.55 from 1 July 2025).',
  }),
  post({
    id: 'newsagency-delivery-round',
    title: 'Newsagency delivery round',
    company: 'Lenah Valley Newsagency',
    description:
      'Deliver papers and catalogues on weekend mornings by bike. Early, quiet streets and done by 10.',
    category: 'delivery',
    workingDays: [5, 6],
    shifts: 'Saturday and Sunday 7-10 am',
    hoursPerWeek: 6,
    saturdayHours: 3,
    sundayHours: 3,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    itemRequirements: ['bike'],
    minimumAgeYears: 14,
    source:
      'General Retail Industry Award 2020 [MA000004] (newsagency), Retail employee Level 1 ($26.55 from 1 July 2025).',
  }),
  post({
    id: 'pizza-delivery-driver',
    title: 'Casual delivery driver (own car)',
    company: 'Kunanyi Pizza Kitchen',
    description:
      'Drive our weekend delivery runs in your own car. You need a licence and a reliable car; petrol is on you, so count it in.',
    category: 'delivery',
    workingDays: [5, 6],
    shifts: 'Saturday and Sunday 5-11 pm',
    hoursPerWeek: 12,
    saturdayHours: 6,
    sundayHours: 6,
    award: FAST_FOOD,
    adultHourlyRateCents: RATE.fastFoodL1,
    itemRequirements: ['drivers-licence', 'car', 'phone'],
    paymentFrequency: 1,
    minimumAgeYears: 18,
    personas: ADULT,
    source:
      'Fast Food Industry Award 2010 [MA000003], Level 1 delivery driver ($26.55 from 1 July 2025, computed); vehicle allowance not modelled. A P licence needs 17+ in Tasmania.',
  }),
  post({
    id: 'home-delivery-driver',
    title: 'Home delivery driver (van supplied)',
    company: 'Harbourside Supermarket',
    description:
      'Drive our small van on grocery delivery runs, full time. A licence is a must; we supply the van.',
    category: 'delivery',
    workingDays: [0, 1, 2, 3, 4],
    shifts: 'Monday to Friday 7 am-3.36 pm',
    hoursPerWeek: 38,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL2,
    casual: false,
    itemRequirements: ['drivers-licence'],
    payRise: { afterWeeks: 12, rate: 0.03 },
    competitiveChance: 0.5,
    minimumAgeYears: 18,
    earliestWeek: 5,
    personas: ADULT,
    source:
      "General Retail Industry Award 2020 [MA000004], Level 2 ($27.16 from 1 July 2025); classifying a light-van driver at Level 2 is an estimate. The 3% rise after 12 weeks is the employer's own.",
  }),

  // -------------------------------------------------------------------------------------------
  // Trades
  post({
    id: 'hardware-yard-hand',
    title: 'Casual yard hand',
    company: 'Derwent Timber and Hardware',
    description:
      'Load timber, sort the sheds and help trade customers in the yard. Steel-cap boots required.',
    category: 'trades',
    workingDays: [5, 6],
    shifts: 'Saturday 7 am-12 pm, Sunday 9 am-12 pm',
    hoursPerWeek: 8,
    saturdayHours: 5,
    sundayHours: 3,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    itemRequirements: ['work-boots'],
    minimumAgeYears: 15,
    source:
      'General Retail Industry Award 2020 [MA000004] (hardware retail), Retail employee Level 1 ($26.55 from 1 July 2025).',
  }),
  post({
    id: 'bike-workshop-assistant',
    title: 'Casual bike workshop assistant',
    company: 'Hobart Spoke Works',
    description:
      'Fix punctures, build new bikes out of the box and keep the workshop tidy. Bring your own bike to ride test routes.',
    category: 'trades',
    workingDays: [3, 5],
    shifts: 'Thursday 4-7 pm, Saturday 9 am-1 pm',
    hoursPerWeek: 7,
    saturdayHours: 4,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL1,
    itemRequirements: ['bike'],
    promotion: {
      afterWeeks: 14,
      title: 'Casual workshop hand',
      adultHourlyRateCents: RATE.retailL2,
    },
    minimumAgeYears: 14,
    earliestWeek: 2,
    personas: SCHOOL,
    source:
      'General Retail Industry Award 2020 [MA000004] (bicycle retail), Level 1 ($26.55), promotion to Level 2 ($27.16), from 1 July 2025.',
  }),
  post({
    id: 'garden-maintenance-helper',
    title: 'Casual garden maintenance helper',
    company: 'Mount Nelson Gardens and Lawns',
    description:
      'Weed, mulch and rake on Saturday garden rounds. We pay for your mower and blower safety training, so we ask you to stay 10 weeks.',
    category: 'trades',
    workingDays: [5],
    shifts: 'Saturday 8 am-2 pm',
    hoursPerWeek: 6,
    saturdayHours: 6,
    award: GARDENING,
    adultHourlyRateCents: RATE.gardenL1,
    itemRequirements: ['work-boots'],
    paymentFrequency: 1,
    contractLengthWeeks: 10,
    contractPenaltyCents: 8000,
    minimumAgeYears: 15,
    source:
      'Gardening and Landscaping Services Award 2020 [MA000101], Level 1 (estimate: $24.95 from 1 July 2025, see awards.ts).',
  }),
  post({
    id: 'landscaping-offsider',
    title: 'Casual landscaping offsider',
    company: 'Kingston Landscapes',
    description:
      'Weekend work laying turf and paving on new housing estates. A White Card and boots are needed on site.',
    category: 'trades',
    workingDays: [5, 6],
    shifts: 'Saturday 7 am-3 pm, Sunday 8 am-12 pm',
    hoursPerWeek: 12,
    saturdayHours: 8,
    sundayHours: 4,
    award: GARDENING,
    adultHourlyRateCents: RATE.gardenL1,
    itemRequirements: ['white-card', 'work-boots'],
    promotion: {
      afterWeeks: 12,
      title: 'Casual landscaping hand',
      adultHourlyRateCents: RATE.gardenL2,
    },
    minimumAgeYears: 16,
    earliestWeek: 4,
    personas: OLDER,
    source:
      'Gardening and Landscaping Services Award 2020 [MA000101], Level 1, promotion to Level 2 (estimates: $24.95 and $25.50 from 1 July 2025, see awards.ts).',
  }),
  post({
    id: 'landscape-labourer',
    title: 'Landscape labourer (full time)',
    company: 'Kingston Landscapes',
    description:
      'Full-time labouring on landscaping jobs around Hobart. We pay for your skid-steer training, so the contract is 16 weeks; leaving early costs $250.',
    category: 'trades',
    workingDays: [0, 1, 2, 3, 4],
    shifts: 'Monday to Friday 7 am-3.36 pm',
    hoursPerWeek: 38,
    award: GARDENING,
    adultHourlyRateCents: RATE.gardenL2,
    casual: false,
    paymentFrequency: 1,
    itemRequirements: ['white-card', 'work-boots'],
    promotion: { afterWeeks: 14, title: 'Landscape hand', adultHourlyRateCents: RATE.gardenL3 },
    contractLengthWeeks: 16,
    contractPenaltyCents: 25000,
    minimumAgeYears: 18,
    earliestWeek: 2,
    latestWeek: 20,
    personas: ADULT,
    source:
      'Gardening and Landscaping Services Award 2020 [MA000101], Level 2, promotion to Level 3 (estimates: $25.50 and $26.65 from 1 July 2025, see awards.ts).',
  }),
  post({
    id: 'trade-counter-assistant',
    title: 'Trade counter assistant',
    company: 'Southern Plumbing Supplies',
    description:
      'Serve plumbers at the trade counter and pick orders in the warehouse. Yard experience helps you know the stock.',
    category: 'trades',
    workingDays: [0, 1, 2, 3, 4],
    shifts: 'Monday to Friday 6.30 am-3.06 pm',
    hoursPerWeek: 38,
    award: RETAIL,
    adultHourlyRateCents: RATE.retailL2,
    casual: false,
    itemRequirements: ['work-boots'],
    experienceRequirements: [{ weeks: 6, title: 'Casual yard hand' }],
    competitiveChance: 0.45,
    minimumAgeYears: 18,
    personas: ADULT,
    source:
      'General Retail Industry Award 2020 [MA000004], Retail employee Level 2 ($27.16 from 1 July 2025).',
  }),

  // -------------------------------------------------------------------------------------------
  // Care
  post({
    id: 'saturday-babysitter',
    title: 'Babysitter',
    company: 'The Nguyen family, Sandy Bay',
    description:
      'Mind two kids (6 and 9) on Saturday nights: dinner, a game and bed by 8. Paid in cash by the parents.',
    category: 'care',
    workingDays: [5],
    shifts: 'Saturday 6-10 pm',
    hoursPerWeek: 4,
    saturdayHours: 4,
    award: null,
    adultHourlyRateCents: 1500,
    casual: false,
    paymentFrequency: 1,
    privateOrDomestic: true,
    minimumAgeYears: 14,
    personas: SCHOOL,
    source:
      'Market rate, private babysitting: typically $20-$25 an hour (reference "Wages", sec); $15 for a younger sitter without first aid is an estimate.',
  }),
  post({
    id: 'babysitter-with-first-aid',
    title: 'Babysitter (first aid required)',
    company: 'Two families in Taroona',
    description:
      'Regular weekend babysitting for two families with a toddler. They only book sitters with a current first aid certificate, and pay more for it.',
    category: 'care',
    workingDays: [4, 5],
    shifts: 'Friday 6-10 pm, Saturday 6-10 pm',
    hoursPerWeek: 8,
    saturdayHours: 4,
    award: null,
    adultHourlyRateCents: 2000,
    casual: false,
    paymentFrequency: 1,
    privateOrDomestic: true,
    itemRequirements: ['first-aid-certificate'],
    minimumAgeYears: 15,
    personas: SCHOOL,
    source:
      'Market rate, private babysitting with first aid: $20 an hour, the bottom of the typical $20-$25 (reference "Wages", sec).',
  }),
  post({
    id: 'weekend-babysitter-adult',
    title: 'Weekend babysitter',
    company: 'The Walker family, West Hobart',
    description:
      'Babysit three kids on Saturday nights and some Sunday afternoons. First aid certificate required.',
    category: 'care',
    workingDays: [5, 6],
    shifts: 'Saturday 5-11 pm, Sunday 1-5 pm',
    hoursPerWeek: 10,
    saturdayHours: 6,
    sundayHours: 4,
    award: null,
    adultHourlyRateCents: 2500,
    casual: false,
    paymentFrequency: 1,
    privateOrDomestic: true,
    itemRequirements: ['first-aid-certificate'],
    competitiveChance: 0.5,
    minimumAgeYears: 18,
    personas: ADULT,
    source:
      'Market rate, private babysitting: $25 an hour, the top of the typical $20-$25 (reference "Wages", sec).',
  }),
  post({
    id: 'dog-walker',
    title: 'Dog walker',
    company: 'Neighbours in Dynnyrne',
    description:
      'Walk three friendly dogs after school and on Saturday. Paid weekly by the owners.',
    category: 'care',
    workingDays: [0, 2, 5],
    shifts: 'Monday and Wednesday 4-5.30 pm, Saturday 9-11 am',
    hoursPerWeek: 5,
    saturdayHours: 2,
    award: null,
    adultHourlyRateCents: 1500,
    casual: false,
    paymentFrequency: 1,
    privateOrDomestic: true,
    minimumAgeYears: 13,
    personas: SCHOOL,
    source: 'Market rate, private dog walking: $15 an hour (estimate).',
  }),
  post({
    id: 'holiday-pet-sitter',
    title: 'Pet sitter',
    company: 'Families in Lindisfarne',
    description:
      'Feed and walk pets morning and evening at weekends while owners are away. Needs someone reliable.',
    category: 'care',
    workingDays: [5, 6],
    shifts: 'Saturday and Sunday 8-9 am and 5-6 pm',
    hoursPerWeek: 4,
    saturdayHours: 2,
    sundayHours: 2,
    award: null,
    adultHourlyRateCents: 1800,
    casual: false,
    paymentFrequency: 1,
    privateOrDomestic: true,
    minimumAgeYears: 16,
    earliestWeek: 10,
    latestWeek: 24,
    personas: ['16-17'],
    source: 'Market rate, private pet sitting: $18 an hour (estimate).',
  }),
  post({
    id: 'oshc-educator',
    title: 'After school care educator',
    company: 'Bellerive Kids Club',
    description:
      'Run games, help with homework and serve afternoon tea for primary kids, part time. Needs a working with vulnerable people registration and first aid.',
    category: 'care',
    workingDays: [0, 1, 2, 3, 4],
    shifts: 'Monday to Friday 2.30-6.30 pm',
    hoursPerWeek: 20,
    award: CHILDREN,
    adultHourlyRateCents: RATE.childrenL1,
    casual: false,
    itemRequirements: ['working-with-children-check', 'first-aid-certificate'],
    competitiveChance: 0.5,
    minimumAgeYears: 18,
    personas: ADULT,
    source:
      "Children's Services Award 2010 [MA000120], Children's services employee Level 1 (estimate: $26.00 from 1 July 2025, see awards.ts).",
  }),
  post({
    id: 'early-learning-assistant',
    title: 'Early learning assistant (full time)',
    company: 'Little Wattles Early Learning',
    description:
      'Work in our toddler room while we pay for your Certificate III. Because we fund the course, the contract is 20 weeks; leaving early costs $300.',
    category: 'care',
    workingDays: [0, 1, 2, 3, 4],
    shifts: 'Monday to Friday 8 am-4.36 pm',
    hoursPerWeek: 38,
    award: CHILDREN,
    adultHourlyRateCents: RATE.childrenL1,
    casual: false,
    itemRequirements: ['working-with-children-check', 'first-aid-certificate'],
    promotion: {
      afterWeeks: 20,
      title: 'Early childhood educator',
      adultHourlyRateCents: RATE.childrenL3,
    },
    contractLengthWeeks: 20,
    contractPenaltyCents: 30000,
    minimumAgeYears: 18,
    latestWeek: 12,
    personas: ADULT,
    source:
      "Children's Services Award 2010 [MA000120], Level 1, promotion to Level 3.1 with Certificate III (estimates: $26.00 and $28.50 from 1 July 2025, see awards.ts).",
  }),

  // -------------------------------------------------------------------------------------------
  // Office
  post({
    id: 'saturday-office-junior',
    title: 'Casual office junior',
    company: 'Derwent Realty',
    description: 'File leases, answer the phone and prepare open-home packs on Saturday mornings.',
    category: 'office',
    workingDays: [5],
    shifts: 'Saturday 9 am-1 pm',
    hoursPerWeek: 4,
    saturdayHours: 4,
    award: CLERKS,
    adultHourlyRateCents: RATE.clerksL1Y1,
    paymentFrequency: 4,
    minimumAgeYears: 15,
    earliestWeek: 3,
    source:
      'Clerks—Private Sector Award 2020 [MA000002], Level 1 Year 1 ($25.74 from 1 July 2025, rippling.com).',
  }),
  post({
    id: 'data-entry-assistant',
    title: 'Casual data entry assistant',
    company: 'Bellerive Bookkeeping',
    description:
      'Enter receipts and invoices from home on your own laptop, two afternoons a week. A 3% rise after 12 weeks.',
    category: 'office',
    workingDays: [1, 3],
    shifts: 'Tuesday and Thursday 4-7 pm',
    hoursPerWeek: 6,
    award: CLERKS,
    adultHourlyRateCents: RATE.clerksL1Y1,
    itemRequirements: ['laptop'],
    payRise: { afterWeeks: 12, rate: 0.03 },
    minimumAgeYears: 15,
    earliestWeek: 5,
    personas: SCHOOL,
    source:
      "Clerks—Private Sector Award 2020 [MA000002], Level 1 Year 1 ($25.74 from 1 July 2025, rippling.com); the 3% rise is the employer's own.",
  }),
  post({
    id: 'clinic-receptionist',
    title: 'Casual receptionist',
    company: 'Hobart Physio Clinic',
    description:
      'Greet patients, book appointments and take payments at the front desk after school.',
    category: 'office',
    workingDays: [0, 2, 4],
    shifts: 'Monday, Wednesday and Friday 3.45-6.45 pm',
    hoursPerWeek: 9,
    award: CLERKS,
    adultHourlyRateCents: RATE.clerksL1Y1,
    competitiveChance: 0.55,
    minimumAgeYears: 16,
    earliestWeek: 4,
    personas: ['16-17'],
    source:
      'Clerks—Private Sector Award 2020 [MA000002], Level 1 Year 1 ($25.74 from 1 July 2025, rippling.com).',
  }),
  post({
    id: 'administration-assistant',
    title: 'Administration assistant (full time)',
    company: 'Sullivans Cove Insurance Brokers',
    description:
      'Answer calls, process forms and keep client files in order. Step up to administration officer after 16 weeks.',
    category: 'office',
    workingDays: [0, 1, 2, 3, 4],
    shifts: 'Monday to Friday 8.30 am-5.06 pm',
    hoursPerWeek: 38,
    award: CLERKS,
    adultHourlyRateCents: RATE.clerksL1Y1,
    casual: false,
    paymentFrequency: 4,
    promotion: {
      afterWeeks: 16,
      title: 'Administration officer',
      adultHourlyRateCents: RATE.clerksL2Y1,
    },
    competitiveChance: 0.5,
    minimumAgeYears: 18,
    personas: ADULT,
    source:
      'Clerks—Private Sector Award 2020 [MA000002], Level 1 Year 1 ($25.74), promotion to Level 2 Year 1 ($28.12), from 1 July 2025 (rippling.com).',
  }),
  post({
    id: 'remote-customer-service',
    title: 'Customer service officer (work from home)',
    company: 'Tasman Energy Help Desk',
    description:
      'Answer customer calls from home on your own laptop and phone. We train you for two weeks on full pay, so the contract is 8 weeks; a package that includes super.',
    category: 'office',
    workingDays: [0, 1, 2, 3, 4],
    shifts: 'Monday to Friday 9 am-5.36 pm',
    hoursPerWeek: 38,
    award: CLERKS,
    adultHourlyRateCents: 3150,
    casual: false,
    paymentFrequency: 4,
    includesSuper: true,
    itemRequirements: ['laptop', 'phone'],
    experienceRequirements: [{ weeks: 8, title: 'Retail assistant' }],
    contractLengthWeeks: 8,
    contractPenaltyCents: 20000,
    competitiveChance: 0.45,
    minimumAgeYears: 18,
    earliestWeek: 8,
    personas: ADULT,
    source:
      'Clerks—Private Sector Award 2020 [MA000002], Level 2 Year 1 ($28.12 from 1 July 2025, rippling.com); package $31.50 an hour including 12% super (computed), above the award rate.',
  }),

  // -------------------------------------------------------------------------------------------
  // Tutoring
  post({
    id: 'homework-helper',
    title: 'Homework helper',
    company: 'The Ahmed family, New Town',
    description:
      'Help a Year 3 student with reading and times tables at their home, two afternoons a week.',
    category: 'tutoring',
    workingDays: [0, 2],
    shifts: 'Monday and Wednesday 4-5.30 pm',
    hoursPerWeek: 3,
    award: null,
    adultHourlyRateCents: 1800,
    casual: false,
    paymentFrequency: 1,
    privateOrDomestic: true,
    minimumAgeYears: 14,
    personas: SCHOOL,
    source: 'Market rate, private homework help by a high-school student: $18 an hour (estimate).',
  }),
  post({
    id: 'online-maths-tutor-student',
    title: 'Online maths tutor (primary)',
    company: 'Families through the school noticeboard',
    description:
      'Tutor primary students in maths over video calls from home. You need your own laptop.',
    category: 'tutoring',
    workingDays: [1, 3],
    shifts: 'Tuesday and Thursday 4.30-6.30 pm',
    hoursPerWeek: 4,
    award: null,
    adultHourlyRateCents: 2500,
    casual: false,
    paymentFrequency: 1,
    privateOrDomestic: true,
    itemRequirements: ['laptop'],
    minimumAgeYears: 16,
    personas: ['16-17'],
    source: 'Market rate, private online tutoring by a senior student: $25 an hour (estimate).',
  }),
  post({
    id: 'tutoring-centre-tutor',
    title: 'Casual tutor (Years 7-10)',
    company: 'Derwent Learning Centre',
    description:
      'Tutor small groups in maths and English online and at the centre. Bring your own laptop for online sessions.',
    category: 'tutoring',
    workingDays: [5, 6],
    shifts: 'Saturday 9 am-1 pm, Sunday 2-5 pm',
    hoursPerWeek: 7,
    saturdayHours: 4,
    sundayHours: 3,
    award: null,
    adultHourlyRateCents: 3000,
    casual: false,
    itemRequirements: ['laptop'],
    minimumAgeYears: 18,
    earliestWeek: 3,
    personas: ADULT,
    source:
      'Market rate for a tutor without a degree at a tutoring centre: $30 an hour (estimate); paid as an employee, no award modelled.',
  }),
  post({
    id: 'private-reading-tutor',
    title: 'Private tutor (primary reading)',
    company: 'The Brown family, Mount Stuart',
    description: 'Help a Year 5 student catch up on reading at their home on Saturday mornings.',
    category: 'tutoring',
    workingDays: [5],
    shifts: 'Saturday 10 am-1 pm',
    hoursPerWeek: 3,
    saturdayHours: 3,
    award: null,
    adultHourlyRateCents: 3000,
    casual: false,
    paymentFrequency: 1,
    privateOrDomestic: true,
    minimumAgeYears: 18,
    personas: ADULT,
    source: 'Market rate, private tutoring in a home: $30 an hour (estimate).',
  }),

  // -------------------------------------------------------------------------------------------
  // Lifeguarding
  post({
    id: 'swim-school-assistant',
    title: 'Casual swim school assistant',
    company: 'Clarence Swim School',
    description:
      "Help swim teachers in the water with little kids' lessons. We pay for your in-water training, so we ask you to stay 12 weeks. Bronze Medallion needed.",
    category: 'lifeguarding',
    workingDays: [5, 6],
    shifts: 'Saturday 8 am-12 pm, Sunday 8-11 am',
    hoursPerWeek: 7,
    saturdayHours: 4,
    sundayHours: 3,
    award: FITNESS,
    adultHourlyRateCents: RATE.fitnessL1,
    itemRequirements: ['bronze-medallion'],
    contractLengthWeeks: 12,
    contractPenaltyCents: 10000,
    minimumAgeYears: 15,
    personas: SCHOOL,
    source:
      'Fitness Industry Award 2020 [MA000094], Level 1, swim teaching under structured training (estimate: $24.95 from 1 July 2025, see awards.ts).',
  }),
  post({
    id: 'pool-attendant',
    title: 'Casual pool attendant (trainee lifeguard)',
    company: 'Glenorchy Leisure Pool',
    description:
      'Watch the shallow pools, test the water and help at the kiosk over summer. Bronze Medallion needed.',
    category: 'lifeguarding',
    workingDays: [3, 6],
    shifts: 'Thursday 4-7 pm, Sunday 9 am-1 pm',
    hoursPerWeek: 7,
    sundayHours: 4,
    award: FITNESS,
    adultHourlyRateCents: RATE.fitnessL2,
    itemRequirements: ['bronze-medallion'],
    minimumAgeYears: 15,
    earliestWeek: 8,
    personas: SCHOOL,
    source:
      'Fitness Industry Award 2020 [MA000094], Level 2 pool attendant (estimate: $24.95 from 1 July 2025, see awards.ts).',
  }),
  post({
    id: 'weekend-pool-lifeguard',
    title: 'Casual pool lifeguard',
    company: 'Kingborough Aquatic Centre',
    description:
      'Patrol the pool deck on weekends. You need a Bronze Medallion and a first aid certificate; both pay for themselves in a few weeks.',
    category: 'lifeguarding',
    workingDays: [5, 6],
    shifts: 'Saturday and Sunday 10 am-4 pm',
    hoursPerWeek: 12,
    saturdayHours: 6,
    sundayHours: 6,
    award: FITNESS,
    adultHourlyRateCents: RATE.fitnessL3,
    itemRequirements: ['bronze-medallion', 'first-aid-certificate'],
    minimumAgeYears: 16,
    personas: OLDER,
    source:
      'Fitness Industry Award 2020 [MA000094], Level 3 (estimate: $26.65 from 1 July 2025, see awards.ts). Pool lifeguards need Bronze Medallion and first aid (royallifesaving.com.au).',
  }),
  post({
    id: 'swim-teacher',
    title: 'Casual swim teacher',
    company: 'Clarence Swim School',
    description:
      'Teach learn-to-swim classes on weekends. Needs a Bronze Medallion and a working with vulnerable people registration.',
    category: 'lifeguarding',
    workingDays: [5, 6],
    shifts: 'Saturday and Sunday 8 am-12 pm',
    hoursPerWeek: 8,
    saturdayHours: 4,
    sundayHours: 4,
    award: FITNESS,
    adultHourlyRateCents: RATE.fitnessL2,
    itemRequirements: ['bronze-medallion', 'working-with-children-check'],
    payRise: { afterWeeks: 12, rate: 0.03 },
    minimumAgeYears: 16,
    personas: OLDER,
    source:
      "Fitness Industry Award 2020 [MA000094], Level 2, swim and water safety teacher (estimate: $24.95 from 1 July 2025, see awards.ts); the 3% rise is the employer's own.",
  }),
  post({
    id: 'pool-lifeguard-full-time',
    title: 'Pool lifeguard (full time)',
    company: 'Kingborough Aquatic Centre',
    description:
      'Full-time lifeguard on rotating shifts. We pay for your Pool Lifeguard course, so the contract is 12 weeks; leaving early costs $150.',
    category: 'lifeguarding',
    workingDays: [0, 1, 2, 4, 5],
    shifts: 'Monday, Tuesday, Wednesday, Friday and Saturday 6 am-2.36 pm',
    hoursPerWeek: 38,
    saturdayHours: 7.6,
    award: FITNESS,
    adultHourlyRateCents: RATE.fitnessL3,
    casual: false,
    itemRequirements: ['bronze-medallion', 'first-aid-certificate'],
    promotion: { afterWeeks: 14, title: 'Senior lifeguard', adultHourlyRateCents: RATE.fitnessL3A },
    contractLengthWeeks: 12,
    contractPenaltyCents: 15000,
    competitiveChance: 0.5,
    minimumAgeYears: 18,
    earliestWeek: 4,
    personas: ADULT,
    source:
      'Fitness Industry Award 2020 [MA000094], Level 3, promotion to Level 3A (estimates: $26.65 and $28.10 from 1 July 2025, see awards.ts).',
  }),

  // -------------------------------------------------------------------------------------------
  // Gig-style work, always as an employee (no ABN in the game)
  post({
    id: 'event-crew',
    title: 'Event crew (casual)',
    company: 'Hobart Showground Events',
    description:
      'Set up chairs, run food orders and pack down at weekend events. Shifts come through our rostering app, so you need a phone.',
    category: 'gig',
    workingDays: [5],
    shifts: 'Saturday 9 am-3 pm',
    hoursPerWeek: 6,
    saturdayHours: 6,
    award: HOSPITALITY,
    adultHourlyRateCents: RATE.hospL1,
    itemRequirements: ['phone'],
    paymentFrequency: 1,
    minimumAgeYears: 15,
    earliestWeek: 10,
    latestWeek: 20,
    source:
      'Hospitality Industry (General) Award 2020 [MA000009] (catering and functions), Level 1 ($24.95 from 1 July 2025, rosterelf.com).',
  }),
  post({
    id: 'footy-canteen-crew',
    title: 'Footy canteen crew',
    company: 'North Hobart Oval Kiosk',
    description:
      'Serve pies and hot chips on game days during the footy season. Rostered by app, so you need a phone.',
    category: 'gig',
    workingDays: [5],
    shifts: 'Saturday 11 am-4 pm',
    hoursPerWeek: 5,
    saturdayHours: 5,
    award: FAST_FOOD,
    adultHourlyRateCents: RATE.fastFoodL1,
    itemRequirements: ['phone'],
    paymentFrequency: 1,
    minimumAgeYears: 14,
    latestWeek: 14,
    source:
      'Fast Food Industry Award 2010 [MA000003] (take-away kiosk), Level 1 ($26.55 from 1 July 2025, computed).',
  }),
  post({
    id: 'stadium-food-runner',
    title: 'Stadium food runner (casual)',
    company: 'Bellerive Oval Catering',
    description:
      'Run food from the kitchens to the stands on cricket days. No alcohol service. Shifts are offered through an app.',
    category: 'gig',
    workingDays: [5],
    shifts: 'Saturday 2-8 pm',
    hoursPerWeek: 6,
    saturdayHours: 6,
    award: HOSPITALITY,
    adultHourlyRateCents: RATE.hospL1,
    itemRequirements: ['phone'],
    competitiveChance: 0.5,
    minimumAgeYears: 16,
    earliestWeek: 6,
    latestWeek: 18,
    personas: OLDER,
    source:
      'Hospitality Industry (General) Award 2020 [MA000009] (catering), Level 1 ($24.95 from 1 July 2025, rosterelf.com).',
  }),
  post({
    id: 'festival-bar-crew',
    title: 'Festival bar crew (casual)',
    company: 'Taste of the Harbour Festival',
    description:
      'Pour drinks and restock bars over the summer festival weekends. RSA required, 18+, rostered by app.',
    category: 'gig',
    workingDays: [5, 6],
    shifts: 'Saturday and Sunday 12-6 pm',
    hoursPerWeek: 12,
    saturdayHours: 6,
    sundayHours: 6,
    award: HOSPITALITY,
    adultHourlyRateCents: RATE.hospL1,
    itemRequirements: ['rsa-certificate', 'phone'],
    paymentFrequency: 1,
    competitiveChance: 0.5,
    minimumAgeYears: 18,
    earliestWeek: 12,
    latestWeek: 18,
    personas: ADULT,
    source:
      'Hospitality Industry (General) Award 2020 [MA000009], Level 1 food and beverage attendant ($24.95 from 1 July 2025, rosterelf.com); serving alcohol needs RSA and 18+.',
  }),
  post({
    id: 'labour-hire-event-crew',
    title: 'Event set-up crew (labour hire)',
    company: 'Southern Crew Staffing',
    description:
      'Weekend bump-in and pack-down for concerts and conferences. Steel-cap boots and a phone for the shift app are a must.',
    category: 'gig',
    workingDays: [5, 6],
    shifts: 'Saturday 6 am-12 pm, Sunday 4-10 pm',
    hoursPerWeek: 12,
    saturdayHours: 6,
    sundayHours: 6,
    award: HOSPITALITY,
    adultHourlyRateCents: RATE.hospL1,
    itemRequirements: ['phone', 'work-boots'],
    paymentFrequency: 1,
    minimumAgeYears: 18,
    earliestWeek: 2,
    personas: ADULT,
    source:
      'Hospitality Industry (General) Award 2020 [MA000009] (functions, labour hire placed there), Level 1 ($24.95 from 1 July 2025, rosterelf.com).',
  }),
];
