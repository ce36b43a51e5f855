// Everything a player can own: sold new in uShop, second-hand on iBuy, kept in My Stuff. Prices are
// Australian retail in 2025. Where an exact retailer price was not checked the source says
// 'estimate' and gives the range it comes from; the 12 things job postings ask for (jobs/items.ts)
// keep the sources they were written with. How each thing's value moves is grouped below by kind,
// with the reason: most goods lose value (a phone fast, a guitar slowly), a few collectables gain,
// and licences, certificates and tickets are personal and never go on iBuy.
import type { CatalogueItem } from './schema';

type Wear = Pick<
  CatalogueItem,
  'valueChangePerYear' | 'resaleable' | 'usedDiscount' | 'valueSource'
>;

function wear(valueChangePerYear: number, usedDiscount: number, valueSource: string): Wear {
  return { valueChangePerYear, resaleable: true, usedDiscount, valueSource };
}

function notResaleable(valueSource: string): Wear {
  return { valueChangePerYear: 0, resaleable: false, usedDiscount: 0, valueSource };
}

const PHONE = wear(
  -0.35,
  0.4,
  'SellCell trade-in data (2024, reported in tech news): an iPhone 15 was worth 48% less after 12 months and a Galaxy S22 68% less. A private sale does better than a trade-in, so 35% a year and 40% off second-hand are estimates.',
);
const FLAGSHIP_PHONE = wear(
  -0.4,
  0.35,
  'SellCell trade-in data (2024): the iPhone 16 lost 41% in its first two weeks and the iPhone 15 48% in a year; a private sale of a good one at about 35% off is an estimate.',
);
const ACCESSORY = wear(
  -0.5,
  0.6,
  'estimate: small accessories and wearables date quickly; second-hand ones sell for well under half.',
);
const LAPTOP = wear(
  -0.25,
  0.4,
  'estimate: Windows laptops and Chromebooks sell second-hand for about 55-65% of new after a year (auction-site listings).',
);
const MAC = wear(
  -0.2,
  0.3,
  'estimate: Apple laptops and tablets hold value better than most; a good one-year-old one sells for about 70% of new.',
);
const BIKE = wear(
  -0.15,
  0.4,
  'estimate: a well-kept bike sells second-hand for about 60% of new; after that it loses value slowly.',
);
const E_BIKE = wear(
  -0.2,
  0.45,
  'estimate: e-bikes lose a little faster than bikes because the battery wears out (replacements cost hundreds).',
);
const CAR = wear(
  -0.1,
  0.15,
  'carloans.com.au: a typical car is worth about 40% of new after five years, losing most early; an older car already bought second-hand loses about 10% a year and sells privately for about 15% below the dealer price (estimate).',
);
const NEWER_CAR = wear(
  -0.15,
  0.2,
  'carloans.com.au and finder.com.au: cars lose 10-15% in the first year and keep falling steeply for three to five years; 15% a year for a five-year-old car is an estimate.',
);
const LICENCE = notResaleable(
  'A licence or registration is in your name: it cannot be sold and keeps its worth while it is current.',
);
const CERTIFICATE = notResaleable(
  'A certificate is in your name: it cannot be sold and stays valid for its term.',
);
const TICKET = notResaleable(
  'Not resold in the game. NSW (Fair Trading Act 1987, Part 4A) and WA (Ticket Scalping Act 2021) cap resale at 110% of the original price and many tickets forbid resale; no Tasmanian resale law was found, so tickets are kept off iBuy (estimate).',
);
const CLOTHES = wear(
  -0.5,
  0.6,
  'estimate: worn clothes sell on auction and marketplace sites for about a third to a half of new.',
);
const SNEAKERS = wear(
  -0.3,
  0.4,
  'estimate: popular sneakers kept clean sell for about 60% of new; rare releases can hold their price.',
);
const CONSOLE = wear(
  -0.15,
  0.25,
  'estimate: a current-generation console sells second-hand for about 75% of new and loses value slowly until its successor arrives.',
);
const GAMING_GEAR = wear(
  -0.35,
  0.5,
  'estimate: games and gaming accessories sell second-hand for about half of new, and games drop quickly once they go on sale.',
);
const FURNITURE = wear(
  -0.2,
  0.55,
  'estimate: second-hand furniture and appliances sell for under half of new on marketplace sites; they still work for years.',
);
const TEXTBOOK = wear(
  -0.3,
  0.5,
  'estimate: school textbooks resell at about half price to next year’s students until a new edition comes out.',
);
const SPORTS = wear(
  -0.25,
  0.45,
  'estimate: used sports gear sells for about half to two-thirds of new, depending on wear.',
);
const TOOLS = wear(
  -0.15,
  0.35,
  'estimate: good tools last and hold their value; a used one sells for about two-thirds of new.',
);
const INSTRUMENT = wear(
  -0.1,
  0.35,
  'estimate: instruments hold value well; a good used one sells for about 65% of new and then changes little.',
);
const AUDIO = wear(
  -0.35,
  0.5,
  'estimate: headphones and speakers date quickly; a used pair sells for about half of new.',
);

// ---- What owning a thing costs and saves (the `use` of a car or a bike) -------------------------

const REGO_SOURCE =
  'Transport Tasmania, light vehicle registration fees current at 1 December 2024: a 4-cylinder renewal is $620.18 a year (fees, motor tax and the MAIB premium). The game bills half every 26 weeks (registration can be paid for six months; its price as half the yearly fee is an estimate).';
const FUEL_SOURCE =
  'estimate: about 200 km a week in a small car at 7 L/100 km and about $2.00 a litre (Hobart unleaded prices in 2025, ACCC petrol monitoring).';

