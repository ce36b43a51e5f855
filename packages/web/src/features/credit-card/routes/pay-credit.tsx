import {
  cardPaymentProblem,
  centsToDollars,
  dollarsToCents,
  type CreditCardInstance,
} from '@mc/contract';
import { Navigate, useNavigate } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import {
  PaymentAccountSelect,
  PaymentAmount,
  PaymentButton,
  PaymentForm,
} from '../../../components/payment-form';
import { FactRow } from '../../../components/fact-row';
import { allReads, ScreenState } from '../../../components/screen-state';
import { bankAccountChoice } from '../../../lib/bank-account-choice';
import { cardPayment } from '../../../lib/card-payment';
import { accountNumber, balanceText } from '../../../lib/money-display';
import { useCreditCard, usePaymentSources, type MoneySource } from '../../../lib/payment-sources';
import { useTransferMoney } from '../../../lib/transfer-money';
import { usePaymentForm, type PaymentFormState } from '../../../lib/use-payment-form';
import { owedText } from '../components/owed-text';
import {
  CARD_STATEMENT_PATH,
  CHOOSE_CARD_PATH,
  CREDIT_ACCENT,
  type CardPaymentReceipt,
  type CardScreenState,
} from '../paths';
import '../credit-card.css';

/** Dollars as the amount field shows them: 12.5 -> '12.50'. */
const asInput = (dollars: number) => (dollarsToCents(dollars) / 100).toFixed(2);

const FORM_ID = 'pay-credit-form';

function PayCardForm({
  payment,
  card,
  sources,
  onComplete,
}: {
  payment: PaymentFormState;
  card: CreditCardInstance;
  sources: readonly MoneySource[];
  onComplete: (receipt: CardPaymentReceipt) => void;
}) {
  const transfer = useTransferMoney();
  const { options, account } = bankAccountChoice(payment, sources);
  const closing = Math.abs(card.ClosingBalance);
  const fill = (dollars: number) => payment.enterAmount(asInput(dollars));

  return (
    <PaymentForm
      id={FORM_ID}
      payment={payment}
      check={() => cardPaymentProblem(cardPayment(card, account, payment.amountCents))}
      send={() =>
        transfer.mutateAsync({
          FromGameAppInstanceID: account?.appInstanceId ?? null,
          FromAccountInstanceID: account?.id ?? null,
          ToGameAppInstanceID: card.AppInstanceID,
          ToAccountInstanceID: card.ID,
          Amount: centsToDollars(payment.amountCents),
        })
      }
      onDone={() =>
        onComplete({
          amount: centsToDollars(payment.amountCents),
          from: account ? `${account.title} (${accountNumber(account.id)})` : '',
        })
      }
    >
      <dl className="card fact-list">
        <FactRow term="Closing balance">{owedText(card.ClosingBalance)}</FactRow>
        <FactRow term="Minimum repayment">{balanceText(card.MinRepayAmount)}</FactRow>
        <FactRow term="Due">
          {card.DueWeek === null ? 'Nothing due' : `Week ${card.DueWeek}`}
        </FactRow>
      </dl>
      <PaymentAccountSelect
        payment={payment}
        label="Pay from"
        options={options}
        emptyLabel="No bank account yet"
      />
      <PaymentAmount
        payment={payment}
        hint={
          closing > 0
            ? `Between ${balanceText(card.MinRepayAmount)} and ${balanceText(closing)}. Paying it all avoids interest.`
            : 'Nothing to pay yet: you can pay once a statement arrives.'
        }
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
    </PaymentForm>
  );
}

/**
 * Paying the card from a bank account, through a transfer to the card (spec part 1 section 5).
 * Whichever screen the payment started from (the card or its statement e-mail), it ends on the
 * card, which says what was paid and shows the new balance for as long as the player stays.
 */
export function PayCredit() {
  const navigate = useNavigate();
  const card = useCreditCard();
  const sources = usePaymentSources();
  const payment = usePaymentForm();
  if (card.data === null) return <Navigate to={CHOOSE_CARD_PATH} replace />;
  const read = allReads(card, sources);
  const ready = !read.isPending && !read.error;
  const showReceipt = (paid: CardPaymentReceipt) => {
    const state: CardScreenState = { paid };
    void navigate(CARD_STATEMENT_PATH, { replace: true, state });
  };

  return (
    <AppScreen
      title="Pay your card"
      backTo={CARD_STATEMENT_PATH}
      accent={CREDIT_ACCENT}
      action={
        ready ? (
          <PaymentButton
            form={FORM_ID}
            payment={payment}
            label="Pay"
            loadingLabel="Paying…"
            successLabel="Payment made!"
          />
        ) : undefined
      }
    >
      <ScreenState read={read} data={card.data}>
        {(held) => (
          <PayCardForm
            payment={payment}
            card={held}
            sources={sources.sources}
            onComplete={showReceipt}
          />
        )}
      </ScreenState>
    </AppScreen>
  );
}
