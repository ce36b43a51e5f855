// Everyday spending of an 18-year-old in a Hobart share house (reference, "Living costs"): it
// leaves the source the player nominates at the end of each week, like a tap of a card, with no
// bill and no late fee. A persona of another age gives its own list (a 15-year-old's lunches and
// school bus fares) and its own lender (a parent instead of a housemate).
import type { EverydayLender, EverydaySpending } from '@mc/engine';

export const everydaySpending: EverydaySpending[] = [
  {
    // Groceries ~216 a week per household (Dec 2023); about half that for one adult sharing.
    id: 'groceries',
    title: 'Groceries',
    payee: 'FreshMart',
    category: 'food',
    amountCents: 10_000,
    everyWeeks: 1,
    firstWeek: 1,
    cancellable: false,
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
    cancellable: false,
  },
  {
    // Streaming 7.99-25.99 a month; 12.99 is a standard plan. Monthly is four-weekly in game
    // time. Like a real one, it renews automatically on the card or account it is charged to until
    // it is cancelled, and a declined payment stops it.
    id: 'streaming',
    title: 'Streaming subscription',
    payee: 'StreamFlix',
    category: 'entertainment',
    amountCents: 1299,
    everyWeeks: 4,
    firstWeek: 1,
    cancellable: true,
  },
];

/**
 * Jess, the housemate from the welcome text, covers what the player cannot pay of a week's
 * groceries or fares from any of their money; owed more than $200, her texts say it is more than
 * she can spare: friends lend small amounts, not rent-sized ones (an estimate).
 */
export const everydayLender: EverydayLender = {
  name: 'Jess',
  from: 'Jess (housemate)',
  limitCents: 20_000,
};
