import { CalendarClock, CircleCheck, Lock, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ConfirmDialog, MessageDialog } from '../../../components/dialog';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { StatementTable } from '../../../components/statement-table';
import { failureMessage } from '../../../lib/game-queries';
import { accountNumber, balanceText, percentText } from '../../../lib/money-display';
import { kindOfAccount } from '../../../lib/payment-sources';
import { useCloseAccount } from '../api/close-account';
import { useHeldAccount } from '../components/use-held-account';
import { BANK_ACCENT, BANK_PATH } from '../paths';
import '../banking.css';

const weeksText = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

/**
 * A term deposit (or the super fund): its statement, locked until it matures with the weeks to
 * go; when mature, Withdraw; before that, Withdraw early after a confirm about the interest it
 * costs. Withdrawing closes it and the money goes to the first transaction account.
 */
export function InvestmentStatement() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const held = useHeldAccount(id);
  const close = useCloseAccount();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { account, closeTarget } = held;
  const kind = account ? kindOfAccount(account.AccountType) : undefined;
  const isTermDeposit = kind === 'term-deposit';
  const mature = Boolean(account?.IsMature);

  const withdraw = async () => {
    setConfirming(false);
    if (!account) return;
    try {
      await close.mutateAsync({
        AccountInstanceID: account.ID,
        TransferToAccountInstanceID: closeTarget?.ID ?? null,
      });
      void navigate(BANK_PATH, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  const action =
    account && isTermDeposit ? (
      <button
        type="button"
        className={mature ? 'button button--block' : 'button button--secondary button--block'}
        aria-disabled={close.isPending || undefined}
        onClick={() => {
          if (!close.isPending) setConfirming(true);
        }}
      >
        <Wallet aria-hidden="true" size={20} />
        {close.isPending ? 'Withdrawing…' : mature ? 'Withdraw' : 'Withdraw early'}
      </button>
    ) : undefined;

  const destination = closeTarget
    ? `${closeTarget.Title} (${accountNumber(closeTarget.ID)})`
    : 'your transaction account';

  return (
    <AppScreen
      title={account?.Title ?? 'Investment'}
      backTo={BANK_PATH}

      accent={BANK_ACCENT}
      action={action}
    >
      {held.isPending && !held.error ? <LoadingState label="Loading your statement…" /> : null}
      {held.error ? <LoadFailure error={held.error} onRetry={held.refetch} /> : null}
      {!held.isPending && !held.error && !account ? (
        <p className="empty-state">
          This investment is closed or doesn’t exist. <Link to={BANK_PATH}>Back to My Bank</Link>
        </p>
      ) : null}
      {account ? (
        <>
          <div className="balance-hero">
            <p className="balance-hero__label">Balance</p>
            <p className="balance-hero__value">{balanceText(account.Balance)}</p>
            <p className="balance-hero__meta">Account no. {accountNumber(account.ID)}</p>
          </div>
          {isTermDeposit ? (
            <dl className="card fact-list">
              <div className="fact-list__row">
                <dt>Interest rate</dt>
                <dd>{percentText(account.InterestRate)} a year</dd>
              </div>
              <div className="fact-list__row">
                <dt>Interest earned so far</dt>
                <dd>{balanceText(account.AccruedInterest)}</dd>
              </div>
              {account.MaturityWeek !== null ? (
                <div className="fact-list__row">
                  <dt>Matures</dt>
                  <dd>End of week {account.MaturityWeek}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {isTermDeposit && mature ? (
            <p className="money-note">
              <CircleCheck aria-hidden="true" size={18} />
              <span>
                Your term deposit has matured. Withdraw it to move the money and its interest to
                {` ${destination}`}.
              </span>
            </p>
          ) : null}
          {isTermDeposit && !mature ? (
            <p className="money-note money-note--warning">
              <CalendarClock aria-hidden="true" size={18} />
              <span>
                <strong>{weeksText(account.WeeksToMaturity)} to maturity.</strong> Your money is
                locked in until then, earning interest.
              </span>
            </p>
          ) : null}
          {kind === 'super' ? (
            <p className="money-note">
              <Lock aria-hidden="true" size={18} />
              <span>
                Super is locked until you retire, so you can’t move money out of it or close it.
                Your employer pays into it on top of your wages.
              </span>
            </p>
          ) : null}
          {held.statement ? (
            <StatementTable
              rows={held.statement.Transactions}
              caption="Transactions, newest first"
            />
          ) : null}
        </>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={mature ? 'Withdraw your term deposit?' : 'Withdraw early?'}
        acceptLabel={mature ? 'Withdraw' : 'Withdraw early'}
        declineLabel={mature ? 'Not now' : 'Keep it invested'}
        onAccept={() => void withdraw()}
        onDecline={() => setConfirming(false)}
      >
        {mature ? (
          <p>
            Your money and its interest will move to {destination}, and this term deposit will
            close.
          </p>
        ) : (
          <>
            <p>
              It still has {account ? weeksText(account.WeeksToMaturity) : ''} to go. If you take
              your money out now, the bank cuts the interest you’ve earned: the earlier you
              withdraw, the more you lose.
            </p>
            <p>Your money will move to {destination}, and this term deposit will close.</p>
          </>
        )}
      </ConfirmDialog>
      <MessageDialog open={failure !== null} onClose={() => setFailure(null)}>
        <p>{failure}</p>
      </MessageDialog>
    </AppScreen>
  );
}
