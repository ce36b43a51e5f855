import type { ReactNode } from 'react';
import { ItemImage } from '../../../components/item-image';

/**
 * One of the player's own rows on iBuy (a bid, a thing listed): the picture, the title, its lines
 * and, while the game goes on, the button that asks to undo it (the page confirms).
 */
export function IBuyRow({
  headingId,
  image,
  title,
  children,
  action,
}: {
  headingId: string;
  image: string;
  title: string;
  /** The lines under the title. */
  children: ReactNode;
  /** The button, or null once the game is over. */
  action: { label: string; ariaLabel: string; busy: boolean; onClick: () => void } | null;
}) {
  return (
    <li>
      <article className="card ibuy-row" aria-labelledby={headingId}>
        <ItemImage image={image} alt="" size={56} />
        <div className="ibuy-row__body">
          <h3 id={headingId} className="ibuy-row__title">
            {title}
          </h3>
          {children}
          {action ? (
            <button
              type="button"
              className="button button--secondary button--small ibuy-row__action"
              onClick={action.onClick}
              disabled={action.busy}
              aria-label={action.ariaLabel}
            >
              {action.label}
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
