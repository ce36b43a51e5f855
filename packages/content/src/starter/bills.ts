// Living costs of an 18-year-old in a Hobart share house that come as bills (reference, "Living
// costs", weekly unless stated). Groceries, bus fares and the streaming subscription are not
// billed: they are everyday spending (everyday.ts). Each bill is due by the end of the week after
// it arrives. An unpaid bill from a company gets its contract's late fee and a reminder, a final
// notice, and four weeks after its due week the biller passes it to a debt collector, who adds
// nothing (engine bills/week-step.ts); a share owed to a housemate gets a reminder from her. Rent has no late fee: arrears bring a notice to vacate under the
// Residential Tenancy Act 1997 (Tas) (engine bills/tenancy.ts).
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
    // No late fee on rent: arrears lead to a notice to vacate, not a fee (Residential Tenancy Act
    // 1997 (Tas) s 42); rent is never passed to a collector in the game (collectAfterWeeks unused).
    lateFeeCents: 0,
    collectAfterWeeks: 4,
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
    collectAfterWeeks: 4,
    optional: false,
  },
  {
    // Electricity and internet, the player's third share: an estimate (not in the reference).
    // The account is in Jess's name, so the retailer bills her and the player owes her a share:
    // a person's debt, with no late fee, no disconnection notice and no credit listing for it.
    id: 'power-internet',
    title: 'Power and internet (your share)',
    payee: 'Jess (housemate)',
    category: 'utilities',
    amountCents: 6000,
    everyWeeks: 4,
    firstWeek: 3,
    dueAfterWeeks: 1,
    lateFeeCents: 0,
    collectAfterWeeks: 4,
    optional: false,
    owedTo: 'person',
  },
];
