import {
  centsToDollars,
  formatBalance,
  iBuySaleFeeCents,
  IBUY_SALE_FEE_RATE,
  ITEM_MESSAGES,
  salePriceProblem,
  type OwnedItem,
} from '@mc/contract';
import { Mail, Receipt, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ItemFormScreen } from '../../../components/item-form';
import { PaymentAmount, PaymentForm } from '../../../components/payment-form';
import { balanceText, percentText } from '../../../lib/money-display';
import { useItemParam } from '../../../lib/use-item-param';
import { usePaymentForm, type PaymentFormState } from '../../../lib/use-payment-form';
import { useInventory } from '../api/get-inventory';
import { useSellItem } from '../api/sell-item';
import { ItemImage } from '../../../components/item-image';
import { IBUY_SELLING_PATH, MY_STUFF_ACCENT, MY_STUFF_PATH } from '../paths';
import '../my-stuff.css';

const FORM_ID = 'sell-item-form';

/** A thing that can be listed now: sellable and not listed already. */
const canList = (item: OwnedItem) => item.CanSell && !item.IBuySale;

/** The price the form starts at: the thing's value in whole dollars, and never under $1. */
const startingPrice = (item: OwnedItem) => String(Math.max(1, Math.round(item.Price)));

/** "Your job as Barista needs this": selling it may cost the job's requirement. */
function JobWarning({ jobs }: { jobs: readonly string[] }) {
  if (jobs.length === 0) return null;
  return (
    <p className="money-note money-note--warning">
      <TriangleAlert aria-hidden="true" size={18} />
      <span>
        Your job as {jobs.join(' and ')} needs this. Sell it and you may not meet that job’s
        requirements next time.
      </span>
    </p>
  );
}

/**
 * iBuy's success fee, with what it comes to at the price typed (the engine takes the same
 * figure, from the same rule, when the thing sells).
 */
export function SaleFeeNote({ priceCents }: { priceCents: number }) {
  const rate = percentText(IBUY_SALE_FEE_RATE * 100);
  const priced = salePriceProblem(priceCents) === null;
  const fee = priced ? iBuySaleFeeCents(priceCents) : 0;
  return (
    <p className="money-note">
      <Receipt aria-hidden="true" size={18} />
      <span>
        Listing is free. If it sells, iBuy keeps {rate} of the price
        {priced ? `: ${formatBalance(fee)}, so you get ${formatBalance(priceCents - fee)}.` : '.'}
      </span>
    </p>
  );
}

function SellForm({
  item,
  payment,
  onListed,
}: {
  item: OwnedItem;
  payment: PaymentFormState;
  onListed: () => void;
}) {
  const sell = useSellItem();
  return (
    <PaymentForm
      id={FORM_ID}
      payment={payment}
      className="sell-form"
      check={() => salePriceProblem(payment.amountCents)}
      send={() =>
        sell.mutateAsync({
          ItemInstanceID: item.ItemInstanceID,
          Price: centsToDollars(payment.amountCents),
        })
      }
      onDone={onListed}
    >
      <section className="card sell-item" aria-labelledby="sell-item-title">
        <ItemImage image={item.Image} alt="" />
        <div>
          <h2 id="sell-item-title" className="sell-item__title">
            {item.Title}
          </h2>
          <p className="sell-item__worth">Worth about {balanceText(item.Price)}</p>
        </div>
      </section>
      <JobWarning jobs={item.NeededByJobs} />
      <PaymentAmount
        payment={payment}
        label="Your price"
        hint="Buyers pay about what it’s worth, and seldom more. From $1 to $100,000."
      />
      <SaleFeeNote priceCents={payment.amountCents} />
      <p className="money-note">
        <Mail aria-hidden="true" size={18} />
        <span>{ITEM_MESSAGES.checkEmail}</span>
      </p>
    </PaymentForm>
  );
}

/**
 * Selling a thing on iBuy (/my-stuff/sell?id=, spec part 2 sections 2 and 5): its value, the
 * asking price (the spec's limits, checked as the server checks them), and the answer by email
 * next week. A thing that cannot be listed goes back to My Stuff; once listed, the player sees
 * the listing on iBuy's Selling tab.
 */
export function SellItemPage() {
  const navigate = useNavigate();
  const inventory = useInventory();
  const payment = usePaymentForm();
  const { item } = useItemParam(inventory.data, (owned) => owned.ItemInstanceID);
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);

  // Not sellable on arrival: back to My Stuff. Listed because the player just sold it: stay.
  const gone = inventory.data !== undefined && (!item || !canList(item));
  // The price starts at the thing's value, once it is read (React's "adjust state on render").
  if (item && prefilledFor !== item.ItemInstanceID) {
    setPrefilledFor(item.ItemInstanceID);
    payment.enterAmount(startingPrice(item));
  }

  const onListed = () => void navigate(IBUY_SELLING_PATH, { state: { listed: item?.Title ?? '' } });

  return (
    <ItemFormScreen
      title="Sell on iBuy"
      backTo={MY_STUFF_PATH}
      backLabel="My Stuff"
      accent={MY_STUFF_ACCENT}
      read={inventory}
      data={item}
      loadingLabel="Loading your things…"
      goneTo={gone ? MY_STUFF_PATH : undefined}
      formId={FORM_ID}
      payment={payment}
      button={{ label: 'Sell on iBuy', loadingLabel: 'Listing…', successLabel: 'Listed!' }}
    >
      {(shown) => <SellForm item={shown} payment={payment} onListed={onListed} />}
    </ItemFormScreen>
  );
}
