import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A card in a list that opens its thing, or the same card greyed when it cannot be opened (sold,
 * applied for, sold out). `block` is the CSS block: `lot-card` gives `lot-card--open`,
 * `lot-card--${closedAs}` and `lot-card__chevron`.
 */
export function LinkCard({
  block,
  to,
  closedAs,
  chevronSize = 20,
  children,
}: {
  block: string;
  /** Where the card goes; null when it cannot be opened. */
  to: string | null;
  /** The modifier of a card that cannot be opened: `closed`, `pending`, `sold-out`. */
  closedAs: string;
  chevronSize?: number;
  /** What the card shows, open or not. */
  children: ReactNode;
}) {
  return (
    <li>
      {to === null ? (
        <div className={`${block} ${block}--${closedAs}`} aria-disabled="true">
          {children}
        </div>
      ) : (
        <Link className={`${block} ${block}--open`} to={to}>
          {children}
          <ChevronRight className={`${block}__chevron`} aria-hidden="true" size={chevronSize} />
        </Link>
      )}
    </li>
  );
}
