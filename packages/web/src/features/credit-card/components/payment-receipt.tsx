import type { CreditCardInstance } from '@mc/contract';
import { CircleCheck } from 'lucide-react';
import { balanceText } from '../../../lib/money-display';
import type { CardPaymentReceipt } from '../paths';

/** What is left of the latest statement after the payment, in words. */
function whatIsLeft(card: CreditCardInstance): string {
  const left = Math.abs(card.ClosingBalance);
  if (left === 0) return 'Your statement is paid in full, so you pay no interest on it.';
  if (card.MinRepayAmount > 0)
    return `${balanceText(left)} of your statement is left to pay, at least ${balanceText(card.MinRepayAmount)} by the end of week ${card.DueWeek ?? ''}.`;
  return `The minimum is covered. Pay the other ${balanceText(left)} by the end of week ${card.DueWeek ?? ''} to pay no interest.`;
}

/**
 * The lasting answer to a card payment: what was paid and from where, the card's balance now and
 * what is left of the statement. It stays on the card screen until the player moves on.
 */
export function PaymentReceipt({
  paid,
  card,
}: {
  paid: CardPaymentReceipt;
  card: CreditCardInstance;
}) {
  const owing = Math.max(0, -card.Balance);
  return (
    <section className="card payment-receipt" aria-labelledby="payment-receipt-title">
      <h2 id="payment-receipt-title" className="payment-receipt__title">
        <CircleCheck aria-hidden="true" size={22} />
        Payment made
      </h2>
      <dl className="fact-list">
        <div className="fact-list__row">
          <dt>You paid</dt>
          <dd>{balanceText(paid.amount)}</dd>
        </div>
        {paid.from ? (
          <div className="fact-list__row">
            <dt>From</dt>
            <dd>{paid.from}</dd>
          </div>
        ) : null}
        <div className="fact-list__row">
          <dt>Card balance now</dt>
          <dd>{owing > 0 ? `${balanceText(owing)} owing` : 'Nothing owing'}</dd>
        </div>
      </dl>
      <p className="payment-receipt__note">{whatIsLeft(card)}</p>
    </section>
  );
}
