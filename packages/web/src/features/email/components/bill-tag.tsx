import type { Bill } from '@mc/contract';
import { AlertTriangle, CalendarClock, CheckCircle2, Clock, Landmark } from 'lucide-react';
import { useGameOver } from '../../../lib/game-over';

// A bill's state as a word with an icon (never colour alone): empty means it can still be paid.

const TAGS = {
  Paid: { icon: CheckCircle2, className: 'bill-tag--paid' },
  Overdue: { icon: AlertTriangle, className: 'bill-tag--overdue' },
  Collected: { icon: Landmark, className: 'bill-tag--collected' },
  Expired: { icon: Clock, className: 'bill-tag--expired' },
} as const;

/** The words a tag shows: the tag itself, or when the bill is due (unpaid once the game is over). */
export function billTagLabel(tag: string, weekDue: number | undefined, gameOver = false): string {
  if (tag in TAGS) return tag;
  if (gameOver) return 'Unpaid';
  return weekDue ? `Due week ${weekDue}` : 'To pay';
}

/** True when the Pay button belongs on a bill: not yet paid, or overdue. */
/**
 * A collected bill stays payable: the collector is paid only when the player pays (a collector
 * cannot take money from an account without a court order).
 */
export const isPayableTag = (tag: string): boolean =>
  tag === '' || tag === 'Overdue' || tag === 'Collected';

export function BillTag({ tag, bill }: { tag: string; bill?: Bill | null }) {
  const gameOver = useGameOver();
  const known = TAGS[tag as keyof typeof TAGS];
  const Icon = known?.icon ?? CalendarClock;
  return (
    <span className={['tag bill-tag', known?.className ?? 'bill-tag--due'].join(' ')}>
      <Icon aria-hidden="true" size={14} />
      {billTagLabel(tag, bill?.WeekDue, gameOver)}
    </span>
  );
}
