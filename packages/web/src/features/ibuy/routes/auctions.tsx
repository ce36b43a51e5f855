import type { IBuyBid } from '@mc/contract';
import { useState } from 'react';
import { AppScreen } from '../../../components/app-screen';
import { ConfirmDialog } from '../../../components/dialog';
import { FailurePopup } from '../../../components/failure-popup';
import { ListSection } from '../../../components/screen-list';
import { useGameOver } from '../../../lib/game-over';
import { balanceText } from '../../../lib/money-display';
import { useCancelBid } from '../api/cancel-bid';
import { useBids } from '../api/get-bids';
import { useLots } from '../api/get-lots';
import { BidCard } from '../components/bid-card';
import { IBuyTabs } from '../components/ibuy-tabs';
import { LotCard } from '../components/lot-card';
import { IBUY_ACCENT } from '../paths';
import '../ibuy.css';

/**
 * iBuy's Auctions tab (spec part 2 section 2): the player's bids with Cancel bid, then this week's
 * lots; one bought or bid on is marked and cannot be opened.
 */
export function AuctionsPage() {
  const bids = useBids();
  const lots = useLots();
  const cancel = useCancelBid();
  const gameOver = useGameOver();
  const [cancelling, setCancelling] = useState<IBuyBid | null>(null);

  const cancelBid = (bid: IBuyBid) => {
    setCancelling(null);
    cancel.mutate({ iBuyGameItemBidID: bid.iBuyGameItemBidID });
  };

  return (
    <AppScreen title="iBuy" accent={IBUY_ACCENT}>
      <IBuyTabs current="auctions" />
      <ListSection
        title="My bids"
        read={bids}
        loadingLabel="Loading your bids…"
        empty="You’re not bidding on anything yet."
      >
        {(bid) => (
          <BidCard
            key={bid.iBuyGameItemBidID}
            bid={bid}
            canCancel={!gameOver}
            busy={cancel.isPending}
            onCancel={() => setCancelling(bid)}
          />
        )}
      </ListSection>

      <ListSection
        title="Up for auction this week"
        read={lots}
        after={bids}
        loadingLabel="Loading this week’s auctions…"
        empty="Nothing’s up for auction this week. New things come up every week."
      >
        {(lot) => <LotCard key={lot.iBuyGameItemID} lot={lot} />}
      </ListSection>

      <ConfirmDialog
        open={cancelling !== null}
        title={cancelling ? `Cancel your bid on ${cancelling.Title}?` : undefined}
        acceptLabel="Cancel bid"
        declineLabel="Keep my bid"
        onDecline={() => setCancelling(null)}
        onAccept={() => {
          if (cancelling) cancelBid(cancelling);
        }}
      >
        {cancelling ? (
          <p>
            The {balanceText(cancelling.BidAmount)} held from {cancelling.SourceTitle} comes back to
            it straight away.
          </p>
        ) : null}
      </ConfirmDialog>
      <FailurePopup error={cancel.error} />
    </AppScreen>
  );
}
