import { dollarsToCents, paymentProblem, type MoneyProblem } from '@mc/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBuyItem } from '../lib/buy-item';
import type { ItemSource } from '../lib/item-sources';
import { balanceText } from '../lib/money-display';
import type { PaymentFormState } from '../lib/use-payment-form';
import { AppScreen } from './app-screen';
import { ItemImage } from './item-image';
import { PaymentAccountSelect, PaymentButton, PaymentForm } from './payment-form';
import { ScreenState, type ScreenRead } from './screen-state';
import './item-form.css';

// The screens that pay for a thing: buying it in uShop, buying an iBuy lot now, bidding on a lot.
// They share the page (the title, Cancel and the pay button in the action bar, the thing once it
// is read), the thing at the top of the form and the dropdown of what pays; buying is one form.

/** The dropdown's options for the sources offered, and the one the player has chosen. */
export function useSourceChoice(payment: PaymentFormState, sources: readonly ItemSource[]) {
  const options = sources.map((s) => ({ value: s.source.id, label: s.label }));
  const choice = sources.find((s) => s.source.id === payment.chosenId('source', options));
  return { options, choice };
}

/** The thing at the top of the form: its picture, its title and a line under it (a price). */
export function ItemSummary({
  label,
  image,
  title,
  children,
}: {
  /** The section's accessible name. */
  label: string;
  image: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card item-summary" aria-label={label}>
      <ItemImage image={image} alt="" />
      <div>
        <p className="item-summary__title">{title}</p>
        {children}
      </div>
    </section>
  );
}

interface ItemFormScreenProps<T> {
  title: string;
  /** Where the back link and Cancel go: the thing's own page. */
  backTo: string;
  backLabel: string;
  accent: string;
  read: ScreenRead;
  /** The thing, once read; undefined while it is not. */
  data: T | undefined;
  loadingLabel: string;
  formId: string;
  payment: PaymentFormState;
  /** The pay button's label, while it sends, and once it is done. */
  button: { label: string; loadingLabel: string; successLabel: string };
  children: (shown: T) => ReactNode;
}

/** The page around the form: Cancel and the pay button in the action bar once the thing is read. */
export function ItemFormScreen<T>({
  title,
  backTo,
  backLabel,
  accent,
  read,
  data,
  loadingLabel,
  formId,
  payment,
  button,
  children,
}: ItemFormScreenProps<T>) {
  return (
    <AppScreen
      title={title}
      backTo={backTo}
      backLabel={backLabel}
      accent={accent}
      action={
        data && !read.isPending && !read.error ? (
          <div className="action-row">
            <Link className="button button--secondary" to={backTo}>
              Cancel
            </Link>
            <PaymentButton form={formId} payment={payment} {...button} />
          </div>
        ) : undefined
      }
    >
      <ScreenState read={read} data={data} loadingLabel={loadingLabel}>
        {children}
      </ScreenState>
    </AppScreen>
  );
}

/**
 * The contract's rule for a fixed price: something chosen that covers it; when it does not, the
 * message says how much it has and what the thing costs.
 */
function buyCheck(choice: ItemSource | undefined, price: number): MoneyProblem | null {
  const problem = paymentProblem({
    sourceChosen: choice !== undefined,
    amountCents: dollarsToCents(price),
    availableCents: choice ? dollarsToCents(choice.available) : 0,
  });
  if (!problem || !choice || problem.field !== 'amount') return problem;
  return {
    ...problem,
    message: `${problem.message}. ${choice.source.title} has ${balanceText(choice.available)} and this costs ${balanceText(price)}.`,
  };
}

/** A thing bought at a fixed price: from which app, which one, and what it looks like. */
export interface BuyableItem {
  /** The app's GameAppID, which says what ItemID is. */
  gameAppId: number;
  itemId: string;
  title: string;
  image: string;
  /** Dollars. */
  price: number;
}

/**
 * Buying a thing at a fixed price (spec part 2 sections 2 and 5): the thing and its price line,
 * what pays for it (cash, a bank account or the card), checked as the server checks it.
 */
export function BuyItemForm({
  formId,
  payment,
  item,
  priceLine,
  sources,
  onBought,
}: {
  formId: string;
  payment: PaymentFormState;
  item: BuyableItem;
  /** The line under the title that names the price. */
  priceLine: ReactNode;
  sources: readonly ItemSource[];
  onBought: () => void;
}) {
  const buy = useBuyItem();
  const { options, choice } = useSourceChoice(payment, sources);
  return (
    <PaymentForm
      id={formId}
      payment={payment}
      className="item-form"
      check={() => buyCheck(choice, item.price)}
      send={() =>
        buy.mutateAsync({
          GameAppID: item.gameAppId,
          ItemID: item.itemId,
          FromGameAppInstanceID: choice?.source.appInstanceId ?? null,
          FromAccountInstanceID: choice?.source.id ?? null,
        })
      }
      onDone={onBought}
    >
      <ItemSummary label="What you’re buying" image={item.image} title={item.title}>
        {priceLine}
      </ItemSummary>
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
