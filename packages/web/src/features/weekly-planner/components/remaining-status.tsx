import { CircleAlert, CircleCheck, CircleDashed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { budgetText } from '../../../lib/money-display';
import { planStatus } from '../lib/plan-maths';

const ICONS = { over: CircleAlert, exact: CircleCheck, under: CircleDashed } as const;

/** How long the plan must rest before a screen reader hears what remains (not at every step). */
const ANNOUNCE_AFTER_MS = 700;

/**
 * REMAINING: what is still to share out, styled over, exactly at or under what remains, and said
 * in words with an icon, so the style is never the only sign. A screen reader hears it once the
 * plan stops changing: the slider already says its own value at each step, so hearing REMAINING
 * at every step of a drag as well would drown it out.
 */
export function RemainingStatus({ left }: { left: number }) {
  const { status, words } = planStatus(left);
  const Icon = ICONS[status];
  const [announced, setAnnounced] = useState('');
  const sentence = `Remaining ${budgetText(left)}: ${words}`;
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(sentence), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [sentence]);
  return (
    <div className={`plan-remaining plan-remaining--${status}`}>
      <span className="plan-remaining__figure">
        <span className="plan-remaining__label">REMAINING</span>
        <strong className="plan-remaining__amount amount">{budgetText(left)}</strong>
      </span>
      <span className="plan-remaining__words">
        <Icon aria-hidden="true" size={18} />
        {words}
      </span>
      <span className="visually-hidden" role="status">
        {announced}
      </span>
    </div>
  );
}
