import type { BankAccountType } from '@mc/contract';
import { useState, type FormEvent } from 'react';
import { AccountSelect, onlyChoice } from '../../../components/account-select';
import { MessageDialog } from '../../../components/dialog';
import { MoneyInput, parseMoney } from '../../../components/money-input';
import { focusFirstError } from '../../../lib/focus-first-error';
import { failureMessage } from '../../../lib/game-queries';
import { feeText } from '../../../lib/money-display';
import { canPayFrom, sourceLabel, type MoneySource } from '../../../lib/payment-sources';
import type { TransferSteps } from '../../../lib/use-transfer-steps';
import type { OpenAccountBody } from '../api/open-account';
import { checkDeposit, type DepositErrors } from './deposit-rules';
import '../banking.css';

interface DepositFormProps {
  /** The form's id: its button sits in the screen's action bar. */
  id: string;
  steps: TransferSteps;
  product: BankAccountType;
  sources: readonly MoneySource[];
  /** Investments always need a source; an account needs one only with a minimum balance. */
  needsSource: boolean;
  submit: (body: OpenAccountBody) => Promise<unknown>;
  onDone: () => void;
}

/**
 * Opening an account or a term deposit: where the money comes from and how much, checked
 * before it goes to the server; the server's refusal shows in the message popup.
 */
export function DepositForm({
  id,
  steps,
  product,
  sources,
  needsSource,
  submit,
  onDone,
}: DepositFormProps) {
  const payable = sources.filter(canPayFrom);
  const options = payable.map((source) => ({ value: source.id, label: sourceLabel(source) }));
  const [chosen, setChosen] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<DepositErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { step, run } = steps;
  const sourceId = onlyChoice(chosen, options);
  const source = payable.find((candidate) => candidate.id === sourceId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'idle') return;
    const found = needsSource ? checkDeposit(source, amount, product.MinimumBalance) : {};
    setErrors(found);
    if (found.source || found.amount) {
      focusFirstError(id);
      return;
    }
    const body: OpenAccountBody = {
      GameAccountID: product.ID,
      TransferFromGameAppInstanceID: needsSource && source ? source.appInstanceId : null,
      TransferFromAccountInstanceID: needsSource && source ? source.id : null,
      Amount: needsSource ? parseMoney(amount) : 0,
    };
    const error = await run(() => submit(body), onDone);
    if (error) setFailure(failureMessage(error));
  };

  return (
    <form id={id} className="form deposit-form" noValidate onSubmit={onSubmit}>
      {needsSource ? (
        <>
          <AccountSelect
            label="Move money from"
            value={sourceId}
            options={options}
            onChange={(value) => {
              setChosen(value);
              setErrors({});
            }}
            emptyLabel="You have no money to move yet"
            error={errors.source}
          />
          <MoneyInput
            label="Amount"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setErrors({});
            }}
            hint={
              product.MinimumBalance > 0
                ? `At least ${feeText(product.MinimumBalance)} to open it.`
                : undefined
            }
            error={errors.amount}
          />
        </>
      ) : (
        <p className="money-note">
          There’s no minimum balance, so you can open it now and move money in whenever you like.
        </p>
      )}
      <MessageDialog open={failure !== null} onClose={() => setFailure(null)}>
        <p>{failure}</p>
      </MessageDialog>
    </form>
  );
}
