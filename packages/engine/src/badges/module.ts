// Badges (issue 29): not an app of its own; the end of each week awards the badges whose lesson
// the player has shown (badges.ts), and the week's summary, the certificate and the teacher show
// them.
import { defineModule } from '../game/module';
import { awardBadges } from './badges';
import { BADGES } from './selectors';
import type { BadgeId, BadgesState } from './types';

type BadgesEvent = { type: 'badgeEarned'; badgeId: BadgeId };

export const badgesModule = defineModule<BadgesEvent>()({
  key: 'badges',
  initial: (): BadgesState => ({
    earned: [],
    budgetStreak: 0,
    scamSeen: false,
    scamAccepted: false,
    cardMissed: false,
  }),
  endOfWeek: { award: awardBadges },
  invariants(state) {
    const problems: string[] = [];
    const ids = state.badges.earned.map((b) => b.id);
    if (new Set(ids).size !== ids.length) problems.push('a badge earned twice');
    for (const badge of state.badges.earned) {
      if (!(badge.id in BADGES)) problems.push(`an unknown badge ${badge.id}`);
      if (badge.week < 1 || badge.week > state.week)
        problems.push(`badge ${badge.id} earned in week ${badge.week}`);
    }
    if (state.badges.budgetStreak < 0) problems.push('a negative budget streak');
    return problems;
  },
});
