import type { IBuyItem } from '@mc/contract';
import { ChevronRight, CircleCheck, Gavel } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { balanceText } from '../../../lib/money-display';
import { lotPath } from '../paths';
import { ItemImage } from '../../../components/item-image';
import { bidsText, closesText, lotBlock } from './lot-text';

function LotFacts({ lot, badge }: { lot: IBuyItem; badge?: ReactNode }) {
  return (
    <>
      <ItemImage image={lot.Image} alt="" />
      <span className="lot-card__body">
        <span className="lot-card__title">{lot.Title}</span>
        {badge}
        <span className="lot-card__bid">Current bid {balanceText(lot.CurrentBid)}</span>
        <span className="lot-card__meta">{bidsText(lot.NumberOfBids)}</span>
        <span className="lot-card__meta">Buy now {balanceText(lot.SellPrice)}</span>
        <span className="lot-card__meta">New: {balanceText(lot.Price)}</span>
        <span className="lot-card__meta">{closesText(lot.ClosingWeek)}</span>
      </span>
    </>
  );
}

/**
 * One lot in the auctions: it opens the lot, unless the player bought it or bids on it: then it is
 * greyed with a badge that says which, and cannot be opened (spec part 2 sections 2, 4 and 5).
 */
export function LotCard({ lot }: { lot: IBuyItem }) {
  const block = lotBlock(lot);
  if (block) {
    const Icon = lot.SoldOut ? CircleCheck : Gavel;
    return (
      <li>
        <div className="lot-card lot-card--closed" aria-disabled="true">
          <LotFacts
            lot={lot}
            badge={
              <span className="ibuy-tag ibuy-tag--closed lot-card__badge">
                <Icon aria-hidden="true" size={14} />
                {block}
              </span>
            }
          />
        </div>
      </li>
    );
  }
  return (
    <li>
      <Link className="lot-card lot-card--open" to={lotPath(lot.iBuyGameItemID)}>
        <LotFacts lot={lot} />
        <ChevronRight className="lot-card__chevron" aria-hidden="true" size={20} />
      </Link>
    </li>
  );
}
