// The player's character: 18, just out of school, starting out on their own.
import type { Persona, WelcomeMessage } from '@mc/engine';
import { MENTOR_NAME } from '../help';

export const persona: Persona = {
  name: 'Alex',
  ageYears: 18,
  story:
    'Alex has just finished Year 12 and moved into a share house in Hobart with two friends. ' +
    'Alex works full time as a retail assistant and has saved $900 in cash from a school-holiday job.',
};

/** What the player has in hand on day one: cash only, no bank account yet. */
export const STARTING_CASH_CENTS = 90_000;

/**
 * For a family's adult, who plays Alex's first months out of home as a role (issue 29): the life
 * is the role's, the choices are theirs.
 */
export const rolePlayIntro: WelcomeMessage = {
  channel: 'email',
  from: `${MENTOR_NAME}, your Money Challenge mentor`,
  subject: 'Your role in the Money Challenge',
  content:
    '<p>Hi %USERNAME%, in this game you play a role: an 18-year-old who has just left school and moved into a share house in Hobart, with a full-time job in a shop.</p>' +
    "<p>The pay, rent and bills are the role's, not yours, so you and your family start from the same kind of life as the younger players, each of you measured against a careful player living the same life (that's par).</p>" +
    '<p>Make the choices you would want a young person starting out to make.</p>',
};

export const welcomeMessages: WelcomeMessage[] = [
  {
    channel: 'email',
    from: `${MENTOR_NAME}, your Money Challenge mentor`,
    subject: 'Welcome to the Money Challenge!',
    content:
      '<p>Hi %USERNAME%, welcome to your first week out on your own!</p>' +
      '<p>You have <strong>$900</strong> in cash and a full-time job that pays every fortnight. ' +
      'Your first job: open a bank account in <strong>My Bank</strong> so your pay has somewhere safe to go. ' +
      'You cannot finish week 1 without one.</p>' +
      '<p>Your bills (rent, phone, and your share of the power) arrive in Email. Pay them on time, or set them to automatic. The phone company charges a late fee; the agent charges none on rent, but unpaid rent can cost you your room.</p>' +
      '<p>Groceries, bus fares and your streaming subscription have no bill: like a tap of your card, they come out of your everyday account at the end of each week. ' +
      'You can choose where they come from, or cancel the subscription, in <strong>My Bank</strong>.</p>' +
      `<p>Tap Help or FAQ at the top whenever you're stuck. Good luck!<br>${MENTOR_NAME}</p>`,
  },
  {
    channel: 'text',
    from: 'Jess (housemate)',
    subject: 'Rent',
    content:
      "<p>Hey! Welcome to the house! Just so you know, rent is $466 a fortnight and the agent's bill comes by email. There's no late fee on rent, but don't fall behind: the agent can give you a notice to vacate. I pay the power and internet and send you your share.</p>" +
      "<p>If you're ever short for groceries or the bus, I can cover you for a bit, but I'll need it back!</p>",
  },
];

/**
 * The school-holiday job before the game (the $900 saved came from it), for the tax return:
 * six weeks of 20 hours as a casual at $23.24 an hour (the $18.59 junior rate of job.ts plus the
 * 25% casual loading; reference, "Wages"), $464.80 a week: $2,788.80. Withholding, scale 2:
 * x = 464.99, 0.16 x 464.99 - 57.8462 = 16.55, $17 a week (engine income/tax.ts), $102 in all.
 */
export const EARLIER_INCOME_18 = { wagesCents: 278_880, withheldCents: 10_200 };
