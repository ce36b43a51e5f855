import type { EverydayItem, EverydayResult } from '@mc/contract';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { AppScreen } from '../../../components/app-screen';
import { FailurePopup } from '../../../components/failure-popup';
import { MoneyInput, parseMoney } from '../../../components/money-input';
import { allReads, ScreenState } from '../../../components/screen-state';
import { SelectField } from '../../../components/select-field';
import { useGameOver } from '../../../lib/game-over';
import {
  canPayFrom,
  sourceLabel,
  usePaymentSources,
  type MoneySource,
} from '../../../lib/payment-sources';
import { balanceText as money } from '../../../lib/money-display';
import {
  useCancelSubscription,
  useEveryday,
  useRepayLender,
  useSetEverydayAccount,
} from '../api/everyday';
import { BANK_ACCENT, BANK_PATH } from '../paths';
import '../banking.css';

/** Cash, a transaction account or the card: what can be tapped for everyday spending. */
const canPayEveryday = (source: MoneySource) =>
  source.kind === 'cash' || source.kind === 'transaction' || source.kind === 'card';

const howOften = (item: EverydayItem) =>
  item.EveryWeeks === 1 ? 'a week' : `every ${item.EveryWeeks} weeks`;

function ended(item: EverydayItem): string {
  return item.EndReason === 'declined'
    ? `Stopped in week ${item.EndedWeek}: the payment was declined.`
    : `Cancelled in week ${item.EndedWeek}. It won’t renew.`;
}

/** One thing the player spends on, and Cancel for a subscription that still renews. */
function ItemRow({ item }: { item: EverydayItem }) {
  const cancel = useCancelSubscription();
  const gameOver = useGameOver();
  return (
    <li className="list__item everyday-item">
      <span className="everyday-item__what">
        <strong>{item.Title}</strong>
        <span className="bank-lead">{item.Payee}</span>
      </span>
      <span className="everyday-item__amount">
        {money(item.Amount)} {howOften(item)}
      </span>
      {item.IsSubscription ? (
        item.IsActive ? (
          <span className="everyday-item__note">
            Renews by itself until you cancel it.{' '}
            {gameOver ? null : (
              <button
                type="button"
                className="button button--secondary"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate({ SpendingID: item.ID })}
              >
                Cancel subscription
              </button>
            )}
          </span>
        ) : (
          <span className="everyday-item__note">{ended(item)}</span>
        )
      ) : null}
      <FailurePopup error={cancel.error} />
    </li>
  );
}

/** Which of the player's cash, accounts or card the spending comes out of. */
function SourceChoice({ view, sources }: { view: EverydayResult; sources: MoneySource[] }) {
  const choose = useSetEverydayAccount();
  const gameOver = useGameOver();
  const [saved, setSaved] = useState<string | null>(null);
  const options = sources.filter(canPayEveryday).map((s) => ({
    value: s.id,
    label: sourceLabel(s).replace(/^Pay off /, ''),
  }));
  return (
    <section className="card screen-section" aria-labelledby="everyday-source-heading">
      <h2 id="everyday-source-heading" className="screen-section__title">
        Pay from
      </h2>
      <SelectField
        label="Everyday spending comes out of"
        value={view.SourceID}
        options={options}
        placeholder="Choose where it comes from"
        touched={false}
        disabled={gameOver || choose.isPending}
        hint={`Your cash, a transaction account or your credit card. If it runs short, groceries and fares come out of your other accounts, then your cash; if that runs out too, ${view.Lender.Name} covers them and you owe it back. The subscription is declined instead.`}
        onChange={(id) => {
          if (!id) return;
          setSaved(null);
          choose.mutate(
            { FromAccountInstanceID: id },
            { onSuccess: (result) => setSaved(result.SourceTitle) },
          );
        }}
        onBlur={() => undefined}
      />
      {saved ? (
        <p className="notice notice--success" role="status">
          <CheckCircle2 className="notice__icon" aria-hidden="true" size={20} />
          <span className="notice__message">From now on it comes out of {saved}.</span>
        </p>
      ) : null}
      <FailurePopup error={choose.error} />
    </section>
  );
}

/** What is owed to whoever covered a shortfall, and a way to pay it back. */
function Repay({ view, sources }: { view: EverydayResult; sources: MoneySource[] }) {
  const repay = useRepayLender();
  const gameOver = useGameOver();
  const payers = sources.filter(canPayFrom);
  const [fromId, setFromId] = useState('');
  const [amount, setAmount] = useState(String(view.Lender.Owed));
  const [problem, setProblem] = useState<string | undefined>();
  const { Name, Owed } = view.Lender;
  return (
    <section className="card screen-section" aria-labelledby="everyday-owed-heading">
      <h2 id="everyday-owed-heading" className="screen-section__title">
        You owe {Name} {money(Owed)}
      </h2>
      <p className="bank-lead">
        {Name} covered everyday spending you couldn’t pay. It counts against your net position until
        you pay it back.
      </p>
      {gameOver ? null : (
        <form
          className="screen-section"
          onSubmit={(event) => {
            event.preventDefault();
            const dollars = parseMoney(amount);
            if (!fromId) return setProblem('Error: please select an account');
            if (!(dollars > 0)) return setProblem('Error: please enter amount');
            setProblem(undefined);
            repay.mutate({ FromAccountInstanceID: fromId, Amount: dollars });
          }}
        >
          <SelectField
            label="Pay back from"
            value={fromId}
            options={payers.map((s) => ({ value: s.id, label: sourceLabel(s) }))}
            placeholder="Choose an account"
            touched={problem !== undefined}
            error={problem === 'Error: please select an account' ? problem : undefined}
            onChange={setFromId}
            onBlur={() => undefined}
          />
          <MoneyInput
            label="Amount"
            value={amount}
            onChange={setAmount}
            error={problem === 'Error: please enter amount' ? problem : undefined}
          />
          <button type="submit" className="button" disabled={repay.isPending}>
            Pay {Name} back
          </button>
        </form>
      )}
      <FailurePopup error={repay.error} />
    </section>
  );
}

/** My Bank's Everyday spending: groceries, fares and subscriptions, with no bills. */
export function EverydaySpending() {
  const everyday = useEveryday();
  const payments = usePaymentSources();
  const read = allReads(everyday, {
    isPending: payments.isPending,
    error: payments.error,
    refetch: payments.refetch,
  });
  return (
    <AppScreen
      title="Everyday spending"
      backTo={BANK_PATH}
      backLabel="My Bank"
      accent={BANK_ACCENT}
    >
      <ScreenState read={read} data={everyday.data} loadingLabel="Loading your spending…">
        {(view) => (
          <>
            <section className="screen-section" aria-labelledby="everyday-heading">
              <h2 id="everyday-heading" className="screen-section__title">
                Each week
              </h2>
              <p className="bank-lead">
                There’s no bill for these. Like a tap of your card, {money(view.Weekly)} of
                groceries and fares comes out of <strong>{view.SourceTitle}</strong> at the end of
                each week, and subscriptions when they renew.
              </p>
              <ul className="list">
                {view.Items.map((item) => (
                  <ItemRow key={item.ID} item={item} />
                ))}
              </ul>
            </section>
            <SourceChoice view={view} sources={payments.sources} />
            {view.Lender.Owed > 0 ? (
              <Repay key={view.Lender.Owed} view={view} sources={payments.sources} />
            ) : null}
          </>
        )}
      </ScreenState>
    </AppScreen>
  );
}
