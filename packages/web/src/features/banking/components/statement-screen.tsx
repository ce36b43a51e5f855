import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ConfirmDialog, MessageDialog } from '../../../components/dialog';
import { ScreenState } from '../../../components/screen-state';
import { StatementTable } from '../../../components/statement-table';
import { failureMessage } from '../../../lib/game-queries';
import { balanceText } from '../../../lib/money-display';
import { useCloseAccount } from '../api/close-account';
import { BANK_ACCENT, BANK_PATH, transferFromPath } from '../paths';
import type { StatementClosing, StatementView } from '../statement-views';
import { useHeldAccount } from './use-held-account';
import '../banking.css';

/**
 * One of the player's accounts or investments: its balance, the notes its view adds, and its
 * statement (Week, Description, Money, Balance), with the way it closes in the action bar.
 */
export function StatementScreen({ view }: { view: StatementView }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const held = useHeldAccount(id);
  const close = useCloseAccount();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { account, closeTarget } = held;
  const loaded = !held.isPending && !held.error;
  const closing = account && loaded ? view.closing(account, closeTarget) : null;

  const askToClose = () => {
    if (!closing || close.isPending) return;
    if (closing.refusal) setFailure(closing.refusal);
    else setConfirming(true);
  };

  const confirmClose = async () => {
    setConfirming(false);
    if (!account || !closing) return;
    try {
      await close.mutateAsync({
        AccountInstanceID: account.ID,
        TransferToAccountInstanceID: closing.targetId,
      });
      await navigate(BANK_PATH, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <AppScreen
      title={account?.Title ?? view.fallbackTitle}
      backTo={BANK_PATH}
      accent={BANK_ACCENT}
      action={
        account && closing ? (
          <ClosingAction
            accountId={account.ID}
            closing={closing}
            busy={close.isPending}
            onClose={askToClose}
          />
        ) : undefined
      }
    >
      <ScreenState
        read={held}
        data={account}
        loadingLabel="Loading your statement…"
        empty={
          <>
            {view.missing} <Link to={BANK_PATH}>Back to My Bank</Link>
          </>
        }
      >
        {(shown) => (
          <>
            <div className="balance-hero">
              <p className="balance-hero__label">Balance</p>
              <p className="balance-hero__value">{balanceText(shown.Balance)}</p>
              <p className="balance-hero__meta">{view.heroMeta(shown)}</p>
            </div>
            {view.notes(shown, closeTarget)}
            {held.statement ? (
              <StatementTable
                rows={held.statement.Transactions}
                caption="Transactions, newest first"
              />
            ) : null}
          </>
        )}
      </ScreenState>

      {closing ? (
        <ConfirmDialog
          open={confirming}
          title={closing.confirm.title}
          acceptLabel={closing.confirm.acceptLabel}
          declineLabel={closing.confirm.declineLabel}
          onAccept={() => void confirmClose()}
          onDecline={() => setConfirming(false)}
        >
          {closing.confirm.body}
        </ConfirmDialog>
      ) : null}
      <MessageDialog open={failure !== null} onClose={() => setFailure(null)}>
        <p>{failure}</p>
      </MessageDialog>
    </AppScreen>
  );
}

/** The closing button, beside Transfer for an account money moves in and out of. */
function ClosingAction({
  accountId,
  closing,
  busy,
  onClose,
}: {
  accountId: string;
  closing: StatementClosing;
  busy: boolean;
  onClose: () => void;
}) {
  const button = (
    <button
      type="button"
      className={closing.className}
      onClick={onClose}
      aria-disabled={busy || undefined}
    >
      <closing.Icon aria-hidden="true" size={20} />
      {busy ? closing.busyLabel : closing.label}
    </button>
  );
  if (!closing.withTransfer) return button;
  return (
    <div className="action-row">
      <Link className="button" to={transferFromPath(accountId)}>
        <ArrowLeftRight aria-hidden="true" size={20} />
        Transfer
      </Link>
      {button}
    </div>
  );
}
