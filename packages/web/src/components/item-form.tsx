import { dollarsToCents, paymentProblem, type MoneyProblem } from '@mc/contract';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useBuyItem } from '../lib/buy-item';
import { useItemSources, type ItemSource, type SourceUse } from '../lib/item-sources';
import { balanceText } from '../lib/money-display';
import { usePaymentForm, type PaymentFormState } from '../lib/use-payment-form';
import { AppScreen } from './app-screen';
import { ItemImage } from './item-image';
import { PaymentAccountSelect, PaymentButton, PaymentForm } from './payment-form';
import { allReads, ScreenState, type ScreenRead } from './screen-state';
import './item-form.css';

// The screens that pay for a thing: buying it in uShop, buying an iBuy lot now, bidding on a lot
// (and shares). They share the page (the title, Cancel and the pay button in the action bar, the
// thing once it is read), the thing at the top of the form and the dropdown of what pays; buying
// is one screen. Selling a thing on iBuy uses the same page.

/**
 * The dropdown's options for the sources offered, the one the player has chosen, and the request's
 * fields that name it (null while nothing is chosen).
 */
export function useSourceChoice(payment: PaymentFormState, sources: readonly ItemSource[]) {
  const options = sources.map((s) => ({ value: s.source.id, label: s.label }));
  const choice = sources.find((s) => s.source.id === payment.chosenId('source', options));
  const from = {
    FromGameAppInstanceID: choice?.source.appInstanceId ?? null,
    FromAccountInstanceID: choice?.source.id ?? null,
  };
  return { options, choice, from };
}

/** What a pay screen's form is given: the payment, the thing, what may pay, and what follows. */
export interface PayFormProps<T> {
  payment: PaymentFormState;
  shown: T;
  sources: readonly ItemSource[];
  /** Called once the server said yes: the screen moves on. */
  onDone: () => void;
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
  /**
   * Where the screen goes instead when the thing, once read, can't be had (sold out, closed,
   * listed); undefined while it can. Not once the form is sent: the player's own purchase, bid or
   * listing did that, and the screen stays until it moves on.
   */
  goneTo?: string | undefined;
  children: (shown: T) => ReactNode;
}

/** The thing a pay screen is about, as read, and where its back link, Cancel and a gone thing go. */
export type ItemPlace<T> = Pick<
  ItemFormScreenProps<T>,
  'backTo' | 'backLabel' | 'accent' | 'read' | 'data' | 'loadingLabel' | 'goneTo'
>;

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
  goneTo,
  children,
}: ItemFormScreenProps<T>) {
  if (goneTo !== undefined && payment.step === 'idle') return <Navigate to={goneTo} replace />;
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

/** One way of paying for a thing (buying it outright, bidding on it): its title, sources and button. */
export interface PayFlow extends Pick<ItemFormScreenProps<unknown>, 'title' | 'formId' | 'button'> {
  /** What may pay: buying takes the card too; a bid is held, so cash or a bank account only. */
  use: SourceUse;
}

/**
 * The screen that pays for a thing from the player's money (buying it in uShop or on iBuy, bidding
 * on a lot): the thing once read and what may pay for it, handed to the flow's form.
 */
export function ItemPayScreen<T>({
  flow,
  place,
  payment,
  onDone,
  children,
}: {
  flow: PayFlow;
  place: ItemPlace<T>;
  payment: PaymentFormState;
  /** Called once the server said yes: the screen moves on. */
  onDone: () => void;
  /** The flow's form, given what every pay form is given. */
  children: (form: PayFormProps<T>) => ReactNode;
}) {
  const sources = useItemSources(flow.use);
  return (
    <ItemFormScreen
      {...place}
      read={allReads(place.read, sources)}
      title={flow.title}
      formId={flow.formId}
      payment={payment}
      button={flow.button}
    >
      {(shown) => children({ payment, shown, sources: sources.sources, onDone })}
    </ItemFormScreen>
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

/** A thing bought at a fixed price: from which app, which one, and its price. */
export interface BuyableItem {
  /** The app's GameAppID, which says what ItemID is. */
  gameAppId: number;
  itemId: string;
  /** Dollars. */
  price: number;
  /** The line under the title that names the price. */
  priceLine: ReactNode;
}

/** What a shop's thing shows at the top of the form. */
interface ShownItem {
  Title: string;
  Image: string;
}

/** Buying at a fixed price: BUY ITEM, paid from cash, a bank account or the card. */
const BUYING: PayFlow = {
  title: 'BUY ITEM',
  use: 'buy',
  formId: 'buy-item-form',
  button: { label: 'BUY', loadingLabel: 'Buying…', successLabel: 'Bought!' },
};

/**
 * Buying a thing at a fixed price (spec part 2 sections 2 and 5), in uShop or a lot bought now on
 * iBuy: titled BUY ITEM, the thing and its price line, what pays for it (cash, a bank account or
 * the card) checked as the server checks it, then BUY and Cancel.
 */
export function BuyItemScreen<T extends ShownItem>({
  place,
  buyable,
  onBought,
}: {
  place: ItemPlace<T>;
  /** What the thing read is, to buy. */
  buyable: (shown: T) => BuyableItem;
  onBought: () => void;
}) {
  const payment = usePaymentForm({ typedAmount: false });
  return (
    <ItemPayScreen flow={BUYING} place={place} payment={payment} onDone={onBought}>
      {(form) => <BuyItemForm {...form} item={buyable(form.shown)} />}
    </ItemPayScreen>
  );
}

/** The buying form: the thing and its price, what pays, and the purchase once the check passes. */
function BuyItemForm({
  payment,
  shown,
  item,
  sources,
  onDone,
}: PayFormProps<ShownItem> & { item: BuyableItem }) {
  const buy = useBuyItem();
  const { options, choice, from } = useSourceChoice(payment, sources);
  return (
    <PaymentForm
      id={BUYING.formId}
      payment={payment}
      className="item-form"
      check={() => buyCheck(choice, item.price)}
      send={() => buy.mutateAsync({ GameAppID: item.gameAppId, ItemID: item.itemId, ...from })}
      onDone={onDone}
    >
      <ItemSummary label="What you’re buying" image={shown.Image} title={shown.Title}>
        {item.priceLine}
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
