import type { IBuyBid } from '@mc/contract';
import { balanceText } from '../../../lib/money-display';
import { IBuyRow } from './ibuy-row';
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
  return (
    <IBuyRow
      headingId={`bid-${bid.iBuyGameItemBidID}`}
      image={bid.Image}
      title={bid.Title}
      action={
        canCancel
          ? {
              label: 'Cancel bid',
              ariaLabel: `Cancel bid on ${bid.Title}`,
              busy,
              onClick: onCancel,
            }
          : null
      }
    >
      <p>
        Your bid <strong>{balanceText(bid.BidAmount)}</strong> (held from {bid.SourceTitle})
      </p>
      <p className="ibuy-row__meta">{closesText(bid.ClosingWeek)}</p>
    </IBuyRow>
  );
}
