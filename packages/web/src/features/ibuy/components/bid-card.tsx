import type { IBuyBid } from '@mc/contract';
import { balanceText } from '../../../lib/money-display';
import { ItemImage } from '../../../components/item-image';
import { closesText } from './lot-text';

/** One of the player's bids: the lot, the amount held and from where, and Cancel bid. */
export function BidCard({
  bid,
  canCancel,
  busy,
  onCancel,
}: {
  bid: IBuyBid;
  /** False once the game is over. */
  canCancel: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  const headingId = `bid-${bid.iBuyGameItemBidID}`;
  return (
    <li>
      <article className="card ibuy-row" aria-labelledby={headingId}>
        <ItemImage image={bid.Image} alt="" size={56} />
        <div className="ibuy-row__body">
          <h3 id={headingId} className="ibuy-row__title">
            {bid.Title}
          </h3>
          <p>
            Your bid <strong>{balanceText(bid.BidAmount)}</strong> (held from {bid.SourceTitle})
          </p>
          <p className="ibuy-row__meta">{closesText(bid.ClosingWeek)}</p>
          {canCancel ? (
            <button
              type="button"
              className="button button--secondary button--small ibuy-row__action"
              onClick={onCancel}
              disabled={busy}
              aria-label={`Cancel your bid on ${bid.Title}`}
            >
              Cancel bid
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
