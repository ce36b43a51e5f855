// Things job postings can require the player to own, and what each persona owns at the start.
// Sources: Tasmanian Department of State Growth driver licence fees (transport.tas.gov.au);
// Department of Justice / CBOS, Registration to Work with Vulnerable People (justice.tas.gov.au,
// gotocourt.com.au summary of the Act); Treasury and Finance Tasmania, Liquor and Gaming
// (treasury.tas.gov.au, RSA); Royal Life Saving (royallifesaving.com.au, Bronze Medallion);
// first aid course listings. Shop prices are estimates: every figure without a public source
// says 'estimate' and is kept modest.
import type { ItemType } from '@mc/engine/items/content';
import type { PersonaKey } from '../schemas';

export const requirementItems: ItemType[] = [
  {
    id: 'phone',
    title: 'Smartphone',
    description:
      'A modest Android phone. Most casual jobs send rosters and shift swaps through an app, so you need one to be reachable.',
    priceCents: 29900,
    source: 'estimate: an entry-level Android smartphone, about $250-$350 new in 2025.',
  },
  {
    id: 'bike',
    title: 'Bike and helmet',
    description:
      'A sturdy commuter bike with lights, a lock and an approved helmet (helmets are compulsory in Tasmania). Opens up delivery work.',
    priceCents: 50000,
    source:
      'estimate: a new entry-level commuter bike (~$400) plus helmet, lights and lock (~$100).',
  },
  {
    id: 'e-bike',
    title: 'E-bike',
    description:
      'An electric-assist bike with a helmet: Hobart hills are much easier, so delivery shifts can be longer.',
    priceCents: 180000,
    source: 'estimate: an entry-level e-bike, about $1,500-$2,000 new in 2025, plus helmet.',
  },
  {
    id: 'laptop',
    title: 'Laptop',
    description:
      'A basic laptop for online tutoring, working from home and office work you do on your own computer.',
    priceCents: 65000,
    source: 'estimate: an entry-level Windows laptop or Chromebook, about $500-$800 in 2025.',
  },
  {
    id: 'drivers-licence',
    title: 'Provisional driver licence (P1)',
    description:
      'Your P1 licence: the P1 driving assessment and the licence fee, after the learner stages and logbook hours. In Tasmania you can get it from 17.',
    priceCents: 18000,
    source:
      'Department of State Growth (transport.tas.gov.au): P1 licence assessment fee (novice) $85.05 in an earlier fee schedule; the provisional licence issue fee and 2025-26 indexation: estimate. Total kept at $180 (estimate). Minimum age 17 for a P1 (transport.tas.gov.au, getting your Ps).',
  },
  {
    id: 'car',
    title: 'Used small car',
    description:
      'An older small hatchback, registered and roadworthy. Needed for driving jobs; petrol, rego and insurance cost extra.',
    priceCents: 650000,
    source:
      'estimate: a 10-15-year-old small hatchback from a private seller, about $5,000-$8,000 in 2025.',
  },
  {
    id: 'rsa-certificate',
    title: 'RSA certificate',
    description:
      'Responsible Service of Alcohol (SITHFAB021), a short online course. You must hold it (or be doing it) to serve alcohol in Tasmania, and be 18.',
    priceCents: 4500,
    source:
      'Treasury and Finance Tasmania, Liquor and Gaming: RSA courses delivering SITHFAB021 from any Australian jurisdiction are recognised. Price: estimate ($45); online SITHFAB021 courses are listed at about $20-$70 (e.g. cleartowork.com.au $19.50, 2025).',
  },
  {
    id: 'first-aid-certificate',
    title: 'First aid certificate (HLTAID011)',
    description:
      'A one-day Provide First Aid course with CPR. Childcare, babysitting and pool jobs ask for it; it lasts three years (CPR yearly).',
    priceCents: 13000,
    source:
      'estimate: public HLTAID011 courses are about $99-$185 (childcare version HLTAID012 $185, Cairns; discount classes from $99, Melbourne). Kept at $130.',
  },
  {
    id: 'bronze-medallion',
    title: 'Bronze Medallion',
    description:
      'Royal Life Saving Bronze Medallion: the minimum standard for a qualified lifesaver and the first step to pool and swim-school jobs.',
    priceCents: 22000,
    source:
      'Royal Life Saving (royallifesaving.com.au, Bronze Medallion: recommended from 14 in the calendar year of the course). Price: estimate ($220), not found in a public source.',
  },
  {
    id: 'working-with-children-check',
    title: 'Working with vulnerable people registration',
    description:
      "Tasmania's Registration to Work with Vulnerable People (employee). Needed for paid work with children from 16; it lasts five years.",
    priceCents: 12500,
    source:
      'Department of Justice Tasmania: Employment/Volunteer registration $108.50 from 1 July 2017 (justice.tas.gov.au); indexed since, so $125 (estimate). Valid 5 years (service.tas.gov.au). Not needed under 16 (Registration to Work with Vulnerable People Act 2013, gotocourt.com.au summary).',
  },
  {
    id: 'white-card',
    title: 'White Card (construction induction)',
    description:
      'General construction induction (CPCWHS1001), needed to work on any building or landscaping site.',
    priceCents: 12000,
    source: 'estimate: face-to-face CPCWHS1001 courses are about $100-$150 in 2025.',
  },
  {
    id: 'work-boots',
    title: 'Steel-cap work boots',
    description: 'Safety boots for yards, gardens and building sites.',
    priceCents: 12000,
    source: 'estimate: entry-level steel-cap boots, about $90-$160 in 2025.',
  },
];

/**
 * What each persona owns when the game starts: everyone has a phone (they pay a phone bill);
 * nothing else in their stories gives them a bike, a licence or a certificate.
 */
export const startingItemIds: Record<PersonaKey, string[]> = {
  '14-15': ['phone'],
  '16-17': ['phone'],
  '18': ['phone'],
};
