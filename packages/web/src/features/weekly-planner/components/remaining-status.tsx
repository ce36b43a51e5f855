import { CircleAlert, CircleCheck, CircleDashed } from 'lucide-react';
import { budgetText } from '../../../lib/money-display';
import { planStatus } from '../lib/plan-maths';

const ICONS = { over: CircleAlert, exact: CircleCheck, under: CircleDashed } as const;

/**
 * REMAINING: what is still to share out, styled over, exactly at or under what remains, and said
 * in words with an icon, so the style is never the only sign. Read out as it changes.
 */
export function RemainingStatus({ left }: { left: number }) {
  const { status, words } = planStatus(left);
  const Icon = ICONS[status];
  return (
    <div className={`plan-remaining plan-remaining--${status}`} role="status" aria-atomic="true">
      <span className="plan-remaining__figure">
        <span className="plan-remaining__label">REMAINING</span>
        <strong className="plan-remaining__amount amount">{budgetText(left)}</strong>
      </span>
      <span className="plan-remaining__words">
        <Icon aria-hidden="true" size={18} />
        {words}
      </span>
    </div>
  );
}
