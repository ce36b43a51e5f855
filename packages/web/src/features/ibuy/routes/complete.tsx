import type { IBuyBid } from '@mc/contract';
import { CircleCheck, PartyPopper } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { ScreenState } from '../../../components/screen-state';
import { balanceText } from '../../../lib/money-display';
import { useItemParam } from '../../../lib/use-item-param';
import { useBids } from '../api/get-bids';
import { useLots } from '../api/get-lots';
import { IBuyScreen } from '../components/ibuy-screen';
import { IBUY_PATH, MY_STUFF_PATH } from '../paths';
import '../ibuy.css';

const backToIBuy = (
  <Link className="button button--block" to={IBUY_PATH}>
    Back to iBuy
  </Link>
);

function BidPlaced({ bid }: { bid: IBuyBid }) {
  return (
    <section className="card ibuy-complete" aria-labelledby="complete-title">
      <h2 id="complete-title" className="ibuy-complete__title">
        <CircleCheck aria-hidden="true" size={26} />
        Your bid is in!
      </h2>
      <p>
        You bid <strong>{balanceText(bid.BidAmount)}</strong> on {bid.Title}. It’s held from{' '}
        {bid.SourceTitle} until the auction closes.
      </p>
      <p>
        We’ll email you if someone outbids you (the money comes straight back), or when the auction
        closes at the end of week {bid.ClosingWeek} to say whether it’s yours.
      </p>
    </section>
  );
}

/**
 * After a bid (/ibuy/item/complete/bid?id=): the bid as the server holds it, and what happens
 * next. Read from the player's bids, so a reload shows the same; a bid no longer held (cancelled)
 * goes back to iBuy.
 */
export function BidCompletePage() {
  const bids = useBids();
  const { item: bid } = useItemParam(bids.data, (candidate) => candidate.iBuyGameItemID);
  // The bids read before this one was placed may still be showing while they are read again.
  if (bids.data && !bid && !bids.isFetching) return <Navigate to={IBUY_PATH} replace />;
  return (
    <IBuyScreen action={backToIBuy}>
      <ScreenState
        read={{ ...bids, isPending: bids.isPending || (!bid && bids.isFetching) }}
        data={bid}
        loadingLabel="Loading your bid…"
      >
        {(shown) => <BidPlaced bid={shown} />}
      </ScreenState>
    </IBuyScreen>
  );
}

/**
 * After buying a lot now (/ibuy/item/complete/buy?id=): it's the player's, in My Stuff. The lot's
 * title comes from this week's lots (it reads back SoldOut); without it, the words still hold.
 */
export function BuyCompletePage() {
  const lots = useLots();
  const { item: lot } = useItemParam(lots.data, (candidate) => candidate.iBuyGameItemID);
  const title = lot?.Title;
  return (
    <IBuyScreen action={backToIBuy}>
      <section className="card ibuy-complete" aria-labelledby="complete-title">
        <h2 id="complete-title" className="ibuy-complete__title">
          <PartyPopper aria-hidden="true" size={26} />
          It’s yours!
        </h2>
        <p>{title ? `${title} is in My Stuff now.` : 'It’s in My Stuff now.'}</p>
        <Link to={MY_STUFF_PATH}>See it in My Stuff</Link>
      </section>
    </IBuyScreen>
  );
}
