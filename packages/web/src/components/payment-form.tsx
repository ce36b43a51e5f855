import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import type { PaymentChoice, PaymentFormState, PaymentSubmit } from '../lib/use-payment-form';
import { AccountSelect } from './account-select';
import { MessageDialog } from './dialog';
import { MoneyInput } from './money-input';
import type { SelectOption } from './select-field';
import './money-screens.css';

// The building block of every form that moves money (an opening deposit, a transfer, a card
// payment, a bill payment): the form that checks the contract's money rules before anything is
// sent and shows the server's refusal in the message popup, its account dropdowns and amount
// input with the spec's messages under them, and the button with its label, loading and
// success. State lives in usePaymentForm; the button sits in the screen's action bar.

interface PaymentFormProps<T> extends Omit<PaymentSubmit<T>, 'formId'> {
  id: string;
  payment: PaymentFormState;
  className?: string;
  children?: ReactNode;
}

export function PaymentForm<T>({
  id,
  payment,
  className,
  children,
  ...submit
}: PaymentFormProps<T>) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void payment.submit({ formId: id, ...submit });
  };
  return (
    <form
      id={id}
      className={['form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={onSubmit}
    >
      {children}
      <MessageDialog open={payment.failure !== null} onClose={payment.dismissFailure}>
        <p>{payment.failure}</p>
      </MessageDialog>
    </form>
  );
}

interface PaymentAccountSelectProps {
  payment: PaymentFormState;
  /** The source (the default) or, for a transfer, the target. */
  field?: Exclude<PaymentChoice, 'item'>;
  label: string;
  options: readonly SelectOption[];
  emptyLabel?: string;
  placeholder?: string;
  hint?: string | undefined;
}

/** Where the money comes from (or goes to); disabled when there is one option or none. */
export function PaymentAccountSelect({
  payment,
  field = 'source',
  ...select
}: PaymentAccountSelectProps) {
  return (
    <AccountSelect
      {...select}
      value={payment.chosen[field]}
      onChange={(value) => payment.choose(field, value)}
      error={payment.errorOf(field)}
    />
  );
}

/** How much, in dollars as the player types them. */
export function PaymentAmount({
  payment,
  label = 'Amount',
  hint,
}: {
  payment: PaymentFormState;
  label?: string;
  hint?: string | undefined;
}) {
  return (
    <MoneyInput
      label={label}
      value={payment.amountText}
      onChange={payment.enterAmount}
      hint={hint || undefined}
      error={payment.errorOf('amount')}
    />
  );
}

interface PaymentButtonProps {
  payment: PaymentFormState;
  /** The id of the form it submits: it sits outside it, in the screen's action bar. */
  form: string;
  label: string;
  loadingLabel: string;
  successLabel: string;
}

/**
 * The button that moves money: its label, then a spinner while the server works, then a tick
 * (spec part 1 section 2). It stays focusable while busy (aria-disabled) so focus is not lost,
 * and a live region says what is happening for screen readers.
 */
export function PaymentButton({
  payment,
  form,
  label,
  loadingLabel,
  successLabel,
}: PaymentButtonProps) {
  const { step } = payment;
  const busy = step !== 'idle';
  const text = step === 'loading' ? loadingLabel : step === 'success' ? successLabel : label;
  return (
    <>
      <button
        type="submit"
        form={form}
        className={`button button--block payment-button payment-button--${step}`}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        {step === 'loading' ? (
          <LoaderCircle className="payment-button__spinner" aria-hidden="true" size={20} />
        ) : null}
        {step === 'success' ? <CircleCheck aria-hidden="true" size={20} /> : null}
        {text}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? text : ''}
      </span>
    </>
  );
}
