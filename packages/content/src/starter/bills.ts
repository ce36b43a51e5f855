// Living costs of an 18-year-old in a Hobart share house, as bills (reference, "Living costs",
// weekly unless stated). Each bill is due by the end of the week after it arrives; unpaid bills
// get a late fee and, two weeks after that, go to a debt collector.
import type { BillSeries } from '@mc/engine';

export const bills: BillSeries[] = [
  {
    // Share-house room rent, late 2024: Hobart 233 a week (the cheapest capital), paid fortnightly.
    id: 'rent',
    title: 'Rent',
    payee: 'Harbourside Realty',
    category: 'rent',
    amountCents: 46_600,
    everyWeeks: 2,
    firstWeek: 1,
    dueAfterWeeks: 1,
    lateFeeCents: 2500,
    collectAfterWeeks: 2,
    collectorFeeCents: 6000,
    optional: false,
  },
  {
    // Groceries ~216 a week per household (Dec 2023); about half that for one adult sharing.
    id: 'groceries',
    title: 'Groceries',
    payee: 'FreshMart',
    category: 'food',
    amountCents: 10_000,
    everyWeeks: 1,
    firstWeek: 1,
    dueAfterWeeks: 1,
    lateFeeCents: 1000,
    collectAfterWeeks: 2,
    collectorFeeCents: 3000,
    optional: false,
  },
  {
    // Transport: Sydney's Opal adult weekly cap is 50 and Melbourne's Myki 7-day pass 55; Hobart's
    // buses cost less, so 35 a week.
    id: 'transport',
    title: 'Bus fares',
    payee: 'Metro Buses',
    category: 'travel',
    amountCents: 3500,
    everyWeeks: 1,
    firstWeek: 1,
    dueAfterWeeks: 1,
    lateFeeCents: 500,
    collectAfterWeeks: 2,
    collectorFeeCents: 3000,
    optional: false,
  },
  {
    // Mobile SIM-only 22-65 a month, average medium plan 42; Zapp Mobile's $35 plan (the offers
    // content mentions it). Monthly is four-weekly in game time.
    id: 'phone',
    title: 'Mobile plan',
    payee: 'Zapp Mobile',
    category: 'phone',
    amountCents: 3500,
    everyWeeks: 4,
    firstWeek: 2,
    dueAfterWeeks: 1,
    lateFeeCents: 1000,
    collectAfterWeeks: 2,
    collectorFeeCents: 3000,
    optional: false,
  },
  {
    // Electricity and internet, the player's third share: an estimate (not in the reference).
    id: 'power-internet',
    title: 'Power and internet (your share)',
    payee: 'Harbour Utilities',
    category: 'utilities',
    amountCents: 6000,
    everyWeeks: 4,
    firstWeek: 3,
    dueAfterWeeks: 1,
    lateFeeCents: 1000,
    collectAfterWeeks: 2,
    collectorFeeCents: 3000,
    optional: false,
  },
  {
    // Streaming 7.99-25.99 a month. Optional: not renewing just ends the subscription.
    id: 'streaming',
    title: 'Streaming subscription',
    payee: 'StreamFlix',
    category: 'entertainment',
    amountCents: 1299,
    everyWeeks: 4,
    firstWeek: 1,
    dueAfterWeeks: 1,
    lateFeeCents: 0,
    collectAfterWeeks: 2,
    collectorFeeCents: 0,
    optional: true,
  },
];
