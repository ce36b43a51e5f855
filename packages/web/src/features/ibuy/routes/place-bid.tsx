import { bidProblem, centsToDollars, dollarsToCents, type IBuyItem } from '@mc/contract';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ItemPayScreen,
  ItemSummary,
  useSourceChoice,
  type PayFlow,
  type PayFormProps,
} from '../../../components/item-form';
import { PaymentAccountSelect, PaymentAmount, PaymentForm } from '../../../components/payment-form';
import { balanceText } from '../../../lib/money-display';
import { usePaymentForm, type PaymentFormState } from '../../../lib/use-payment-form';
import { usePlaceBid } from '../api/place-bid';
import { inputDollars } from '../components/lot-text';
import { useLotPlace } from '../lib/use-lot-place';
import { bidCompletePath } from '../paths';
import '../ibuy.css';

/** Bidding: Place a bid, held from cash or a bank account. */
const BIDDING: PayFlow = {
  title: 'Place a bid',
  use: 'bid',
  formId: 'place-bid-form',
  button: { label: 'BID', loadingLabel: 'Bidding…', successLabel: 'Bid placed!' },
};

/** What the hold line names: the bid as typed, or the suggested bid while nothing valid is. */
function heldDollars(payment: PaymentFormState, lot: IBuyItem): number {
  const cents = payment.amountCents;
  return Number.isSafeInteger(cents) && cents > 0 ? centsToDollars(cents) : lot.SuggestedBid;
}

/** The bidding form: the lot and its current bid, the bid, what holds it, and what is held. */
function BidForm({ payment, shown: lot, sources, onDone }: PayFormProps<IBuyItem>) {
  const place = usePlaceBid();
  const { options, choice, from } = useSourceChoice(payment, sources);
  return (
    <PaymentForm
      id={BIDDING.formId}
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
          ...from,
          BidAmount: centsToDollars(payment.amountCents),
        })
      }
      onDone={onDone}
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
  const { id, place } = useLotPlace();
  const payment = usePaymentForm();
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  const lot = place.data;

  // The bid starts at the spec's default, once the lot is read (React's "adjust state on render").
  if (lot && prefilledFor !== lot.iBuyGameItemID) {
    setPrefilledFor(lot.iBuyGameItemID);
    payment.enterAmount(inputDollars(lot.SuggestedBid));
  }

  return (
    <ItemPayScreen
      flow={BIDDING}
      place={place}
      payment={payment}
      onDone={() => void navigate(bidCompletePath(id), { replace: true })}
    >
      {(form) => <BidForm {...form} />}
    </ItemPayScreen>
  );
}
