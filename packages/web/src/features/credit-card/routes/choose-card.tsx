import { CircleCheck, Info } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountSelect, onlyChoice } from '../../../components/account-select';
import { AppScreen } from '../../../components/app-screen';
import { MessageDialog } from '../../../components/dialog';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { TransferButton } from '../../../components/transfer-button';
import { focusFirstError } from '../../../lib/focus-first-error';
import { failureMessage } from '../../../lib/game-queries';
import {
  isBankAccount,
  sourceLabel,
  useCreditCard,
  usePaymentSources,
} from '../../../lib/payment-sources';
import { useTransferSteps } from '../../../lib/use-transfer-steps';
import { useBuyCard } from '../api/buy-card';
import { useCardTypes } from '../api/get-card-types';
import { checkBuyCard, type BuyCardErrors } from '../components/buy-card-rules';
import { CardOption } from '../components/card-option';
import { CARD_STATEMENT_PATH, CREDIT_ACCENT } from '../paths';
import '../credit-card.css';

/**
 * My Credit's shop window: the cards on offer (only one can be chosen) and the bank account that
 * pays its annual fee (spec part 1 sections 2 and 5).
 */
export function ChooseCard() {
  const navigate = useNavigate();
  const types = useCardTypes();
  const held = useCreditCard();
  const payment = usePaymentSources();
  const buy = useBuyCard();
  const { step, run } = useTransferSteps();
  const [cardId, setCardId] = useState('');
  const [accountChosen, setAccountChosen] = useState('');
  const [errors, setErrors] = useState<BuyCardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const groupName = useId();
  const formId = useId();
  const cardErrorId = useId();

  const bankAccounts = payment.sources.filter(isBankAccount);
  const accountOptions = bankAccounts.map((a) => ({ value: a.id, label: sourceLabel(a) }));
  const accountId = onlyChoice(accountChosen, accountOptions);
  const account = bankAccounts.find((a) => a.id === accountId);
  const card = types.data?.find((type) => type.ID === cardId);
  const error = types.error ?? payment.error;
  const loading = types.isPending || payment.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'idle') return;
    const found = checkBuyCard(bankAccounts, card, account);
    setErrors(found);
    if (found.card || found.account || !card || !account) {
      focusFirstError(formId);
      return;
    }
    const failed = await run(
      () => buy.mutateAsync({ CreditCardID: card.ID, PurchasingBankAccountInstanceID: account.id }),
      () => void navigate(CARD_STATEMENT_PATH, { replace: true }),
    );
    if (failed) setFailure(failureMessage(failed));
  };

  // The card just bought shows here for a second before the statement opens.
  const alreadyHeld = held.data && step === 'idle' ? held.data : null;
  const showForm = !loading && !error && !alreadyHeld;

  return (
    <AppScreen
      title="My Credit"
      accent={CREDIT_ACCENT}
      action={
        showForm ? (
          <TransferButton
            form={formId}
            step={step}
            label={card ? `Get the ${card.Title}` : 'Get this card'}
            loadingLabel="Setting up your card…"
            successLabel="Your card is ready!"
          />
        ) : undefined
      }
    >
      {loading && !error ? <LoadingState label="Loading the cards on offer…" /> : null}
      {error ? (
        <LoadFailure
          error={error}
          onRetry={() => {
            void types.refetch();
            payment.refetch();
          }}
        />
      ) : null}
      {alreadyHeld ? (
        <div className="money-note">
          <CircleCheck aria-hidden="true" size={18} />
          <span>
            You already have the {alreadyHeld.Title}. You can hold one credit card at a time.{' '}
            <Link to={CARD_STATEMENT_PATH}>See your statement</Link>
          </span>
        </div>
      ) : null}
      {showForm ? (
        <form id={formId} className="form" noValidate onSubmit={onSubmit}>
          <p className="money-note">
            <Info aria-hidden="true" size={18} />
            <span>
              A credit card lets you spend the bank’s money. Pay the whole closing balance by the
              due week and you pay no interest; pay less and interest is added.
            </span>
          </p>
          {types.data?.length === 0 ? (
            <p className="empty-state">There are no credit cards on offer right now.</p>
          ) : (
            <fieldset className="card-choices">
              <legend className="card-choices__legend">Choose a card</legend>
              {errors.card ? (
                <p className="field__error" id={cardErrorId} role="alert">
                  {errors.card}
                </p>
              ) : null}
              {(types.data ?? []).map((type) => (
                <CardOption
                  key={type.ID}
                  card={type}
                  name={groupName}
                  checked={type.ID === cardId}
                  invalid={Boolean(errors.card)}
                  describedBy={errors.card ? cardErrorId : undefined}
                  onChoose={() => {
                    setCardId(type.ID);
                    setErrors({});
                  }}
                />
              ))}
            </fieldset>
          )}
          <AccountSelect
            label="Pay the annual fee from"
            value={accountId}
            options={accountOptions}
            onChange={(value) => {
              setAccountChosen(value);
              setErrors({});
            }}
            emptyLabel="No bank account yet"
            hint={bankAccounts.length === 0 ? 'Open a bank account in My Bank first.' : undefined}
            error={errors.account}
          />
          <MessageDialog open={failure !== null} onClose={() => setFailure(null)}>
            <p>{failure}</p>
          </MessageDialog>
        </form>
      ) : null}
    </AppScreen>
  );
}
