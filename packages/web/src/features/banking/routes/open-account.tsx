import { Lock } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { TransferButton } from '../../../components/transfer-button';
import { usePaymentSources, useBankAccounts } from '../../../lib/payment-sources';
import { useAccountTypes } from '../api/get-account-types';
import { useOpenAccount } from '../api/open-account';
import { DepositForm } from '../components/deposit-form';
import { ProductCard } from '../components/product-card';
import { isLockedProduct, LOCKED_EXPLANATION } from '../lock';
import { BANK_ACCENT, BANK_PATH } from '../paths';
import { useTransferSteps } from '../../../lib/use-transfer-steps';
import '../banking.css';

const FORM_ID = 'deposit-form';

/**
 * Opening the chosen account. With a minimum balance the player picks where the opening deposit
 * comes from and how much; with none, the account opens empty (spec part 1 section 5).
 */
export function OpenAccount() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const types = useAccountTypes();
  const accounts = useBankAccounts();
  const payment = usePaymentSources();
  const open = useOpenAccount();
  const product = types.data?.find((type) => type.ID === id);
  const error = types.error ?? payment.error;
  const loading = types.isPending || payment.isPending;
  const steps = useTransferSteps();
  const ready = product && !loading && !error && !isLockedProduct(product, accounts.data);

  return (
    <AppScreen
      title="Open an account"
      backTo={`${BANK_PATH}/choose-account`}
      accent={BANK_ACCENT}
      action={
        ready ? (
          <TransferButton
            form={FORM_ID}
            step={steps.step}
            label={`Open ${product.Title}`}
            loadingLabel="Opening…"
            successLabel="Account opened!"
          />
        ) : undefined
      }
    >
      {loading && !error ? <LoadingState /> : null}
      {error ? (
        <LoadFailure
          error={error}
          onRetry={() => {
            void types.refetch();
            payment.refetch();
          }}
        />
      ) : null}
      {!loading && !error && !product ? (
        <p className="empty-state">
          We couldn’t find that account.{' '}
          <Link to={`${BANK_PATH}/choose-account`}>See the accounts on offer</Link>.
        </p>
      ) : null}
      {product && !loading && !error ? (
        <>
          <ProductCard product={product} />
          {isLockedProduct(product, accounts.data) ? (
            <p className="money-note money-note--warning">
              <Lock aria-hidden="true" size={18} />
              <span>{LOCKED_EXPLANATION}</span>
            </p>
          ) : (
            <DepositForm
              id={FORM_ID}
              steps={steps}
              product={product}
              sources={payment.sources}
              needsSource={product.MinimumBalance > 0}
              submit={(body) => open.mutateAsync(body)}
              onDone={() => void navigate(BANK_PATH, { replace: true })}
            />
          )}
        </>
      ) : null}
    </AppScreen>
  );
}
