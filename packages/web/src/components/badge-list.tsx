import type { Badge, BadgeId } from '@mc/contract';
import {
  CalendarCheck,
  CreditCardCheck,
  PiggyBank,
  ShieldCheck,
  Target,
  type LucideIcon,
} from 'lucide-react';
import './badge-list.css';

// Badges for lessons learned (issue 29): the one way the student's summary and the teacher's
// student page list them, so both read the same.

/** Each badge's icon: a picture of the habit it marks (a missing one is a compile error). */
const BADGE_ICONS: Record<BadgeId, LucideIcon> = {
  'safety-net': PiggyBank,
  'on-budget': Target,
  'bills-on-time': CalendarCheck,
  'scam-spotter': ShieldCheck,
  'card-in-full': CreditCardCheck,
};

/** A badge's icon, for decoration: its title always stands beside it in words. */
export function BadgeIcon({ id, size = 22 }: { id: BadgeId; size?: number }) {
  const Icon = BADGE_ICONS[id];
  return <Icon aria-hidden="true" size={size} />;
}

/**
 * Badges as a list: each with its icon, title and the lesson it marks, and with `showWeek` the
 * week it was earned in. `labelledBy` names the list after the heading above it.
 */
export function BadgeList({
  badges,
  labelledBy,
  showWeek = false,
}: {
  badges: readonly Badge[];
  labelledBy?: string;
  showWeek?: boolean;
}) {
  return (
    <ul className="badge-list" aria-labelledby={labelledBy}>
      {badges.map((badge) => (
        <li key={badge.ID} className="badge-list__item">
          <span className="badge-list__icon">
            <BadgeIcon id={badge.ID} />
          </span>
          <span className="badge-list__text">
            <span className="badge-list__title">{badge.Title}</span>
            <span className="badge-list__description">{badge.Description}</span>
            {showWeek ? (
              <span className="badge-list__week">Earned in week {badge.Week}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
