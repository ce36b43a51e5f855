import type { IBuyItem } from '@mc/contract';
import { CircleCheck, Gavel } from 'lucide-react';
import type { ReactNode } from 'react';
import { balanceText } from '../../../lib/money-display';
import { lotPath } from '../paths';
import { ItemImage } from '../../../components/item-image';
import { LinkCard } from '../../../components/link-card';
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
  const blocked = lotBlock(lot);
  const Icon = lot.SoldOut ? CircleCheck : Gavel;
  return (
    <LinkCard block="lot-card" to={blocked ? null : lotPath(lot.iBuyGameItemID)}>
      <LotFacts
        lot={lot}
        badge={
          blocked ? (
            <span className="tag ibuy-tag ibuy-tag--closed lot-card__badge">
              <Icon aria-hidden="true" size={14} />
              {blocked}
            </span>
          ) : null
        }
      />
    </LinkCard>
  );
}
