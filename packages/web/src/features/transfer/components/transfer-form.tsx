import type { CreditCardInstance } from '@mc/contract';
import { useState, type FormEvent } from 'react';
import { AccountSelect, onlyChoice } from '../../../components/account-select';
import { MessageDialog } from '../../../components/dialog';
import { MoneyInput, parseMoney } from '../../../components/money-input';
import { focusFirstError } from '../../../lib/focus-first-error';
import { failureMessage } from '../../../lib/game-queries';
import { balanceText } from '../../../lib/money-display';
import { sourceLabel, type MoneySource } from '../../../lib/payment-sources';
import { useTransferMoney } from '../../../lib/transfer-money';
import type { TransferSteps } from '../../../lib/use-transfer-steps';
import { checkTransfer, fromSources, toOptions, type TransferErrors } from './transfer-rules';
import '../transfer.css';

interface TransferFormProps {
  /** The form's id: its Transfer button sits in the screen's action bar. */
  id: string;
  steps: TransferSteps;
  sources: readonly MoneySource[];
  card: CreditCardInstance | null | undefined;
  /** The account the player came from, chosen as the source when it can be one. */
  initialFromId?: string | undefined;
  /** Called one second after a successful transfer. */
  onComplete: () => void;
}

/** From, To and Amount, checked here first; the server's refusal shows in the message popup. */
export function TransferForm({
  id,
  steps,
  sources,
  card,
  initialFromId,
  onComplete,
}: TransferFormProps) {
  const payFrom = fromSources(sources);
  const fromChoices = payFrom.map((source) => ({ value: source.id, label: sourceLabel(source) }));
  const [fromChosen, setFromChosen] = useState(initialFromId ?? '');
  const [toChosen, setToChosen] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<TransferErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const transfer = useTransferMoney();
  const { step, run } = steps;

  const fromId = onlyChoice(fromChosen, fromChoices);
  const from = payFrom.find((source) => source.id === fromId);
  const toChoices = toOptions(sources, fromId);
  const toId = onlyChoice(toChosen, toChoices);
  const to = sources.find((source) => source.id === toId);
  const payingCard = to?.kind === 'card';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'idle') return;
    const found = checkTransfer(from, toId, to, amount, card);
    setErrors(found);
    if (found.from || found.to || found.amount || !from || !to) {
      focusFirstError(id);
      return;
    }
    const error = await run(
      () =>
        transfer.mutateAsync({
          FromGameAppInstanceID: from.appInstanceId,
          FromAccountInstanceID: from.id,
          ToGameAppInstanceID: to.appInstanceId,
          ToAccountInstanceID: to.id,
          Amount: parseMoney(amount),
        }),
      onComplete,
    );
    if (error) setFailure(failureMessage(error));
  };

  const amountHint = [
    from ? `Available: ${balanceText(from.balance)}.` : '',
    payingCard && card
      ? `Minimum repayment ${balanceText(card.MinRepayAmount)}; closing balance ${balanceText(Math.abs(card.ClosingBalance))}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form id={id} className="form transfer-form" noValidate onSubmit={onSubmit}>
      <AccountSelect
        label="From"
        value={fromId}
        options={fromChoices}
        onChange={(value) => {
          setFromChosen(value);
          setErrors({});
        }}
        error={errors.from}
      />
      <AccountSelect
        label="To"
        value={toId}
        options={toChoices}
        onChange={(value) => {
          setToChosen(value);
          setErrors({});
        }}
        error={errors.to}
      />
      <MoneyInput
        label="Amount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors({});
        }}
        hint={amountHint || undefined}
        error={errors.amount}
      />
      <MessageDialog open={failure !== null} onClose={() => setFailure(null)}>
        <p>{failure}</p>
      </MessageDialog>
    </form>
  );
}
