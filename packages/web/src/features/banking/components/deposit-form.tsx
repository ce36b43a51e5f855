import {
  amountProblem,
  centsToDollars,
  depositProblem,
  dollarsToCents,
  type BankAccountType,
  type MoneyProblem,
} from '@mc/contract';
import { PaymentAccountSelect, PaymentAmount, PaymentForm } from '../../../components/payment-form';
import { feeText } from '../../../lib/money-display';
import { canPayFrom, sourceLabel, type MoneySource } from '../../../lib/payment-sources';
import type { PaymentFormState } from '../../../lib/use-payment-form';
import type { OpenAccountBody } from '../api/open-account';
import '../banking.css';

interface DepositFormProps {
  /** The form's id: its button sits in the screen's action bar. */
  id: string;
  payment: PaymentFormState;
  product: BankAccountType;
  sources: readonly MoneySource[];
  /** Investments always need a source; an account needs one only with a minimum balance. */
  needsSource: boolean;
  submit: (body: OpenAccountBody) => Promise<unknown>;
  onDone: () => void;
}

/**
 * An opening deposit's rules (spec part 1 section 5): a source chosen, then, when there is no
 * minimum balance, an amount at all (the form's own check: moving nothing is not a deposit),
 * then the contract's deposit rules.
 */
function depositCheck(
  source: MoneySource | undefined,
  amountCents: number,
  product: BankAccountType,
): MoneyProblem | null {
  const deposit = {
    sourceChosen: source !== undefined,
    amountCents,
    minimumCents: dollarsToCents(product.MinimumBalance),
    availableCents: source ? dollarsToCents(source.balance) : 0,
  };
  const entered =
    deposit.sourceChosen && deposit.minimumCents <= 0 ? amountProblem(amountCents) : null;
  return entered ?? depositProblem(deposit);
}

/**
 * Opening an account or a term deposit: where the money comes from and how much, checked
 * before it goes to the server; the server's refusal shows in the message popup.
 */
export function DepositForm({
  id,
  payment,
  product,
  sources,
  needsSource,
  submit,
  onDone,
}: DepositFormProps) {
  const payable = sources.filter(canPayFrom);
  const options = payable.map((source) => ({ value: source.id, label: sourceLabel(source) }));
  const sourceId = payment.chosenId('source', options);
  const source = needsSource ? payable.find((candidate) => candidate.id === sourceId) : undefined;

  return (
    <PaymentForm
      id={id}
      payment={payment}
      className="deposit-form"
      check={() => (needsSource ? depositCheck(source, payment.amountCents, product) : null)}
      send={() =>
        submit({
          GameAccountID: product.ID,
          TransferFromGameAppInstanceID: source?.appInstanceId ?? null,
          TransferFromAccountInstanceID: source?.id ?? null,
          Amount: source ? centsToDollars(payment.amountCents) : 0,
        })
      }
      onDone={onDone}
    >
      {needsSource ? (
        <>
          <PaymentAccountSelect
            payment={payment}
            label="Move money from"
            options={options}
            emptyLabel="You have no money to move yet"
          />
          <PaymentAmount
            payment={payment}
            hint={
              product.MinimumBalance > 0
                ? `At least ${feeText(product.MinimumBalance)} to open it.`
                : undefined
            }
          />
        </>
      ) : (
        <p className="money-note">
          There’s no minimum balance, so you can open it now and move money in whenever you like.
        </p>
      )}
    </PaymentForm>
  );
}
