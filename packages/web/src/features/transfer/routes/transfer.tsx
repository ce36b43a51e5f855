import { useLocation, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { PaymentButton } from '../../../components/payment-form';
import { ScreenState } from '../../../components/screen-state';
import { usePaymentSources, useCreditCard } from '../../../lib/payment-sources';
import { usePaymentForm } from '../../../lib/use-payment-form';
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
  const sources = usePaymentSources();
  const card = useCreditCard();
  const backTo = originPath(app, fromAccountID);
  const payment = usePaymentForm({ sourceId: fromAccountID });
  const ready = !sources.isPending && !sources.error;

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
          <PaymentButton
            form={FORM_ID}
            payment={payment}
            label="Transfer"
            loadingLabel="Transferring…"
            successLabel="Transfer complete!"
          />
        ) : undefined
      }
    >
      <p className="transfer-lead">Move money between your cash and your bank accounts.</p>
      <ScreenState read={sources} data={sources.sources} loadingLabel="Loading your accounts…">
        {(held) => (
          <TransferForm
            id={FORM_ID}
            payment={payment}
            sources={held}
            card={card.data}
            onComplete={goBack}
          />
        )}
      </ScreenState>
    </AppScreen>
  );
}
