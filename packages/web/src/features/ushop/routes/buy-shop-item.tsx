import { dollarsToCents, paymentProblem, type MoneyProblem, type ShopItem } from '@mc/contract';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { PaymentAccountSelect, PaymentButton, PaymentForm } from '../../../components/payment-form';
import { allReads, ScreenState } from '../../../components/screen-state';
import { balanceText } from '../../../lib/money-display';
import { usePaymentForm, type PaymentFormState } from '../../../lib/use-payment-form';
import { USHOP_GAME_APP_ID, useBuyShopItem } from '../api/buy-shop-item';
import { useShopItems } from '../api/get-shop';
import { ItemImage } from '../../../components/item-image';
import { useItemSources, type ItemSource } from '../../../lib/item-sources';
import { MY_STUFF_PATH, shopItemPath, USHOP_ACCENT, USHOP_PATH } from '../paths';
import '../ushop.css';

const FORM_ID = 'buy-shop-item-form';

/**
 * The contract's rule for a fixed price: something chosen that covers it; when it does not, the
 * message says how much it has and what the thing costs.
 */
function buyCheck(choice: ItemSource | undefined, item: ShopItem): MoneyProblem | null {
  const problem = paymentProblem({
    sourceChosen: choice !== undefined,
    amountCents: dollarsToCents(item.Price),
    availableCents: choice ? dollarsToCents(choice.available) : 0,
  });
  if (!problem || !choice || problem.field !== 'amount') return problem;
  return {
    ...problem,
    message: `${problem.message}. ${choice.source.title} has ${balanceText(choice.available)} and this costs ${balanceText(item.Price)}.`,
  };
}

function BuyForm({
  payment,
  item,
  sources,
  onBought,
}: {
  payment: PaymentFormState;
  item: ShopItem;
  sources: readonly ItemSource[];
  onBought: () => void;
}) {
  const buy = useBuyShopItem();
  const options = sources.map((s) => ({ value: s.source.id, label: s.label }));
  const choice = sources.find((s) => s.source.id === payment.chosenId('source', options));
  return (
    <PaymentForm
      id={FORM_ID}
      payment={payment}
      className="shop-buy"
      check={() => buyCheck(choice, item)}
      send={() =>
        buy.mutateAsync({
          GameAppID: USHOP_GAME_APP_ID,
          ItemID: item.ID,
          FromGameAppInstanceID: choice?.source.appInstanceId ?? null,
          FromAccountInstanceID: choice?.source.id ?? null,
        })
      }
      onDone={onBought}
    >
      <section className="card shop-buy__item" aria-label="What you’re buying">
        <ItemImage image={item.Image} alt="" />
        <div>
          <p className="shop-buy__title">{item.Title}</p>
          <p className="shop-buy__price">{balanceText(item.Price)}</p>
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
 * Buying a thing in uShop (/ushop/item/buy?id=, spec part 2 sections 2 and 5): titled BUY ITEM,
 * the thing and its price, what pays for it (cash, a bank account or the card), BUY and Cancel.
 * Once bought it is in My Stuff, which names it.
 */
export function BuyShopItemPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const shop = useShopItems();
  const sources = useItemSources('buy');
  const payment = usePaymentForm({ typedAmount: false });
  const item = shop.data?.find((candidate) => candidate.ID === id);
  const read = allReads(shop, sources);

  // Sold out on arrival: back to the shop. Sold out because the player just bought it: stay.
  if (shop.data && (!item || item.SoldOut) && payment.step === 'idle')
    return <Navigate to={USHOP_PATH} replace />;

  const onBought = () => void navigate(MY_STUFF_PATH, { state: { bought: item?.Title ?? 'It' } });

  return (
    <AppScreen
      title="BUY ITEM"
      backTo={item ? shopItemPath(item.ID) : USHOP_PATH}
      backLabel="uShop"
      accent={USHOP_ACCENT}
      action={
        item && !read.isPending && !read.error ? (
          <div className="action-row">
            <Link className="button button--secondary" to={shopItemPath(item.ID)}>
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
      <ScreenState read={read} data={item} loadingLabel="Loading…">
        {(shown) => (
          <BuyForm payment={payment} item={shown} sources={sources.sources} onBought={onBought} />
        )}
      </ScreenState>
    </AppScreen>
  );
}
