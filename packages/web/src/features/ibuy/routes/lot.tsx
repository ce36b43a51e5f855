import type { IBuyItem } from '@mc/contract';
import { Gavel, ShoppingCart } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ScreenState } from '../../../components/screen-state';
import { balanceText } from '../../../lib/money-display';
import { ItemImage } from '../../../components/item-image';
import { bidsText } from '../components/lot-text';
import { useLot } from '../lib/use-lot';
import { buyLotPath, IBUY_ACCENT, IBUY_PATH, placeBidPath } from '../paths';
import '../ibuy.css';

function LotDetail({ lot }: { lot: IBuyItem }) {
  return (
    <article className="card lot-detail" aria-labelledby="lot-title">
      <div className="lot-detail__head">
        <ItemImage image={lot.Image} alt="" size={96} />
        <h2 id="lot-title" className="lot-detail__title">
          {lot.Title}
        </h2>
      </div>
      <p>{lot.Description}</p>
      <dl className="fact-list">
        <div className="fact-list__row">
          <dt>Current bid</dt>
          <dd>{balanceText(lot.CurrentBid)}</dd>
        </div>
        <div className="fact-list__row">
          <dt>Bids so far</dt>
          <dd>{bidsText(lot.NumberOfBids)}</dd>
        </div>
        <div className="fact-list__row">
          <dt>Auction closes</dt>
          <dd>End of week {lot.ClosingWeek}</dd>
        </div>
        <div className="fact-list__row">
          <dt>Buy it now</dt>
          <dd>{balanceText(lot.SellPrice)}</dd>
        </div>
        <div className="fact-list__row">
          <dt>Price new</dt>
          <dd>{balanceText(lot.Price)}</dd>
        </div>
      </dl>
    </article>
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
    <AppScreen
      title="iBuy"
      backTo={IBUY_PATH}
      backLabel="iBuy"
      accent={IBUY_ACCENT}
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
    </AppScreen>
  );
}
