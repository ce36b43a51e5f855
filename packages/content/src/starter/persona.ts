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
      '<p>Your bills arrive in Email. Pay them on time, or set them to automatic, to avoid late fees.</p>' +
      `<p>Tap Help or FAQ at the top whenever you're stuck. Good luck!<br>${MENTOR_NAME}</p>`,
  },
  {
    channel: 'text',
    from: 'Jess (housemate)',
    subject: 'Rent',
    content:
      "<p>Hey! Welcome to the house! Just so you know, rent is $466 a fortnight and the agent's bill comes by email. Don't be late, they charge a fee!</p>",
  },
];
