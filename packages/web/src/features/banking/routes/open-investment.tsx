import { Lock } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { TransferButton } from '../../../components/transfer-button';
import { useBankAccounts, usePaymentSources } from '../../../lib/payment-sources';
import { useInvestmentTypes } from '../api/get-account-types';
import { useOpenInvestment } from '../api/open-investment';
import { DepositForm } from '../components/deposit-form';
import { ProductCard } from '../components/product-card';
import { hasTransactionAccount, LOCKED_EXPLANATION } from '../lock';
import { BANK_ACCENT, BANK_PATH } from '../paths';
import { useTransferSteps } from '../../../lib/use-transfer-steps';
import '../banking.css';

const FORM_ID = 'deposit-form';

/** Opening a term deposit: a source account is required and the amount can't exceed its balance. */
export function OpenInvestment() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const types = useInvestmentTypes();
  const accounts = useBankAccounts();
  const payment = usePaymentSources();
  const open = useOpenInvestment();
  const product = types.data?.find((type) => type.ID === id);
  const error = types.error ?? payment.error;
  const loading = types.isPending || payment.isPending;
  const steps = useTransferSteps();
  const ready = product && !loading && !error && hasTransactionAccount(accounts.data);

  return (
    <AppScreen
      title="Invest"
      backTo={`${BANK_PATH}/choose-investment`}
      accent={BANK_ACCENT}
      action={
        ready ? (
          <TransferButton
            form={FORM_ID}
            step={steps.step}
            label={'Invest'}
            loadingLabel="Opening…"
            successLabel="Invested!"
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
          We couldn’t find that investment.{' '}
          <Link to={`${BANK_PATH}/choose-investment`}>See the investments on offer</Link>.
        </p>
      ) : null}
      {product && !loading && !error ? (
        <>
          <ProductCard product={product} />
          {hasTransactionAccount(accounts.data) ? (
            <DepositForm
              id={FORM_ID}
              steps={steps}
              product={product}
              sources={payment.sources}
              needsSource
              submit={(body) => open.mutateAsync(body)}
              onDone={() => void navigate(BANK_PATH, { replace: true })}
            />
          ) : (
            <p className="money-note money-note--warning">
              <Lock aria-hidden="true" size={18} />
              <span>{LOCKED_EXPLANATION}</span>
            </p>
          )}
        </>
      ) : null}
    </AppScreen>
  );
}
