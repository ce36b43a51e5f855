import { useLocation, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { TransferButton } from '../../../components/transfer-button';
import { usePaymentSources, useCreditCard } from '../../../lib/payment-sources';
import { useTransferSteps } from '../../../lib/use-transfer-steps';
import { TransferForm } from '../components/transfer-form';
import '../transfer.css';

const TRANSFER_ACCENT = '#0f766e';
const FORM_ID = 'transfer-form';

/** Where the transfer was opened from, and so where back (and a finished transfer) goes. */
export function originPath(app: string | undefined, accountId: string | undefined): string {
  if (app === 'cashbox') return '/app/dashboard/cashbox';
  if (app === 'banking' && accountId)
    return `/app/dashboard/banking/account-statement/${accountId}`;
  if (app === 'investment' && accountId)
    return `/app/dashboard/banking/investment-statement/${accountId}`;
  if (accountId) return '/app/dashboard/banking';
  return '/app/dashboard';
}

/**
 * Moving money between cash and the player's accounts: /transfer, /transfer/{fromAccountID} and
 * /transfer/{app}/{fromAccountID} (spec part 1 section 2). One second after success it goes back.
 */
export function Transfer() {
  const { app, fromAccountID } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const payment = usePaymentSources();
  const card = useCreditCard();
  const backTo = originPath(app, fromAccountID);
  const steps = useTransferSteps();
  const ready = !payment.isPending && !payment.error;

  const goBack = () => {
    // Back where the player came from; straight to the origin when the page was opened directly.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(backTo, { replace: true });
  };

  return (
    <AppScreen
      title="Transfer money"
      backTo={backTo}
      accent={TRANSFER_ACCENT}
      action={
        ready ? (
          <TransferButton
            form={FORM_ID}
            step={steps.step}
            label="Transfer"
            loadingLabel="Transferring…"
            successLabel="Transfer complete!"
          />
        ) : undefined
      }
    >
      <p className="transfer-lead">Move money between your cash and your bank accounts.</p>
      {payment.isPending && !payment.error ? <LoadingState label="Loading your accounts…" /> : null}
      {payment.error ? <LoadFailure error={payment.error} onRetry={payment.refetch} /> : null}
      {ready ? (
        <TransferForm
          id={FORM_ID}
          steps={steps}
          sources={payment.sources}
          card={card.data}
          initialFromId={fromAccountID}
          onComplete={goBack}
        />
      ) : null}
    </AppScreen>
  );
}
