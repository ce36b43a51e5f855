import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './link-card.css';

/**
 * A card in a list that opens its thing, or the same card greyed when it cannot be opened (sold,
 * applied for, sold out), on the shared `link-card` surface (`link-card--closed` when greyed).
 * `block` is the CSS block for what is particular to it: `lot-card` and `lot-card__chevron`.
 */
export function LinkCard({
  block,
  to,
  chevronSize = 20,
  children,
}: {
  block: string;
  /** Where the card goes; null when it cannot be opened. */
  to: string | null;
  chevronSize?: number;
  /** What the card shows, open or not. */
  children: ReactNode;
}) {
  return (
    <li>
      {to === null ? (
        <div className={`link-card link-card--closed ${block}`} aria-disabled="true">
          {children}
        </div>
      ) : (
        <Link className={`link-card ${block}`} to={to}>
          {children}
          <ChevronRight className={`${block}__chevron`} aria-hidden="true" size={chevronSize} />
        </Link>
      )}
    </li>
  );
}
