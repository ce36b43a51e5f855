import { dollarsToCents, paymentProblem, type Bill, type MoneyProblem } from '@mc/contract';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { PaymentAccountSelect, PaymentButton, PaymentForm } from '../../../components/payment-form';
import { allReads, ScreenState } from '../../../components/screen-state';
import { useGameOver } from '../../../lib/game-over';
import { usePaymentForm, type PaymentFormState } from '../../../lib/use-payment-form';
import { useEmail } from '../api/get-communication';
import { usePayBill } from '../api/pay-bill';
import { useItemSources, type ItemSource } from '../../../lib/item-sources';
import { BillTag, isPayableTag } from '../components/bill-tag';
import { EMAIL_ACCENT, EMAIL_HOME, money } from '../components/format';
import '../email.css';

const FORM_ID = 'pay-bill-form';

interface Receipt {
  amount: number;
  payee: string;
  from: string;
  automatic: boolean;
}

/**
 * The contract's rule for a fixed payment: an account chosen that covers the whole bill; when it
 * does not, the message says how much it has and how much the bill is.
 */
function billCheck(choice: ItemSource | undefined, bill: Bill): MoneyProblem | null {
  const problem = paymentProblem({
    sourceChosen: choice !== undefined,
    amountCents: dollarsToCents(bill.Amount),
    availableCents: choice ? dollarsToCents(choice.available) : 0,
  });
  if (!problem || !choice || problem.field !== 'amount') return problem;
  return {
    ...problem,
    message: `${problem.message}. ${choice.source.title} has ${money(choice.available)} and this bill is ${money(bill.Amount)}.`,
  };
}

interface BillPaymentFormProps {
  payment: PaymentFormState;
  bill: Bill;
  sources: readonly ItemSource[];
  onPaid: (receipt: Receipt) => void;
}

/** Where the bill is paid from and, for a recurring bill, whether to pay the next ones too. */
function BillPaymentForm({ payment, bill, sources, onPaid }: BillPaymentFormProps) {
  const pay = usePayBill();
  const [automatic, setAutomatic] = useState(false);
  const options = sources.map((s) => ({ value: s.source.id, label: s.label }));
  const chosenId = payment.chosenId('source', options);
  const choice = sources.find((candidate) => candidate.source.id === chosenId);
  const setsAutomatic = bill.IsRecurring && automatic;

  return (
    <PaymentForm
      id={FORM_ID}
      payment={payment}
      className="card"
      check={() => billCheck(choice, bill)}
      send={() =>
        pay.mutateAsync({
          FromGameAppInstanceID: choice?.source.appInstanceId ?? null,
          FromAccountInstanceID: choice?.source.id ?? null,
          BillInstanceID: bill.ID,
          SetAutomatic: setsAutomatic,
        })
      }
      onDone={() =>
        onPaid({
          amount: bill.Amount,
          payee: bill.Payee,
          from: choice?.source.title ?? '',
          automatic: setsAutomatic,
        })
      }
    >
      <PaymentAccountSelect
        payment={payment}
        label="Pay from"
        options={options}
        emptyLabel="No accounts to pay from"
        hint="Pay from your cash, a bank account or your credit card. It needs enough money to cover the whole bill."
      />
      {bill.IsRecurring ? (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={automatic}
            onChange={(event) => setAutomatic(event.target.checked)}
          />
          <span>Pay automatically from now on (direct debit)</span>
        </label>
      ) : null}
    </PaymentForm>
  );
}

/** Paying a bill (/emails/pay-bills/:id, the id of the bill's email). */
export function PayBillPage() {
  const { id = '' } = useParams();
  const backTo = `${EMAIL_HOME}/mail/${encodeURIComponent(id)}/1`;
  const email = useEmail(id);
  const sources = useItemSources('buy');
  const payment = usePaymentForm({ typedAmount: false });
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const read = allReads(email, sources);
  const bill = email.data?.Bill ?? null;
  // Once paid, the bill reads back as Paid: the form stays until the button has shown success.
  const paying = payment.step !== 'idle';
  const canPay = !receipt && bill !== null && (paying || isPayableTag(bill.Tag));

  const action =
    canPay && !read.isPending && !read.error ? (
      <PaymentButton
        form={FORM_ID}
        payment={payment}
        label={`Pay ${money(bill.Amount)}`}
        loadingLabel="Paying…"
        successLabel="Bill paid!"
      />
    ) : undefined;

  const body = receipt ? (
    <PaidNotice receipt={receipt} />
  ) : (
    <ScreenState
      read={read}
      data={bill}
      loadingLabel="Loading your bill…"
      empty="There's no bill to pay in this email."
    >
      {(shown) =>
        canPay ? (
          <>
            <BillSummary bill={shown} />
            <BillPaymentForm
              payment={payment}
              bill={shown}
              sources={sources.sources}
              onPaid={setReceipt}
            />
          </>
        ) : (
          <NotPayable bill={shown} backTo={backTo} />
        )
      }
    </ScreenState>
  );

  return (
    <AppScreen
      title="Pay bill"
      backTo={backTo}
      backLabel="Email"
      accent={EMAIL_ACCENT}
      action={action}
    >
      {body}
    </AppScreen>
  );
}

/** The bill in brief: who, what, how much and by when. */
function BillSummary({ bill }: { bill: Bill }) {
  const gameOver = useGameOver();
  const fees = bill.LateFees + bill.Fees;
  return (
    <section className="card pay-bill__summary" aria-label="Bill to pay">
      <p className="pay-bill__payee">{bill.Payee}</p>
      <p>{bill.Title}</p>
      <p className="pay-bill__amount">{money(bill.Amount)}</p>
      {fees > 0 ? <p>Includes {money(fees)} in fees.</p> : null}
      <p className="pay-bill__due">
        {gameOver ? 'Not paid when the game ended' : `Due by the end of week ${bill.WeekDue}`}
        <BillTag tag={bill.Tag} bill={bill} />
      </p>
    </section>
  );
}

function PaidNotice({ receipt }: { receipt: Receipt }) {
  return (
    <div className="notice notice--success" role="status">
      <CheckCircle2 className="notice__icon" aria-hidden="true" size={28} />
      <div className="pay-bill__receipt">
        <p className="notice__message">
          Paid! You paid {money(receipt.amount)} to {receipt.payee} from {receipt.from}.
        </p>
        {receipt.automatic ? (
          <p>Direct debit is on: the next ones will be paid from {receipt.from} automatically.</p>
        ) : null}
        <Link className="button button--secondary pay-bill__back" to={`${EMAIL_HOME}/1`}>
          Back to your bills
        </Link>
      </div>
    </div>
  );
}

function NotPayable({ bill, backTo }: { bill: Bill; backTo: string }) {
  const words: Record<string, string> = {
    Paid: 'This bill has already been paid.',
    Expired: 'This bill has expired, so there’s nothing to pay.',
  };
  return (
    <div className="card">
      <p>{words[bill.Tag] ?? 'This bill can’t be paid.'}</p>
      <Link className="button button--secondary" to={backTo}>
        Back to the email
      </Link>
    </div>
  );
}
