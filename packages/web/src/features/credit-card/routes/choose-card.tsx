import { cardPurchaseProblem, dollarsToCents, type CreditCardType } from '@mc/contract';
import { CircleCheck, Info } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { PaymentAccountSelect, PaymentButton, PaymentForm } from '../../../components/payment-form';
import { allReads, ScreenState } from '../../../components/screen-state';
import { bankAccountChoice } from '../../../lib/bank-account-choice';
import { useCreditCard, usePaymentSources, type MoneySource } from '../../../lib/payment-sources';
import { usePaymentForm, type PaymentProblem } from '../../../lib/use-payment-form';
import { useBuyCard } from '../api/buy-card';
import { useCardTypes } from '../api/get-card-types';
import { CardOption } from '../components/card-option';
import { CARD_STATEMENT_PATH, CREDIT_ACCENT } from '../paths';
import '../credit-card.css';

/** The form's own check: a card must be chosen before the contract's purchase rules apply. */
const CHOOSE_A_CARD = 'Error: please choose a card';

/**
 * Buying a card, in the spec's order (part 1 section 5): a bank account is needed, a card chosen,
 * an account selected, and it holds the card's cost (its annual fee).
 */
function purchaseCheck(
  bankAccounts: readonly MoneySource[],
  card: CreditCardType | undefined,
  account: MoneySource | undefined,
): PaymentProblem | null {
  const hasBankAccount = bankAccounts.length > 0;
  if (hasBankAccount && !card) return { field: 'item', message: CHOOSE_A_CARD };
  return cardPurchaseProblem({
    hasBankAccount,
    sourceChosen: account !== undefined,
    feeCents: card ? dollarsToCents(card.Cost) : 0,
    availableCents: account ? dollarsToCents(account.balance) : 0,
  });
}

/**
 * My Credit's shop window: the cards on offer (only one can be chosen) and the bank account that
 * pays its annual fee (spec part 1 sections 2 and 5).
 */
export function ChooseCard() {
  const navigate = useNavigate();
  const types = useCardTypes();
  const held = useCreditCard();
  const sources = usePaymentSources();
  const buy = useBuyCard();
  const payment = usePaymentForm({ typedAmount: false });
  const groupName = useId();
  const formId = useId();
  const cardErrorId = useId();

  const { bankAccounts, options, account } = bankAccountChoice(payment, sources.sources);
  const card = types.data?.find((type) => type.ID === payment.chosen.item);
  const cardError = payment.errorOf('item');
  const read = allReads(types, held, sources);

  // The card just bought shows here for a second before the statement opens.
  const alreadyHeld = held.data && payment.step === 'idle' ? held.data : null;
  // Under 18: the bank says so before anything is filled in.
  const refusal = types.data?.find((type) => type.Refusal)?.Refusal;
  const showForm = !read.isPending && !read.error && !alreadyHeld && !refusal;

  return (
    <AppScreen
      title="My Credit"
      accent={CREDIT_ACCENT}
      action={
        showForm ? (
          <PaymentButton
            form={formId}
            payment={payment}
            label={card ? `Get the ${card.Title}` : 'Get this card'}
            loadingLabel="Setting up your card…"
            successLabel="Your card is ready!"
          />
        ) : undefined
      }
    >
      <ScreenState read={read} data={types.data} loadingLabel="Loading the cards on offer…">
        {(offered) =>
          refusal ? (
            <div className="money-note" role="status">
              <Info aria-hidden="true" size={18} />
              <span>
                {refusal} Until then, a debit card on a bank account lets you tap and pay with your
                own money. <Link to="/app/dashboard/banking">Go to My Bank</Link>
              </span>
            </div>
          ) : alreadyHeld ? (
            <div className="money-note">
              <CircleCheck aria-hidden="true" size={18} />
              <span>
                You already have the {alreadyHeld.Title}. You can hold one credit card at a time.{' '}
                <Link to={CARD_STATEMENT_PATH}>See your statement</Link>
              </span>
            </div>
          ) : (
            <PaymentForm
              id={formId}
              payment={payment}
              check={() => purchaseCheck(bankAccounts, card, account)}
              send={() =>
                buy.mutateAsync({
                  CreditCardID: card?.ID ?? '',
                  PurchasingBankAccountInstanceID: account?.id ?? null,
                })
              }
              onDone={() => void navigate(CARD_STATEMENT_PATH, { replace: true })}
            >
              <p className="money-note">
                <Info aria-hidden="true" size={18} />
                <span>
                  A credit card lets you spend the bank’s money. Pay the whole closing balance by
                  the due week and you pay no interest; pay less and interest is added.
                </span>
              </p>
              {offered.length === 0 ? (
                <p className="empty-state">There are no credit cards on offer right now.</p>
              ) : (
                <fieldset className="card-choices">
                  <legend className="card-choices__legend">Choose a card</legend>
                  {cardError ? (
                    <p className="field__error" id={cardErrorId} role="alert">
                      {cardError}
                    </p>
                  ) : null}
                  {offered.map((type) => (
                    <CardOption
                      key={type.ID}
                      card={type}
                      name={groupName}
                      checked={type.ID === payment.chosen.item}
                      invalid={Boolean(cardError)}
                      describedBy={cardError ? cardErrorId : undefined}
                      onChoose={() => payment.choose('item', type.ID)}
                    />
                  ))}
                </fieldset>
              )}
              <PaymentAccountSelect
                payment={payment}
                label="Pay the annual fee from"
                options={options}
                emptyLabel="No bank account yet"
                hint={
                  bankAccounts.length === 0 ? 'Open a bank account in My Bank first.' : undefined
                }
              />
            </PaymentForm>
          )
        }
      </ScreenState>
    </AppScreen>
  );
}
