import { bidProblem, centsToDollars, dollarsToCents, type IBuyItem } from '@mc/contract';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ItemFormScreen, ItemSummary, useSourceChoice } from '../../../components/item-form';
import { PaymentAccountSelect, PaymentAmount, PaymentForm } from '../../../components/payment-form';
import { allReads } from '../../../components/screen-state';
import { type ItemSource, useItemSources } from '../../../lib/item-sources';
import { balanceText } from '../../../lib/money-display';
import { usePaymentForm, type PaymentFormState } from '../../../lib/use-payment-form';
import { usePlaceBid } from '../api/place-bid';
import { inputDollars } from '../components/lot-text';
import { useLot } from '../lib/use-lot';
import { bidCompletePath, IBUY_ACCENT, IBUY_PATH, lotPath } from '../paths';
import '../ibuy.css';

const FORM_ID = 'place-bid-form';

/** What the hold line names: the bid as typed, or the suggested bid while nothing valid is. */
function heldDollars(payment: PaymentFormState, lot: IBuyItem): number {
  const cents = payment.amountCents;
  return Number.isSafeInteger(cents) && cents > 0 ? centsToDollars(cents) : lot.SuggestedBid;
}

function BidForm({
  payment,
  lot,
  sources,
  onPlaced,
}: {
  payment: PaymentFormState;
  lot: IBuyItem;
  sources: readonly ItemSource[];
  onPlaced: () => void;
}) {
  const place = usePlaceBid();
  const { options, choice } = useSourceChoice(payment, sources);
  return (
    <PaymentForm
      id={FORM_ID}
      payment={payment}
      className="item-form"
      check={() =>
        bidProblem({
          sourceChosen: choice !== undefined,
          bidCents: payment.amountCents,
          currentBidCents: dollarsToCents(lot.CurrentBid),
          availableCents: choice ? dollarsToCents(choice.available) : 0,
        })
      }
      send={() =>
        place.mutateAsync({
          iBuyGameItemID: lot.iBuyGameItemID,
          FromGameAppInstanceID: choice?.source.appInstanceId ?? null,
          FromAccountInstanceID: choice?.source.id ?? null,
          BidAmount: centsToDollars(payment.amountCents),
        })
      }
      onDone={onPlaced}
    >
      <ItemSummary label="The auction" image={lot.Image} title={lot.Title}>
        <p>Current bid {balanceText(lot.CurrentBid)}</p>
      </ItemSummary>
      <PaymentAmount
        payment={payment}
        label="Your bid"
        hint={`At least ${balanceText(lot.MinimumBid)}`}
      />
      <PaymentAccountSelect
        payment={payment}
        label="Pay from"
        options={options}
        emptyLabel="No cash or bank account to bid from"
        hint="Cash or a bank account: a bid can’t be held on a credit card."
      />
      <p className="money-note">
        <HandCoins aria-hidden="true" size={18} />
        <span>
          We’ll hold {balanceText(heldDollars(payment, lot))} from this account until the auction
          closes. If someone outbids you, it comes back.
        </span>
      </p>
    </PaymentForm>
  );
}

/**
 * Bidding on a lot (/ibuy/item/bid?id=, spec part 2 sections 2, 5 and 9): the bid starts at the
 * current bid plus $10 and must beat it by $5, checked as the server checks it; it is held from
 * cash or a bank account until the lot closes. A lot the player already bids on or bought goes
 * back to iBuy.
 */
export function PlaceBidPage() {
  const navigate = useNavigate();
  const { id, lots, lot, closed } = useLot();
  const sources = useItemSources('bid');
  const payment = usePaymentForm();
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  const read = allReads(lots, sources);

  // Closed on arrival: back to iBuy. Bid on because the player just bid: stay until it moves on.
  if (closed && payment.step === 'idle') return <Navigate to={IBUY_PATH} replace />;
  // The bid starts at the spec's default, once the lot is read (React's "adjust state on render").
  if (lot && prefilledFor !== lot.iBuyGameItemID) {
    setPrefilledFor(lot.iBuyGameItemID);
    payment.enterAmount(inputDollars(lot.SuggestedBid));
  }

  return (
    <ItemFormScreen
      title="Place a bid"
      backTo={lotPath(id)}
      backLabel="iBuy"
      accent={IBUY_ACCENT}
      read={read}
      data={lot}
      loadingLabel="Opening this auction…"
      formId={FORM_ID}
      payment={payment}
      button={{ label: 'BID', loadingLabel: 'Bidding…', successLabel: 'Bid placed!' }}
    >
      {(shown) => (
        <BidForm
          payment={payment}
          lot={shown}
          sources={sources.sources}
          onPlaced={() => void navigate(bidCompletePath(id), { replace: true })}
        />
      )}
    </ItemFormScreen>
  );
}
