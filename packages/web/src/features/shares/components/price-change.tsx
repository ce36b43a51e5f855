import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { percentText } from '../../../lib/money-display';

/**
 * This week's change: an arrow, a sign and the words up or down for screen readers, so it never
 * rests on colour alone.
 */
export function PriceChange({ percent }: { percent: number }) {
  if (percent === 0) {
    return (
      <span className="share-change share-change--flat">
        <Minus aria-hidden="true" size={16} />
        No change
      </span>
    );
  }
  const up = percent > 0;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span className={`share-change share-change--${up ? 'up' : 'down'}`}>
      <Icon aria-hidden="true" size={16} />
      <span className="visually-hidden">{up ? 'up' : 'down'} </span>
      {up ? '+' : '−'}
      {percentText(Math.abs(percent))}
    </span>
  );
}