function carUse(insuranceCents: number, fuelCents: number) {
  return {
    bills: [
      {
        id: 'rego',
        title: 'Car registration (6 months)',
        payee: 'Transport Tasmania',
        category: 'travel' as const,
        amountCents: 31009,
        everyWeeks: 26,
        dueAfterWeeks: 2,
        lateFeeCents: 0,
        source: REGO_SOURCE,
      },
      {
        id: 'car-insurance',
        title: 'Car insurance (third party property)',
        payee: 'Island Car Insurance',
        category: 'travel' as const,
        amountCents: insuranceCents,
        everyWeeks: 4,
        dueAfterWeeks: 1,
        lateFeeCents: 0,
        source:
          'estimate: third party property cover for a driver under 25 costs about $500-$900 a year in 2025 (comparison sites), paid monthly.',
      },
    ],
    spending: [
      {
        id: 'fuel',
        title: 'Petrol',
        payee: 'Service station',
        category: 'travel' as const,
        amountCents: fuelCents,
        everyWeeks: 1,
        source: FUEL_SOURCE,
      },
    ],
    travelSaving: 1,
    savingSource: 'A car takes the place of bus fares.',
  };
}

const BIKE_SAVING_SOURCE =
  'estimate: riding on dry days replaces about half of the week’s bus trips (an e-bike, on Hobart’s hills, about three quarters).';

