import { dollarsToCents, paymentProblem, type IBuyItem, type MoneyProblem } from '@mc/contract';
import { Link, Navigate, useNavigate } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { PaymentAccountSelect, PaymentButton, PaymentForm } from '../../../components/payment-form';
import { allReads, ScreenState } from '../../../components/screen-state';
import { balanceText } from '../../../lib/money-display';
import { usePaymentForm, type PaymentFormState } from '../../../lib/use-payment-form';
import { IBUY_GAME_APP_ID, useBuyLot } from '../api/buy-lot';
import { ItemImage } from '../../../components/item-image';
import { useItemSources, type ItemSource } from '../../../lib/item-sources';
import { useLot } from '../lib/use-lot';
import { buyCompletePath, IBUY_ACCENT, IBUY_PATH, lotPath } from '../paths';
import '../ibuy.css';

const FORM_ID = 'buy-lot-form';

/**
 * The contract's rule for a fixed price: something chosen that covers the buy-now price; when it
 * does not, the message says how much it has and what the lot costs.
 */
function buyCheck(choice: ItemSource | undefined, lot: IBuyItem): MoneyProblem | null {
  const problem = paymentProblem({
    sourceChosen: choice !== undefined,
    amountCents: dollarsToCents(lot.SellPrice),
    availableCents: choice ? dollarsToCents(choice.available) : 0,
  });
  if (!problem || !choice || problem.field !== 'amount') return problem;
  return {
    ...problem,
    message: `${problem.message}. ${choice.source.title} has ${balanceText(choice.available)} and this costs ${balanceText(lot.SellPrice)}.`,
  };
}

function BuyForm({
  payment,
  lot,
  sources,
  onBought,
}: {
  payment: PaymentFormState;
  lot: IBuyItem;
  sources: readonly ItemSource[];
  onBought: () => void;
}) {
  const buy = useBuyLot();
  const options = sources.map((s) => ({ value: s.source.id, label: s.label }));
  const choice = sources.find((s) => s.source.id === payment.chosenId('source', options));
  return (
    <PaymentForm
      id={FORM_ID}
      payment={payment}
      className="ibuy-form"
      check={() => buyCheck(choice, lot)}
      send={() =>
        buy.mutateAsync({
          GameAppID: IBUY_GAME_APP_ID,
          ItemID: lot.iBuyGameItemID,
          FromGameAppInstanceID: choice?.source.appInstanceId ?? null,
          FromAccountInstanceID: choice?.source.id ?? null,
        })
      }
      onDone={onBought}
    >
      <section className="card ibuy-summary" aria-label="What you’re buying">
        <ItemImage image={lot.Image} alt="" />
        <div>
          <p className="ibuy-summary__title">{lot.Title}</p>
          <p>
            Buy it now for <strong>{balanceText(lot.SellPrice)}</strong>
          </p>
        </div>
      </section>
      <PaymentAccountSelect
        payment={payment}
        label="Pay with"
        options={options}
        emptyLabel="Nothing to pay with"
        hint="Your cash, a bank account or your credit card. It needs to cover the whole price."
      />
    </PaymentForm>
  );
}

/**
 * Buying a lot now (/ibuy/item/buy?id=, spec part 2 sections 2 and 5): titled BUY ITEM, the lot
 * and its buy-now price, what pays for it, BUY and Cancel. A lot already bought or bid on goes
 * back to iBuy.
 */
export function BuyLotPage() {
  const navigate = useNavigate();
  const { id, lots, lot, closed } = useLot();
  const sources = useItemSources('buy');
  const payment = usePaymentForm({ typedAmount: false });
  const read = allReads(lots, sources);

  // Closed on arrival: back to iBuy. Sold because the player just bought it: stay until it moves on.
  if (closed && payment.step === 'idle') return <Navigate to={IBUY_PATH} replace />;

  return (
    <AppScreen
      title="BUY ITEM"
      backTo={lotPath(id)}
      backLabel="iBuy"
      accent={IBUY_ACCENT}
      action={
        lot && !read.isPending && !read.error ? (
          <div className="action-row">
            <Link className="button button--secondary" to={lotPath(id)}>
              Cancel
            </Link>
            <PaymentButton
              form={FORM_ID}
              payment={payment}
              label="BUY"
              loadingLabel="Buying…"
              successLabel="Bought!"
            />
          </div>
        ) : undefined
      }
    >
      <ScreenState read={read} data={lot} loadingLabel="Opening this auction…">
        {(shown) => (
          <BuyForm
            payment={payment}
            lot={shown}
            sources={sources.sources}
            onBought={() => void navigate(buyCompletePath(id), { replace: true })}
          />
        )}
      </ScreenState>
    </AppScreen>
  );
}
