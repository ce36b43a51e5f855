import type { Bill } from '@mc/contract';
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { LoadingState } from '../../../components/loading-state';
import { SelectField } from '../../../components/select-field';
import { useEmail } from '../api/get-communication';
import { usePayBill } from '../api/pay-bill';
import { useBillSources, type BillSource } from '../components/bill-sources';
import { BillTag, isPayableTag } from '../components/bill-tag';
import { FailurePopup } from '../../../components/failure-popup';
import { EMAIL_ACCENT, EMAIL_HOME, money } from '../components/format';
import '../email.css';

const FORM_ID = 'pay-bill-form';

interface Receipt {
  amount: number;
  payee: string;
  from: string;
  automatic: boolean;
}

/** The spec's check before paying: an account is chosen and it can cover the whole bill. */
export function payBillError(choice: BillSource | undefined, bill: Bill): string | undefined {
  if (!choice) return MONEY_MESSAGES.selectAccount;
  if (choice.available < bill.Amount) {
    return `${MONEY_MESSAGES.selectedAccountFunds}. ${choice.source.title} has ${money(choice.available)} and this bill is ${money(bill.Amount)}.`;
  }
  return undefined;
}

/** Paying a bill (/emails/pay-bills/:id, the id of the bill's email). */
export function PayBillPage() {
  const { id = '' } = useParams();
  const backTo = `${EMAIL_HOME}/mail/${encodeURIComponent(id)}/1`;
  const email = useEmail(id);
  const payment = useBillSources();
  const sources = payment.sources;
  const pay = usePayBill();
  const [chosen, setChosen] = useState('');
  const [automatic, setAutomatic] = useState(false);
  const [touched, setTouched] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  const selectedId = chosen || (sources.length === 1 ? (sources[0]?.source.id ?? '') : '');
  const choice = sources.find((candidate) => candidate.source.id === selectedId);
  const bill = email.data?.Bill ?? null;
  const error = bill ? payBillError(choice, bill) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!bill || error || !choice) return;
    const { source } = choice;
    const setAutomatic = bill.IsRecurring && automatic;
    pay.mutate(
      {
        FromGameAppInstanceID: source.appInstanceId,
        FromAccountInstanceID: source.id,
        BillInstanceID: bill.ID,
        SetAutomatic: setAutomatic,
      },
      {
        onSuccess: () =>
          setReceipt({
            amount: bill.Amount,
            payee: bill.Payee,
            from: source.title,
            automatic: setAutomatic,
          }),
      },
    );
  };

  const canPay = !receipt && bill !== null && isPayableTag(bill.Tag);
  const action = canPay ? (
    <button
      type="submit"
      form={FORM_ID}
      className="button button--block"
      disabled={pay.isPending || payment.isPending}
    >
      {pay.isPending ? 'Paying…' : `Pay ${money(bill.Amount)}`}
    </button>
  ) : undefined;

  let body;
  if (receipt) body = <PaidNotice receipt={receipt} />;
  else if (email.isPending) body = <LoadingState label="Loading your bill…" />;
  else if (pay.isPending) body = <LoadingState label="Paying your bill…" />;
  else if (!bill) body = <p className="empty-state">There&apos;s no bill to pay in this email.</p>;
  else if (!isPayableTag(bill.Tag)) body = <NotPayable bill={bill} backTo={backTo} />;
  else
    body = (
      <>
        <BillSummary bill={bill} />
        <form id={FORM_ID} className="form card" onSubmit={onSubmit} noValidate>
          {payment.isPending ? (
            <LoadingState label="Finding your accounts…" />
          ) : (
            <SelectField
              label="Pay from"
              placeholder={sources.length === 0 ? 'No accounts to pay from' : 'Choose an account'}
              value={selectedId}
              options={sources.map((s) => ({ value: s.source.id, label: s.label }))}
              disabled={sources.length <= 1}
              error={error}
              touched={touched}
              onChange={(value) => {
                setChosen(value);
                setTouched(true);
              }}
              onBlur={() => setTouched(true)}
              hint="Pay from your cash, a bank account or your credit card. It needs enough money to cover the whole bill."
            />
          )}
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
        </form>
      </>
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
      <FailurePopup error={email.error ?? payment.error ?? pay.error} />
    </AppScreen>
  );
}

/** The bill in brief: who, what, how much and by when. */
function BillSummary({ bill }: { bill: Bill }) {
  const fees = bill.LateFees + bill.Fees;
  return (
    <section className="card pay-bill__summary" aria-label="Bill to pay">
      <p className="pay-bill__payee">{bill.Payee}</p>
      <p>{bill.Title}</p>
      <p className="pay-bill__amount">{money(bill.Amount)}</p>
      {fees > 0 ? <p>Includes {money(fees)} in fees.</p> : null}
      <p className="pay-bill__due">
        Due by the end of week {bill.WeekDue}
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
    Collected: 'This bill has been passed to a debt collector, so it can’t be paid here any more.',
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