export const items: CatalogueItem[] = [
  // ---- Phones -----------------------------------------------------------------------------------
  {
    id: 'phone',
    title: 'Smartphone',
    description:
      'A modest Android phone. Most casual jobs send rosters and shift swaps through an app, so you need one to be reachable.',
    kind: 'phone',
    purpose: 'job',
    priceCents: 29900,
    source: 'estimate: an entry-level Android smartphone, about $250-$350 new in 2025.',
    ...PHONE,
    image: 'items/phone.svg',
  },
  {
    id: 'latest-iphone',
    title: 'Latest iPhone',
    description:
      'The newest iPhone with the best camera in your group chat. It does the same jobs as a cheaper phone, just shinier.',
    kind: 'phone',
    purpose: 'want',
    priceCents: 139900,
    source:
      'Apple Australia: the base iPhone 16 launched at A$1,399 (2024); the 2025 base model is priced the same (estimate).',
    ...FLAGSHIP_PHONE,
    image: 'items/latest-iphone.svg',
  },
  {
    id: 'mid-range-android',
    title: 'Mid-range Android phone',
    description:
      'A bigger screen, a better camera and a battery that lasts two days. A solid upgrade if your phone is falling apart.',
    kind: 'phone',
    purpose: 'useful',
    priceCents: 59900,
    source:
      'estimate: mid-range Android phones (such as the Galaxy A-series 5G) are about $500-$700 at JB Hi-Fi and Officeworks in 2025.',
    ...PHONE,
    image: 'items/mid-range-android.svg',
  },
  {
    id: 'flip-phone',
    title: 'Folding flip phone',
    description:
      'A phone that folds in half like it is 2005, but with a huge screen inside. Very cool, very expensive to fix.',
    kind: 'phone',
    purpose: 'want',
    priceCents: 169900,
    source:
      'estimate: folding flip phones (such as the Galaxy Z Flip) are about $1,500-$1,800 new in 2025.',
    ...FLAGSHIP_PHONE,
    image: 'items/flip-phone.svg',
  },
  {
    id: 'tough-phone-case',
    title: 'Tough phone case and screen protector',
    description:
      'A rugged case and a glass screen protector. Cheaper than a cracked screen repair, which can cost hundreds.',
    kind: 'phone',
    purpose: 'useful',
    priceCents: 5900,
    source:
      'estimate: a tough case ($30-$50) plus a glass screen protector ($15-$30) at phone retailers in 2025.',
    ...ACCESSORY,
    image: 'items/tough-phone-case.svg',
  },
  {
    id: 'smartwatch',
    title: 'Smartwatch',
    description:
      'Counts your steps, buzzes with messages and tracks your runs. Handy, but your phone already does most of it.',
    kind: 'phone',
    purpose: 'want',
    priceCents: 39900,
    source:
      'estimate: entry smartwatches (such as the Apple Watch SE) are about $350-$450 in Australia in 2025.',
    ...ACCESSORY,
    image: 'items/smartwatch.svg',
  },

  // ---- Laptops and tablets ------------------------------------------------------------------------
  {
    id: 'laptop',
    title: 'Laptop',
    description:
      'A basic laptop for online tutoring, working from home and office work you do on your own computer.',
    kind: 'laptop',
    purpose: 'job',
    priceCents: 65000,
    source: 'estimate: an entry-level Windows laptop or Chromebook, about $500-$800 in 2025.',
    ...LAPTOP,
    image: 'items/laptop.svg',
  },
  {
    id: 'chromebook',
    title: 'Chromebook for school',
    description:
      'A light, cheap laptop for assignments and research. Its battery lasts the whole school day.',
    kind: 'laptop',
    purpose: 'useful',
    priceCents: 44900,
    source: 'estimate: school Chromebooks are about $350-$550 at Officeworks and JB Hi-Fi in 2025.',
    ...LAPTOP,
    image: 'items/chromebook.svg',
  },
  {
    id: 'macbook-air',
    title: 'MacBook Air',
    description:
      'A thin, fast laptop that looks great in a café. Lovely to use, but it costs more than twice a basic laptop.',
    kind: 'laptop',
    purpose: 'want',
    priceCents: 149900,
    source: 'Apple Australia: the 13-inch MacBook Air (M4) launched at A$1,499 in March 2025.',
    ...MAC,
    image: 'items/macbook-air.svg',
  },
  {
    id: 'gaming-laptop',
    title: 'Gaming laptop',
    description:
      'A chunky laptop with a powerful graphics card and RGB keys. It runs the latest games and gets hot doing it.',
    kind: 'laptop',
    purpose: 'want',
    priceCents: 199900,
    source:
      'estimate: entry gaming laptops with an RTX-class graphics card are about $1,500-$2,500 at JB Hi-Fi in 2025.',
    ...LAPTOP,
    image: 'items/gaming-laptop.svg',
  },
  {
    id: 'tablet',
    title: 'Tablet',
    description:
      'A 10-inch tablet for reading, notes and streaming. Add a keyboard and it can do light schoolwork.',
    kind: 'laptop',
    purpose: 'want',
    priceCents: 59900,
    source: 'Apple Australia: the 11-inch iPad (A16) launched at A$599 in March 2025.',
    ...MAC,
    image: 'items/tablet.svg',
  },

  // ---- Bikes --------------------------------------------------------------------------------------
  {
    id: 'bike',
    title: 'Bike and helmet',
    description:
      'A sturdy commuter bike with lights, a lock and an approved helmet (helmets are compulsory in Tasmania). Opens up delivery work.',
    kind: 'bike',
    purpose: 'job',
    priceCents: 50000,
    source:
      'estimate: a new entry-level commuter bike (~$400) plus helmet, lights and lock (~$100).',
    ...BIKE,
    use: { travelSaving: 0.5, savingSource: BIKE_SAVING_SOURCE },
    image: 'items/bike.svg',
  },
  {
    id: 'e-bike',
    title: 'E-bike',
    description:
      'An electric-assist bike with a helmet: Hobart hills are much easier, so delivery shifts can be longer.',
    kind: 'bike',
    purpose: 'job',
    priceCents: 180000,
    source: 'estimate: an entry-level e-bike, about $1,500-$2,000 new in 2025, plus helmet.',
    ...E_BIKE,
    use: { travelSaving: 0.75, savingSource: BIKE_SAVING_SOURCE },
    image: 'items/e-bike.svg',
  },
  {
    id: 'mountain-bike',
    title: 'Mountain bike',
    description:
      'A hardtail mountain bike for the trails on kunanyi / Mount Wellington. Great fun, though it is slower on the road than a commuter.',
    kind: 'bike',
    purpose: 'want',
    priceCents: 99900,
    source: 'estimate: entry hardtail mountain bikes are about $800-$1,200 at bike shops in 2025.',
    ...BIKE,
    image: 'items/mountain-bike.svg',
  },
  {
    id: 'bmx',
    title: 'BMX bike',
    description: 'A tough little BMX for the skate park and pump track. Not one for the commute.',
    kind: 'bike',
    purpose: 'want',
    priceCents: 44900,
    source:
      'estimate: complete 20-inch BMX bikes are about $350-$550 at Rebel and bike shops in 2025.',
    ...BIKE,
    image: 'items/bmx.svg',
  },
  {
    id: 'road-bike',
    title: 'Road bike',
    description:
      'A light, fast road bike with drop handlebars. Riding to school or work instead of the bus saves your fare every week.',
    kind: 'bike',
    purpose: 'useful',
    priceCents: 129900,
    source: 'estimate: entry aluminium road bikes are about $1,000-$1,500 at bike shops in 2025.',
    ...BIKE,
    image: 'items/road-bike.svg',
  },
  {
    id: 'bike-lights-and-lock',
    title: 'Bike lights and a D-lock',
    description:
      'Bright front and rear lights plus a solid D-lock. Lights are the law at night, and a lock keeps your bike yours.',
    kind: 'bike',
    purpose: 'useful',
    priceCents: 8900,
    source: 'estimate: a USB light set ($35-$50) plus a D-lock ($40-$60) at bike shops in 2025.',
    ...ACCESSORY,
    image: 'items/bike-lights-and-lock.svg',
  },

  // ---- Cars (18 only) -----------------------------------------------------------------------------
  {
    id: 'car',
    title: 'Used small car',
    description:
      'An older small hatchback, registered and roadworthy. Needed for driving jobs, and no more bus fares, but petrol, rego and insurance cost extra.',
    kind: 'vehicle',
    purpose: 'job',
    priceCents: 650000,
    source:
      'estimate: a 10-15-year-old small hatchback from a private seller, about $5,000-$8,000 in 2025.',
    ...CAR,
    use: carUse(5000, 3000),
    personas: ['18'],
    image: 'items/car.svg',
  },
  {
    id: 'newer-used-car',
    title: 'Five-year-old small SUV',
    description:
      'A newer small SUV with a reversing camera and Apple CarPlay. It looks great, but petrol, rego and insurance all cost extra.',
    kind: 'vehicle',
    purpose: 'want',
    priceCents: 2200000,
    source:
      'estimate: five-year-old small SUVs are listed at about $18,000-$26,000 by dealers in 2025.',
    ...NEWER_CAR,
    use: carUse(6500, 3400),
    personas: ['18'],
    image: 'items/newer-used-car.svg',
  },

  // ---- Licences and registrations -----------------------------------------------------------------
  {
    id: 'drivers-licence',
    title: 'Provisional driver licence (P1)',
    description:
      'Your P1 licence: the P1 driving assessment and the licence fee, after the learner stages and logbook hours. In Tasmania you can get it from 17.',
    kind: 'licence',
    purpose: 'job',
    priceCents: 18000,
    source:
      'Department of State Growth (transport.tas.gov.au): P1 licence assessment fee (novice) $85.05 in an earlier fee schedule; the provisional licence issue fee and 2025-26 indexation: estimate. Total kept at $180 (estimate). Minimum age 17 for a P1 (transport.tas.gov.au, getting your Ps).',
    ...LICENCE,
    personas: ['18'],
    image: 'items/drivers-licence.svg',
  },
  {
    id: 'working-with-children-check',
    title: 'Working with vulnerable people registration',
    description:
      "Tasmania's Registration to Work with Vulnerable People (employee). Needed for paid work with children from 16; it lasts five years.",
    kind: 'licence',
    purpose: 'job',
    priceCents: 12500,
    source:
      'Department of Justice Tasmania: Employment/Volunteer registration $108.50 from 1 July 2017 (justice.tas.gov.au); indexed since, so $125 (estimate). Valid 5 years (service.tas.gov.au). Not needed under 16 (Registration to Work with Vulnerable People Act 2013, gotocourt.com.au summary).',
    ...LICENCE,
    personas: ['16-17', '18'],
    image: 'items/working-with-children-check.svg',
  },

  // ---- Certificates -------------------------------------------------------------------------------
  {
    id: 'rsa-certificate',
    title: 'RSA certificate',
    description:
      'Responsible Service of Alcohol (SITHFAB021), a short online course. You must hold it (or be doing it) to serve alcohol in Tasmania, and be 18.',
    kind: 'certificate',
    purpose: 'job',
    priceCents: 4500,
    source:
      'Treasury and Finance Tasmania, Liquor and Gaming: RSA courses delivering SITHFAB021 from any Australian jurisdiction are recognised. Price: estimate ($45); online SITHFAB021 courses are listed at about $20-$70 (e.g. cleartowork.com.au $19.50, 2025).',
    ...CERTIFICATE,
    personas: ['18'],
    image: 'items/rsa-certificate.svg',
  },
  {
    id: 'first-aid-certificate',
    title: 'First aid certificate (HLTAID011)',
    description:
      'A one-day Provide First Aid course with CPR. Childcare, babysitting and pool jobs ask for it; it lasts three years (CPR yearly).',
    kind: 'certificate',
    purpose: 'job',
    priceCents: 13000,
    source:
      'estimate: public HLTAID011 courses are about $99-$185 (childcare version HLTAID012 $185, Cairns; discount classes from $99, Melbourne). Kept at $130.',
    ...CERTIFICATE,
    image: 'items/first-aid-certificate.svg',
  },
  {
    id: 'bronze-medallion',
    title: 'Bronze Medallion',
    description:
      'Royal Life Saving Bronze Medallion: the minimum standard for a qualified lifesaver and the first step to pool and swim-school jobs.',
    kind: 'certificate',
    purpose: 'job',
    priceCents: 22000,
    source:
      'Royal Life Saving (royallifesaving.com.au, Bronze Medallion: recommended from 14 in the calendar year of the course). Price: estimate ($220), not found in a public source.',
    ...CERTIFICATE,
    image: 'items/bronze-medallion.svg',
  },
  {
    id: 'white-card',
    title: 'White Card (construction induction)',
    description:
      'General construction induction (CPCWHS1001), needed to work on any building or landscaping site.',
    kind: 'certificate',
    purpose: 'job',
    priceCents: 12000,
    source: 'estimate: face-to-face CPCWHS1001 courses are about $100-$150 in 2025.',
    ...CERTIFICATE,
    image: 'items/white-card.svg',
  },
  {
    id: 'barista-course',
    title: 'Barista course',
    description:
      'A half-day course on pouring a proper flat white. Cafés notice it on a résumé, though no posting insists on it.',
    kind: 'certificate',
    purpose: 'useful',
    priceCents: 14900,
    source: 'estimate: short barista courses in Hobart are about $120-$180 in 2025.',
    ...CERTIFICATE,
    image: 'items/barista-course.svg',
  },
  {
    id: 'food-handler-certificate',
    title: 'Food handler certificate',
    description:
      'A short online food safety course (SITXFSA005). Kitchens and cafés like new staff to have it.',
    kind: 'certificate',
    purpose: 'useful',
    priceCents: 4900,
    source:
      'estimate: online SITXFSA005 Use Hygienic Practices for Food Safety courses are about $30-$70 in 2025.',
    ...CERTIFICATE,
    image: 'items/food-handler-certificate.svg',
  },

  // ---- Clothes ------------------------------------------------------------------------------------
  {
    id: 'work-boots',
    title: 'Steel-cap work boots',
    description: 'Safety boots for yards, gardens and building sites.',
    kind: 'clothes',
    purpose: 'job',
    priceCents: 12000,
    source: 'estimate: entry-level steel-cap boots, about $90-$160 in 2025.',
    ...CLOTHES,
    image: 'items/work-boots.svg',
  },
  {
    id: 'designer-sneakers',
    title: 'Designer sneakers',
    description:
      'The limited-release sneakers everyone at school is talking about. They will look amazing for about a term.',
    kind: 'clothes',
    purpose: 'want',
    priceCents: 25000,
    source:
      'estimate: popular basketball-style and retro sneakers are about $180-$300 at sneaker stores in 2025.',
    ...SNEAKERS,
    image: 'items/designer-sneakers.svg',
  },
  {
    id: 'designer-hoodie',
    title: 'Designer hoodie',
    description:
      'A heavyweight hoodie with a big-name logo on the chest. Just as warm as a plain one, at three times the price.',
    kind: 'clothes',
    purpose: 'want',
    priceCents: 18000,
    source:
      'estimate: brand-name streetwear hoodies are about $130-$250 in 2025 (a plain one at Kmart is about $20-$30).',
    ...CLOTHES,
    image: 'items/designer-hoodie.svg',
  },
  {
    id: 'winter-jacket',
    title: 'Warm winter jacket',
    description:
      'A waterproof puffer jacket for Hobart winters and a southerly at the bus stop. You will wear it most days from May to September.',
    kind: 'clothes',
    purpose: 'useful',
    priceCents: 14900,
    source: 'estimate: outdoor-store puffer jackets are about $100-$250 in 2025.',
    ...CLOTHES,
    image: 'items/winter-jacket.svg',
  },
  {
    id: 'interview-outfit',
    title: 'Job interview outfit',
    description:
      'A collared shirt, tidy pants and clean black shoes. Good for interviews and for shops and cafés that ask for black and white.',
    kind: 'clothes',
    purpose: 'useful',
    priceCents: 12000,
    source:
      'estimate: shirt, pants and shoes from department stores such as Target or Kmart, about $80-$150 in 2025.',
    ...CLOTHES,
    image: 'items/interview-outfit.svg',
  },
  {
    id: 'team-jersey',
    title: 'Team jersey',
    description:
      'An official home jersey of your favourite team. Perfect for game night, useless for anything else.',
    kind: 'clothes',
    purpose: 'want',
    priceCents: 13000,
    source: 'estimate: official AFL and NBL replica jerseys are about $110-$160 in 2025.',
    ...CLOTHES,
    image: 'items/team-jersey.svg',
  },

  // ---- Tickets ------------------------------------------------------------------------------------
  {
    id: 'stadium-concert-ticket',
    title: 'Stadium concert ticket',
    description:
      'A seat at a huge pop concert on the mainland, flights not included. One unforgettable night.',
    kind: 'tickets',
    purpose: 'want',
    priceCents: 19900,
    source:
      'estimate: reserved seats at major stadium tours are about $150-$300 each in 2025, before booking fees.',
    ...TICKET,
    image: 'items/stadium-concert-ticket.svg',
  },
  {
    id: 'music-festival-pass',
    title: 'Two-day music festival pass',
    description:
      'Two days of bands, food trucks and mates in a paddock. Camping and food cost extra.',
    kind: 'tickets',
    purpose: 'want',
    priceCents: 32900,
    source: 'estimate: two-day festival passes in Australia are about $250-$400 in 2025.',
    ...TICKET,
    image: 'items/music-festival-pass.svg',
  },
  {
    id: 'local-gig-ticket',
    title: 'All-ages gig ticket',
    description:
      'A ticket to an all-ages gig at a small Hobart venue. Cheap, loud and a great night.',
    kind: 'tickets',
    purpose: 'want',
    priceCents: 4500,
    source: 'estimate: all-ages local gigs are about $25-$60 in 2025.',
    ...TICKET,
    image: 'items/local-gig-ticket.svg',
  },
  {
    id: 'basketball-game-ticket',
    title: 'Basketball game ticket',
    description:
      'A seat at a home game of the Tasmania JackJumpers in Hobart. The crowd noise alone is worth it.',
    kind: 'tickets',
    purpose: 'want',
    priceCents: 6500,
    source: 'estimate: NBL home-game seats in Hobart are about $40-$100 in the 2025-26 season.',
    ...TICKET,
    image: 'items/basketball-game-ticket.svg',
  },
  {
    id: 'winter-festival-ticket',
    title: 'Winter festival night ticket',
    description:
      "A night at Hobart's midwinter arts festival, with bonfires, music and strange art. Rug up.",
    kind: 'tickets',
    purpose: 'want',
    priceCents: 8500,
    source:
      'estimate: ticketed nights at Hobart winter festival events are about $50-$120 in 2025.',
    ...TICKET,
    image: 'items/winter-festival-ticket.svg',
  },
  {
    id: 'theatre-ticket',
    title: 'Musical theatre ticket',
    description: 'A seat at a touring musical at the Theatre Royal. Dress up a little.',
    kind: 'tickets',
    purpose: 'want',
    priceCents: 9900,
    source: 'estimate: touring musicals in Hobart are about $70-$150 a seat in 2025.',
    ...TICKET,
    image: 'items/theatre-ticket.svg',
  },

  // ---- Gaming -------------------------------------------------------------------------------------
  {
    id: 'nintendo-switch-2',
    title: 'Nintendo Switch 2',
    description:
      'The new Nintendo console you can play on the telly or on the bus. Games are extra, of course.',
    kind: 'gaming',
    purpose: 'want',
    priceCents: 69995,
    source:
      'Nintendo Australia RRP A$699.95 at launch (5 June 2025), as reported by Australian retailers and news.',
    ...CONSOLE,
    image: 'items/nintendo-switch-2.svg',
  },
  {
    id: 'playstation-5',
    title: 'PlayStation 5 Digital Edition',
    description:
      'A home console with a huge library of games. It needs a TV and a good internet plan.',
    kind: 'gaming',
    purpose: 'want',
    priceCents: 74995,
    source:
      'estimate: Sony raised the Australian RRP of the PS5 Digital Edition in April 2025 to about A$750.',
    ...CONSOLE,
    image: 'items/playstation-5.svg',
  },
  {
    id: 'new-release-game',
    title: 'New-release video game',
    description:
      'The big new game everyone is streaming, on launch day. Wait a few months and it is often half price.',
    kind: 'gaming',
    purpose: 'want',
    priceCents: 10995,
    source:
      'estimate: new console games are about $99.95-$124.95 at EB Games and JB Hi-Fi in 2025.',
    ...GAMING_GEAR,
    image: 'items/new-release-game.svg',
  },
  {
    id: 'gaming-headset',
    title: 'Gaming headset',
    description: 'Over-ear headphones with a boom mic for chatting with your squad online.',
    kind: 'gaming',
    purpose: 'want',
    priceCents: 14900,
    source: 'estimate: mid-range wireless gaming headsets are about $100-$200 in 2025.',
    ...GAMING_GEAR,
    image: 'items/gaming-headset.svg',
  },
  {
    id: 'game-controller',
    title: 'Extra game controller',
    description: 'A second wireless controller so a friend can play too.',
    kind: 'gaming',
    purpose: 'want',
    priceCents: 10995,
    source: 'estimate: first-party wireless controllers are about $100-$120 in 2025.',
    ...GAMING_GEAR,
    image: 'items/game-controller.svg',
  },
  {
    id: 'gaming-chair',
    title: 'Gaming chair',
    description:
      'A racing-style chair with a tall back and bright stitching. Comfy for long sessions, though a plain desk chair does the job.',
    kind: 'gaming',
    purpose: 'want',
    priceCents: 24900,
    source: 'estimate: gaming chairs are about $150-$350 at Officeworks and JB Hi-Fi in 2025.',
    ...GAMING_GEAR,
    image: 'items/gaming-chair.svg',
  },

  // ---- Furniture and things for home --------------------------------------------------------------
  {
    id: 'share-house-couch',
    title: 'Two-seater couch',
    description:
      'A comfy fabric couch for the share-house lounge. Everyone will sit on it; only you paid for it.',
    kind: 'furniture',
    purpose: 'useful',
    priceCents: 59900,
    source:
      'estimate: two-seater fabric couches are about $400-$800 at flat-pack and furniture stores in 2025.',
    ...FURNITURE,
    personas: ['18'],
    image: 'items/share-house-couch.svg',
  },
  {
    id: 'bed-and-mattress',
    title: 'Bed and mattress',
    description:
      'A double bed frame and a pocket-spring mattress for your room. A good night’s sleep makes every shift easier.',
    kind: 'furniture',
    purpose: 'useful',
    priceCents: 59900,
    source:
      'estimate: a double bed frame ($150-$250) plus a mattress ($300-$500) at budget furniture stores in 2025.',
    ...FURNITURE,
    personas: ['18'],
    image: 'items/bed-and-mattress.svg',
  },
  {
    id: 'bar-fridge',
    title: 'Bar fridge',
    description:
      'A small fridge for your room so flatmates stop eating your yoghurt. It adds a little to the power bill.',
    kind: 'furniture',
    purpose: 'useful',
    priceCents: 27900,
    source: 'estimate: 90-120 litre bar fridges are about $200-$350 at appliance stores in 2025.',
    ...FURNITURE,
    personas: ['18'],
    image: 'items/bar-fridge.svg',
  },
  {
    id: 'microwave',
    title: 'Microwave',
    description:
      'A basic microwave for reheating leftovers. Cooking once and eating twice is the cheapest way to eat.',
    kind: 'furniture',
    purpose: 'useful',
    priceCents: 9900,
    source: 'estimate: basic 20-25 litre microwaves are about $69-$150 at Kmart and Big W in 2025.',
    ...FURNITURE,
    personas: ['18'],
    image: 'items/microwave.svg',
  },
  {
    id: 'study-desk',
    title: 'Study desk and lamp',
    description: 'A simple desk and an LED lamp, so homework has a home that is not your bed.',
    kind: 'furniture',
    purpose: 'useful',
    priceCents: 16900,
    source: 'estimate: a flat-pack desk ($90-$150) plus an LED desk lamp ($20-$40) in 2025.',
    ...FURNITURE,
    image: 'items/study-desk.svg',
  },
  {
    id: 'desk-chair',
    title: 'Desk chair',
    description: 'An adjustable office chair that is kind to your back during long study sessions.',
    kind: 'furniture',
    purpose: 'useful',
    priceCents: 12900,
    source:
      'estimate: adjustable office chairs are about $80-$200 at Officeworks and Kmart in 2025.',
    ...FURNITURE,
    image: 'items/desk-chair.svg',
  },
  {
    id: 'bean-bag',
    title: 'Giant bean bag',
    description: 'A huge, squishy bean bag for gaming and movie nights. Pure comfort, zero need.',
    kind: 'furniture',
    purpose: 'want',
    priceCents: 12900,
    source: 'estimate: large bean bags are about $80-$180 in 2025 (filling often extra).',
    ...FURNITURE,
    image: 'items/bean-bag.svg',
  },

  // ---- School books and study (school personas) ---------------------------------------------------
  {
    id: 'maths-textbook',
    title: 'Maths textbook',
    description:
      'This year’s maths textbook with worked examples. Your teacher sets homework from it.',
    kind: 'textbooks',
    purpose: 'useful',
    priceCents: 9500,
    source:
      'estimate: senior secondary maths textbooks are about $80-$110 from school booksellers in 2025.',
    ...TEXTBOOK,
    personas: ['14-15', '16-17'],
    image: 'items/maths-textbook.svg',
  },
  {
    id: 'science-textbook',
    title: 'Science textbook',
    description: 'The science textbook on your booklist, with diagrams for every experiment.',
    kind: 'textbooks',
    purpose: 'useful',
    priceCents: 8900,
    source:
      'estimate: secondary science textbooks are about $75-$100 from school booksellers in 2025.',
    ...TEXTBOOK,
    personas: ['14-15', '16-17'],
    image: 'items/science-textbook.svg',
  },
  {
    id: 'english-novels',
    title: 'English class novels',
    description:
      'The three novels your English class is studying this year. Second-hand copies work just as well.',
    kind: 'textbooks',
    purpose: 'useful',
    priceCents: 6000,
    source: 'estimate: three paperback novels at about $18-$25 each in 2025.',
    ...TEXTBOOK,
    personas: ['14-15', '16-17'],
    image: 'items/english-novels.svg',
  },
  {
    id: 'scientific-calculator',
    title: 'Scientific calculator',
    description:
      'The calculator your maths teacher says you need for tests. It will last all the way through Year 12.',
    kind: 'textbooks',
    purpose: 'useful',
    priceCents: 3500,
    source: 'estimate: approved scientific calculators are about $25-$45 at Officeworks in 2025.',
    ...TEXTBOOK,
    personas: ['14-15', '16-17'],
    image: 'items/scientific-calculator.svg',
  },
  {
    id: 'study-guide',
    title: 'Exam study guide',
    description: 'A revision guide with practice questions and answers for your exams.',
    kind: 'textbooks',
    purpose: 'useful',
    priceCents: 4000,
    source: 'estimate: exam revision guides are about $30-$50 in 2025.',
    ...TEXTBOOK,
    personas: ['14-15', '16-17'],
    image: 'items/study-guide.svg',
  },

  // ---- Sports gear --------------------------------------------------------------------------------
  {
    id: 'footy-boots',
    title: 'Footy boots',
    description:
      'Moulded-stud boots for club footy or soccer. Your club season needs a pair that fits.',
    kind: 'sports',
    purpose: 'useful',
    priceCents: 16000,
    source: 'estimate: mid-range football boots are about $120-$220 at Rebel in 2025.',
    ...SPORTS,
    image: 'items/footy-boots.svg',
  },
  {
    id: 'basketball',
    title: 'Basketball',
    description: 'An indoor-outdoor basketball for shooting hoops at the park with friends.',
    kind: 'sports',
    purpose: 'want',
    priceCents: 5000,
    source: 'estimate: size 7 composite basketballs are about $35-$70 at Rebel in 2025.',
    ...SPORTS,
    image: 'items/basketball.svg',
  },
  {
    id: 'surfboard',
    title: 'Soft-top surfboard',
    description:
      'A forgiving foam board for learning to surf at Clifton Beach. You will want a wetsuit too.',
    kind: 'sports',
    purpose: 'want',
    priceCents: 34900,
    source: 'estimate: 7-8 foot soft-top surfboards are about $250-$450 at surf shops in 2025.',
    ...SPORTS,
    image: 'items/surfboard.svg',
  },
  {
    id: 'wetsuit',
    title: 'Steamer wetsuit',
    description:
      'A full-length wetsuit for cold Tasmanian water. Without one, surfing or swimming here is over in minutes.',
    kind: 'sports',
    purpose: 'want',
    priceCents: 27900,
    source: 'estimate: 4/3 mm steamer wetsuits are about $200-$400 at surf shops in 2025.',
    ...SPORTS,
    image: 'items/wetsuit.svg',
  },
  {
    id: 'skateboard',
    title: 'Skateboard',
    description: 'A complete street skateboard, ready to roll. Cheap to run once you own it.',
    kind: 'sports',
    purpose: 'want',
    priceCents: 14900,
    source: 'estimate: complete skateboards from skate shops are about $100-$200 in 2025.',
    ...SPORTS,
    image: 'items/skateboard.svg',
  },
  {
    id: 'hiking-boots',
    title: 'Hiking boots',
    description:
      'Waterproof hiking boots for bushwalks on kunanyi and beyond. They also get you through a wet Hobart winter.',
    kind: 'sports',
    purpose: 'useful',
    priceCents: 22900,
    source: 'estimate: waterproof hiking boots are about $180-$300 at outdoor stores in 2025.',
    ...SPORTS,
    image: 'items/hiking-boots.svg',
  },
  {
    id: 'cricket-bat',
    title: 'Cricket bat',
    description:
      'An English willow bat for the summer season. Knock it in before you face a real ball.',
    kind: 'sports',
    purpose: 'want',
    priceCents: 19900,
    source:
      'estimate: senior English willow cricket bats are about $150-$300 at sports stores in 2025.',
    ...SPORTS,
    image: 'items/cricket-bat.svg',
  },

  // ---- Tools (trades and odd jobs) ----------------------------------------------------------------
  {
    id: 'cordless-drill',
    title: 'Cordless drill kit',
    description:
      'An 18-volt drill with a battery and charger. Handy for trades work and for putting together flat-pack furniture.',
    kind: 'tools',
    purpose: 'useful',
    priceCents: 19900,
    source:
      'estimate: 18 V cordless drill kits with a battery and charger are about $130-$250 at Bunnings in 2025.',
    ...TOOLS,
    image: 'items/cordless-drill.svg',
  },
  {
    id: 'hand-tool-kit',
    title: 'Hand tool kit',
    description:
      'Hammer, screwdrivers, pliers, a tape measure and a box to keep them in. The basics for any job on the tools.',
    kind: 'tools',
    purpose: 'useful',
    priceCents: 9900,
    source: 'estimate: 50-100 piece hand tool kits are about $60-$150 at Bunnings in 2025.',
    ...TOOLS,
    image: 'items/hand-tool-kit.svg',
  },
  {
    id: 'lawn-mower',
    title: 'Push lawn mower',
    description:
      'A petrol push mower. Mowing neighbours’ lawns on weekends can earn it back in a month or two.',
    kind: 'tools',
    purpose: 'useful',
    priceCents: 39900,
    source: 'estimate: petrol push mowers are about $300-$500 at Bunnings in 2025.',
    ...TOOLS,
    image: 'items/lawn-mower.svg',
  },
  {
    id: 'hi-vis-workwear',
    title: 'Hi-vis workwear',
    description:
      'A hi-vis shirt, work pants and safety glasses. Building, landscaping and warehouse jobs expect you to turn up in them.',
    kind: 'tools',
    purpose: 'useful',
    priceCents: 8900,
    source:
      'estimate: a hi-vis shirt ($25-$40), work pants ($40-$60) and safety glasses ($10) at workwear stores in 2025.',
    ...CLOTHES,
    image: 'items/hi-vis-workwear.svg',
  },

  // ---- Music and audio ----------------------------------------------------------------------------
  {
    id: 'acoustic-guitar',
    title: 'Acoustic guitar',
    description:
      'A full-size steel-string guitar that stays in tune. Free lessons online, blisters included.',
    kind: 'music',
    purpose: 'want',
    priceCents: 29900,
    source: 'estimate: beginner acoustic guitars from music stores are about $200-$400 in 2025.',
    ...INSTRUMENT,
    image: 'items/acoustic-guitar.svg',
  },
  {
    id: 'digital-keyboard',
    title: 'Digital keyboard',
    description:
      'A 61-key keyboard with built-in speakers and headphone socket, so only you hear the practice.',
    kind: 'music',
    purpose: 'want',
    priceCents: 24900,
    source: 'estimate: 61-key portable keyboards are about $180-$350 in 2025.',
    ...INSTRUMENT,
    image: 'items/digital-keyboard.svg',
  },
  {
    id: 'ukulele',
    title: 'Ukulele',
    description:
      'A small, cheerful four-string instrument. Easy to learn a few songs in a weekend.',
    kind: 'music',
    purpose: 'want',
    priceCents: 8900,
    source: 'estimate: beginner soprano and concert ukuleles are about $60-$120 in 2025.',
    ...INSTRUMENT,
    image: 'items/ukulele.svg',
  },
  {
    id: 'wireless-earbuds',
    title: 'Wireless earbuds',
    description:
      'Little earbuds for music and podcasts on the bus. Easy to lose, so keep the case handy.',
    kind: 'music',
    purpose: 'want',
    priceCents: 21900,
    source:
      'estimate: name-brand wireless earbuds (such as AirPods 4) are about $200-$250 in Australia in 2025.',
    ...AUDIO,
    image: 'items/wireless-earbuds.svg',
  },
  {
    id: 'noise-cancelling-headphones',
    title: 'Noise-cancelling headphones',
    description:
      'Over-ear headphones that shut out the world. Bliss on a noisy bus, and a big hit to your savings.',
    kind: 'music',
    purpose: 'want',
    priceCents: 49900,
    source:
      'estimate: premium noise-cancelling headphones are about $400-$650 at JB Hi-Fi in 2025.',
    ...AUDIO,
    image: 'items/noise-cancelling-headphones.svg',
  },
  {
    id: 'bluetooth-speaker',
    title: 'Bluetooth speaker',
    description: 'A waterproof speaker for the beach and the backyard.',
    kind: 'music',
    purpose: 'want',
    priceCents: 14900,
    source: 'estimate: portable waterproof speakers are about $100-$200 in 2025.',
    ...AUDIO,
    image: 'items/bluetooth-speaker.svg',
  },

  // ---- Collectables (can rise in value) -----------------------------------------------------------
  {
    id: 'trading-card-box',
    title: 'Sealed trading card booster box',
    description:
      'A sealed box of trading card packs. Keep it sealed and it might be worth more in a year; open it and the fun is the payoff.',
    kind: 'collectable',
    purpose: 'want',
    priceCents: 24900,
    source:
      'estimate: sealed booster boxes of popular trading card games are about $200-$300 at hobby stores in 2025.',
    valueChangePerYear: 0.1,
    resaleable: true,
    usedDiscount: 0.05,
    valueSource:
      'estimate: sealed boxes of popular sets often sell above their retail price once a set is out of print, but many do not; +10% a year is a hopeful middle, not a promise.',
    image: 'items/trading-card-box.svg',
  },
  {
    id: 'limited-vinyl',
    title: 'Limited-edition vinyl record',
    description:
      'A coloured vinyl pressing of a favourite album, numbered and limited. Sounds warm, looks great on a shelf.',
    kind: 'collectable',
    purpose: 'want',
    priceCents: 6500,
    source: 'estimate: limited-edition vinyl LPs are about $50-$80 at record stores in 2025.',
    valueChangePerYear: 0.05,
    resaleable: true,
    usedDiscount: 0.15,
    valueSource:
      'estimate: limited pressings kept in good condition tend to hold or gently gain value; a played copy sells for a little under new.',
    image: 'items/limited-vinyl.svg',
  },
  {
    id: 'lego-set',
    title: 'Large building-brick set',
    description:
      'A big building-brick set of a famous spaceship. Sets that stop being made can become sought after.',
    kind: 'collectable',
    purpose: 'want',
    priceCents: 22999,
    source: 'estimate: large licensed building-brick sets are about $200-$300 in 2025.',
    valueChangePerYear: 0.08,
    resaleable: true,
    usedDiscount: 0.2,
    valueSource:
      'estimate: retired sets in their box often rise by several per cent a year on resale sites; a built set with no box sells for about 20% less.',
    image: 'items/lego-set.svg',
  },
];
