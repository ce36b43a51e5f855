import {
  cardPaymentProblem,
  centsToDollars,
  dollarsToCents,
  transferProblem,
  type CreditCardInstance,
  type MoneyProblem,
} from '@mc/contract';
import { PaymentAccountSelect, PaymentAmount, PaymentForm } from '../../../components/payment-form';
import { cardPayment } from '../../../lib/card-payment';
import { balanceText } from '../../../lib/money-display';
import { isBankAccount, sourceLabel, type MoneySource } from '../../../lib/payment-sources';
import { useTransferMoney } from '../../../lib/transfer-money';
import type { PaymentFormState } from '../../../lib/use-payment-form';
import { fromSources, toOptions } from './transfer-choices';
import '../transfer.css';

interface TransferFormProps {
  /** The form's id: its Transfer button sits in the screen's action bar. */
  id: string;
  payment: PaymentFormState;
  sources: readonly MoneySource[];
  card: CreditCardInstance | null | undefined;
  /** Called one second after a successful transfer. */
  onComplete: () => void;
}

/**
 * The transfer's rules (spec part 1 section 5): a bank account exists, both accounts chosen, then
 * the amount; to the card, the amount follows the card payment's rules, as the server does.
 */
function transferCheck(
  sources: readonly MoneySource[],
  from: MoneySource | undefined,
  to: MoneySource | undefined,
  amountCents: number,
  card: CreditCardInstance | null | undefined,
): MoneyProblem | null {
  const chosen = transferProblem({
    hasBankAccount: sources.some(isBankAccount),
    sourceChosen: from !== undefined,
    targetChosen: to !== undefined,
    amountCents,
    availableCents: from ? dollarsToCents(from.balance) : 0,
  });
  if (to?.kind !== 'card' || !card || (chosen && chosen.field !== 'amount')) return chosen;
  return cardPaymentProblem(cardPayment(card, from, amountCents));
}

/** From, To and Amount, checked here first; the server's refusal shows in the message popup. */
export function TransferForm({ id, payment, sources, card, onComplete }: TransferFormProps) {
  const transfer = useTransferMoney();
  const payFrom = fromSources(sources);
  const fromChoices = payFrom.map((source) => ({ value: source.id, label: sourceLabel(source) }));
  const fromId = payment.chosenId('source', fromChoices);
  const from = payFrom.find((source) => source.id === fromId);
  const toChoices = toOptions(sources, fromId);
  const toId = payment.chosenId('target', toChoices);
  const to = sources.find((source) => source.id === toId);

  const amountHint = [
    from ? `Available: ${balanceText(from.balance)}.` : '',
    to?.kind === 'card' && card
      ? `Minimum repayment ${balanceText(card.MinRepayAmount)}; closing balance ${balanceText(Math.abs(card.ClosingBalance))}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <PaymentForm
      id={id}
      payment={payment}
      className="transfer-form"
      check={() => transferCheck(sources, from, to, payment.amountCents, card)}
      send={() =>
        transfer.mutateAsync({
          FromGameAppInstanceID: from?.appInstanceId ?? null,
          FromAccountInstanceID: from?.id ?? null,
          ToGameAppInstanceID: to?.appInstanceId ?? null,
          ToAccountInstanceID: to?.id ?? null,
          Amount: centsToDollars(payment.amountCents),
        })
      }
      onDone={onComplete}
    >
      <PaymentAccountSelect payment={payment} label="From" options={fromChoices} />
      <PaymentAccountSelect payment={payment} field="target" label="To" options={toChoices} />
      <PaymentAmount payment={payment} hint={amountHint} />
    </PaymentForm>
  );
}
