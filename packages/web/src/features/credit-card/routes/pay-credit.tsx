import { dollarsToCents, type CreditCardInstance } from '@mc/contract';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AccountSelect, onlyChoice } from '../../../components/account-select';
import { AppScreen } from '../../../components/app-screen';
import { MessageDialog } from '../../../components/dialog';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { MoneyInput, parseMoney } from '../../../components/money-input';
import { TransferButton } from '../../../components/transfer-button';
import { focusFirstError } from '../../../lib/focus-first-error';
import { failureMessage } from '../../../lib/game-queries';
import { balanceText } from '../../../lib/money-display';
import {
  isBankAccount,
  sourceLabel,
  useCreditCard,
  usePaymentSources,
  type MoneySource,
} from '../../../lib/payment-sources';
import { useTransferMoney } from '../../../lib/transfer-money';
import { useTransferSteps, type TransferSteps } from '../../../lib/use-transfer-steps';
import { owedText } from '../components/owed-text';
import { checkPayCard, type PayCardErrors } from '../components/pay-card-rules';
import { CARD_STATEMENT_PATH, CHOOSE_CARD_PATH, CREDIT_ACCENT } from '../paths';
import '../credit-card.css';

/** Dollars as the amount field shows them: 12.5 -> '12.50'. */
const asInput = (dollars: number) => (dollarsToCents(dollars) / 100).toFixed(2);

const FORM_ID = 'pay-credit-form';

function PayCardForm({
  steps,
  card,
  sources,
  onComplete,
}: {
  steps: TransferSteps;
  card: CreditCardInstance;
  sources: readonly MoneySource[];
  onComplete: () => void;
}) {
  const bankAccounts = sources.filter(isBankAccount);
  const options = bankAccounts.map((a) => ({ value: a.id, label: sourceLabel(a) }));
  const [chosen, setChosen] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<PayCardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const transfer = useTransferMoney();
  const { step, run } = steps;
  const accountId = onlyChoice(chosen, options);
  const account = bankAccounts.find((a) => a.id === accountId);
  const closing = Math.abs(card.ClosingBalance);

  const fill = (dollars: number) => {
    setAmount(asInput(dollars));
    setErrors({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'idle') return;
    const found = checkPayCard(card, account, amount);
    setErrors(found);
    if (found.account || found.amount || !account) {
      focusFirstError(FORM_ID);
      return;
    }
    const failed = await run(
      () =>
        transfer.mutateAsync({
          FromGameAppInstanceID: account.appInstanceId,
          FromAccountInstanceID: account.id,
          ToGameAppInstanceID: card.AppInstanceID,
          ToAccountInstanceID: card.ID,
          Amount: parseMoney(amount),
        }),
      onComplete,
    );
    if (failed) setFailure(failureMessage(failed));
  };

  return (
    <form id={FORM_ID} className="form" noValidate onSubmit={onSubmit}>
      <dl className="card fact-list">
        <div className="fact-list__row">
          <dt>Closing balance</dt>
          <dd>{owedText(card.ClosingBalance)}</dd>
        </div>
        <div className="fact-list__row">
          <dt>Minimum repayment</dt>
          <dd>{balanceText(card.MinRepayAmount)}</dd>
        </div>
        <div className="fact-list__row">
          <dt>Due</dt>
          <dd>{card.DueWeek === null ? 'Nothing due' : `Week ${card.DueWeek}`}</dd>
        </div>
      </dl>
      <AccountSelect
        label="Pay from"
        value={accountId}
        options={options}
        onChange={(value) => {
          setChosen(value);
          setErrors({});
        }}
        emptyLabel="No bank account yet"
        error={errors.account}
      />
      <MoneyInput
        label="Amount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors({});
        }}
        hint={
          closing > 0
            ? `Between ${balanceText(card.MinRepayAmount)} and ${balanceText(closing)}. Paying it all avoids interest.`
            : 'Nothing to pay yet: you can pay once a statement arrives.'
        }
        error={errors.amount}
      />
      {closing > 0 ? (
        <div className="quick-amounts" role="group" aria-label="Suggested payments">
          {card.MinRepayAmount > 0 ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => fill(card.MinRepayAmount)}
            >
              Minimum {balanceText(card.MinRepayAmount)}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => fill(closing)}
          >
            Pay it all {balanceText(closing)}
          </button>
        </div>
      ) : null}
      <MessageDialog open={failure !== null} onClose={() => setFailure(null)}>
        <p>{failure}</p>
      </MessageDialog>
    </form>
  );
}

/** Paying the card from a bank account, through a transfer to the card (spec part 1 section 5). */
export function PayCredit() {
  const navigate = useNavigate();
  const location = useLocation();
  const card = useCreditCard();
  const payment = usePaymentSources();
  const steps = useTransferSteps();
  if (card.data === null) return <Navigate to={CHOOSE_CARD_PATH} replace />;
  const error = card.error ?? payment.error;
  const loading = card.isPending || payment.isPending;
  const ready = card.data && !loading && !error;
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(CARD_STATEMENT_PATH, { replace: true });
  };

  return (
    <AppScreen
      title="Pay your card"
      backTo={CARD_STATEMENT_PATH}
      accent={CREDIT_ACCENT}
      action={
        ready ? (
          <TransferButton
            form={FORM_ID}
            step={steps.step}
            label="Pay"
            loadingLabel="Paying…"
            successLabel="Payment made!"
          />
        ) : undefined
      }
    >
      {loading && !error ? <LoadingState /> : null}
      {error ? (
        <LoadFailure
          error={error}
          onRetry={() => {
            void card.refetch();
            payment.refetch();
          }}
        />
      ) : null}
      {ready ? (
        <PayCardForm steps={steps} card={card.data} sources={payment.sources} onComplete={goBack} />
      ) : null}
    </AppScreen>
  );
}
