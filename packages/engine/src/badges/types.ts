// The badges slice (issue 29): the money lessons a player has shown, each with the week it was
// earned, and what the checks need to remember from week to week.

export type BadgeId =
  'safety-net' | 'on-budget' | 'bills-on-time' | 'scam-spotter' | 'card-in-full';

export interface EarnedBadge {
  id: BadgeId;
  /** The week at whose end it was earned. */
  week: number;
}

export interface BadgesState {
  earned: EarnedBadge[];
  /** Weeks in a row, to the last one ended, whose plan the player kept. */
  budgetStreak: number;
  /** A scam has reached the player (the scam spotter needs one to turn down). */
  scamSeen: boolean;
  /** The player said yes to a scam. */
  scamAccepted: boolean;
  /** A card statement was not paid in full by its due week (interest then runs). */
  cardMissed: boolean;
}
