import { ArrowLeftRight, Lock, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ConfirmDialog, MessageDialog } from '../../../components/dialog';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { StatementTable } from '../../../components/statement-table';
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { failureMessage } from '../../../lib/game-queries';
import { accountNumber, balanceText } from '../../../lib/money-display';
import { kindOfAccount } from '../../../lib/payment-sources';
import { useCloseAccount } from '../api/close-account';
import { accountStatus } from '../components/account-row';
import { useHeldAccount } from '../components/use-held-account';
import { BANK_ACCENT, BANK_PATH, transferFromPath } from '../paths';
import '../banking.css';

/**
 * A bank account's statement (Week, Description, Money, Balance) with Transfer and Close account.
 * Closing moves the balance to the first other transaction account, after a confirm.
 */
export function AccountStatement() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const held = useHeldAccount(id);
  const close = useCloseAccount();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { account, closeTarget } = held;
  const kind = account ? kindOfAccount(account.AccountType) : undefined;
  const canMoveMoney = kind === 'transaction' || kind === 'savings';

  const askToClose = () => {
    if (!account || close.isPending) return;
    if (!closeTarget) {
      // The only transaction account: the bank needs one to stay open (spec part 1 section 5).
      setFailure(MONEY_MESSAGES.lastBankAccount);
      return;
    }
    setConfirming(true);
  };

  const confirmClose = async () => {
    setConfirming(false);
    if (!account || !closeTarget) return;
    try {
      await close.mutateAsync({
        AccountInstanceID: account.ID,
        TransferToAccountInstanceID: closeTarget.ID,
      });
      void navigate(BANK_PATH, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  const action =
    account && canMoveMoney ? (
      <div className="action-row">
        <Link className="button" to={transferFromPath(account.ID)}>
          <ArrowLeftRight aria-hidden="true" size={20} />
          Transfer
        </Link>
        <button
          type="button"
          className="button button--secondary"
          onClick={askToClose}
          aria-disabled={close.isPending || undefined}
        >
          <X aria-hidden="true" size={20} />
          {close.isPending ? 'Closing…' : 'Close account'}
        </button>
      </div>
    ) : undefined;

  return (
    <AppScreen
      title={account?.Title ?? 'Account'}
      backTo={BANK_PATH}

      accent={BANK_ACCENT}
      action={action}
    >
      {held.isPending && !held.error ? <LoadingState label="Loading your statement…" /> : null}
      {held.error ? <LoadFailure error={held.error} onRetry={held.refetch} /> : null}
      {!held.isPending && !held.error && !account ? (
        <p className="empty-state">
          This account is closed or doesn’t exist. <Link to={BANK_PATH}>Back to My Bank</Link>
        </p>
      ) : null}
      {account ? (
        <>
          <div className="balance-hero">
            <p className="balance-hero__label">Balance</p>
            <p className="balance-hero__value">{balanceText(account.Balance)}</p>
            <p className="balance-hero__meta">
              Account no. {accountNumber(account.ID)} · {accountStatus(account)}
            </p>
          </div>
          {kind === 'super' ? (
            <p className="money-note">
              <Lock aria-hidden="true" size={18} />
              <span>
                Super is locked until you retire, so you can’t move money out of it or close it.
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
        title="Close this account?"
        acceptLabel="Close account"
        declineLabel="Keep it open"
        onAccept={() => void confirmClose()}
        onDecline={() => setConfirming(false)}
      >
        {account && closeTarget ? (
          <p>
            Your balance of {balanceText(account.Balance)} will move to your first other transaction
            account, {closeTarget.Title} ({accountNumber(closeTarget.ID)}). You can’t undo this.
          </p>
        ) : null}
      </ConfirmDialog>
      <MessageDialog open={failure !== null} onClose={() => setFailure(null)}>
        <p>{failure}</p>
      </MessageDialog>
    </AppScreen>
  );
}
