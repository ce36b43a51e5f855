import type { GameState } from '../game/state';
import type { BadgeId } from './types';

/** A badge as the player and the teacher read it: what it is, and the week it was earned. */
export interface BadgeView {
  id: BadgeId;
  title: string;
  /** What it marks, in a sentence a student reads. */
  description: string;
  week: number;
}

/** Each badge's title and the lesson it marks, in the order they are shown. */
export const BADGES: Record<BadgeId, { title: string; description: string }> = {
  'safety-net': {
    title: 'Safety net',
    description: 'Two weeks of spending put away in savings by week 8: ready for a surprise bill.',
  },
  'on-budget': {
    title: 'On budget',
    description:
      'Kept to your plan four weeks running: no more spent than planned, and the savings put away.',
  },
  'bills-on-time': {
    title: 'On time, every time',
    description: 'Not one late fee all game.',
  },
  'scam-spotter': {
    title: 'Scam spotter',
    description: 'Turned down every scam that came your way.',
  },
  'card-in-full': {
    title: 'Paid in full',
    description: 'Paid the card off in full every statement, so it never cost you interest.',
  },
};

/** The badges earned so far, in the order they were earned. */
export function selectBadges(state: GameState): BadgeView[] {
  return state.badges.earned.map(({ id, week }) => ({ id, week, ...BADGES[id] }));
}

/** The badges earned at the end of `week` (the week's summary shows them). */
export function selectBadgesOfWeek(state: GameState, week: number): BadgeView[] {
  return selectBadges(state).filter((badge) => badge.week === week);
}
