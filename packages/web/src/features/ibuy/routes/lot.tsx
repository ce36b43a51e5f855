import type { IBuyItem } from '@mc/contract';
import { Gavel, ShoppingCart } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { FactRow } from '../../../components/fact-row';
import { ItemDetail } from '../../../components/item-detail';
import { ScreenState } from '../../../components/screen-state';
import { balanceText } from '../../../lib/money-display';
import { IBuyScreen } from '../components/ibuy-screen';
import { bidsText } from '../components/lot-text';
import { useLot } from '../lib/use-lot';
import { buyLotPath, IBUY_PATH, placeBidPath } from '../paths';
import '../ibuy.css';

/** The lot: what it is, the bidding so far, when it closes and its prices. */
function LotDetail({ lot }: { lot: IBuyItem }) {
  return (
    <ItemDetail block="lot-detail" headingId="lot-title" item={lot}>
      <dl className="fact-list">
        <FactRow term="Current bid">{balanceText(lot.CurrentBid)}</FactRow>
        <FactRow term="Bids so far">{bidsText(lot.NumberOfBids)}</FactRow>
        <FactRow term="Auction closes">End of week {lot.ClosingWeek}</FactRow>
        <FactRow term="Buy it now">{balanceText(lot.SellPrice)}</FactRow>
        <FactRow term="Price new">{balanceText(lot.Price)}</FactRow>
      </dl>
    </ItemDetail>
  );
}

/**
 * One lot (/ibuy/item?id=, spec part 2 sections 2 and 3): what it is, the bidding so far, when it
 * closes and its buy-now price, with Place a bid and Buy now. A lot the player bought or bids on
 * cannot be opened (section 5), nor one no longer up: back to iBuy.
 */
export function LotPage() {
  const { lots, lot, closed } = useLot();
  if (closed) return <Navigate to={IBUY_PATH} replace />;
  return (
    <IBuyScreen
      action={
        lot ? (
          <div className="ibuy-actions">
            <Link className="button button--block" to={placeBidPath(lot.iBuyGameItemID)}>
              <Gavel aria-hidden="true" size={18} />
              Place a bid
            </Link>
            <Link
              className="button button--secondary button--block"
              to={buyLotPath(lot.iBuyGameItemID)}
            >
              <ShoppingCart aria-hidden="true" size={18} />
              Buy now for {balanceText(lot.SellPrice)}
            </Link>
          </div>
        ) : undefined
      }
    >
      <ScreenState read={lots} data={lot} loadingLabel="Opening this auction…">
        {(shown) => <LotDetail lot={shown} />}
      </ScreenState>
      <Link className="ibuy-back" to={IBUY_PATH}>
        Back to iBuy
      </Link>
    </IBuyScreen>
  );
}
