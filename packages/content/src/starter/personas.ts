// Which persona a player gets, from their age, and the content each persona must never meet.
import type { PersonaKey } from '../schemas';

/**
 * The persona for a player's age in years: under 16 plays the 14-15 persona (the youngest, the
 * nearest fit for a 12- or 13-year-old too), 16 and 17 the 16-17 persona, 18 and over the 18.
 * An unknown age (a trial) plays the 18-year-old.
 */
export function personaForAge(ageYears: number | undefined): PersonaKey {
  if (ageYears === undefined || !Number.isFinite(ageYears)) return '18';
  if (ageYears < 16) return '14-15';
  if (ageYears < 18) return '16-17';
  return '18';
}

/**
 * Content ids that must never reach a persona, kept by hand beside the tags (events.ts,
 * offers.ts, story.ts): school for those who have left it, a home they do not live in, a car for
 * those too young to drive, a job rate above their own. content's persona test checks both that
 * these ids and that anything tagged for others stay out of the persona's game.
 */
/** What neither student at home may meet: a car, the share house and its bills, leaving school. */
const AT_HOME_UNFIT = [
  'parking-fine',
  'car-tyre',
  'story-house-kitty',
  'story-housewarming-gift',
  'story-rent-increase-notice',
  'story-lost-key',
  'story-washing-machine',
  'story-scam-rent-account',
  'story-winter-power',
  'story-house-vacuum',
  'story-tax-agent',
  'story-six-months',
  'story-birthday-dinner',
];

export const UNFIT_IDS: Record<PersonaKey, string[]> = {
  // Too young for extra adult shifts, helping a mate move house or gig tickets.
  '14-15': [...AT_HOME_UNFIT, 'genuine-extra-shift', 'story-help-a-mate-move', 'story-gig-tickets'],
  '16-17': AT_HOME_UNFIT,
  '18': [
    'school-camp',
    'lost-calculator',
    'grandad-report-card',
    'footy-boots',
    'found-cash-in-wash',
    'laptop-charger',
    'genuine-tutoring',
    'genuine-swim-club',
    'genuine-sell-old-bike',
    'story-home-chores-deal',
    'story-lost-school-jumper',
    'story-school-musical',
    'story-tax-agent-at-home',
    'story-half-year-gift',
    'story-hot-chocolate-card',
  ],
};
