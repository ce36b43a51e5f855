import { Lock } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { PaymentButton } from '../../../components/payment-form';
import { useBankAccounts, usePaymentSources } from '../../../lib/payment-sources';
import { usePaymentForm } from '../../../lib/use-payment-form';
import { isLockedProduct, LOCKED_EXPLANATION } from '../lock';
import { BANK_ACCENT, BANK_PATH } from '../paths';
import type { ProductShelf } from '../products';
import { DepositForm } from './deposit-form';
import { ProductCard } from './product-card';
import '../banking.css';

const FORM_ID = 'deposit-form';

/** Opening the product chosen from a shelf: where the money comes from and how much. */
export function OpenProduct({ shelf }: { shelf: ProductShelf }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const types = shelf.useTypes();
  const accounts = useBankAccounts();
  const sources = usePaymentSources();
  const open = shelf.useOpen();
  const product = types.data?.find((type) => type.ID === id);
  const error = types.error ?? sources.error;
  const loading = types.isPending || sources.isPending;
  const payment = usePaymentForm();
  const locked = product ? isLockedProduct(product, accounts.data) : false;
  const ready = product && !loading && !error && !locked;

  return (
    <AppScreen
      title={shelf.screenTitle}
      backTo={shelf.choosePath}
      accent={BANK_ACCENT}
      action={
        ready ? (
          <PaymentButton
            form={FORM_ID}
            payment={payment}
            label={shelf.openLabel(product)}
            loadingLabel="Opening…"
            successLabel={shelf.successLabel}
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
            sources.refetch();
          }}
        />
      ) : null}
      {!loading && !error && !product ? (
        <p className="empty-state">
          {shelf.notFound} <Link to={shelf.choosePath}>{shelf.seeAll}</Link>.
        </p>
      ) : null}
      {product && !loading && !error ? (
        <>
          <ProductCard product={product} />
          {locked ? (
            <p className="money-note money-note--warning">
              <Lock aria-hidden="true" size={18} />
              <span>{LOCKED_EXPLANATION}</span>
            </p>
          ) : (
            <DepositForm
              id={FORM_ID}
              payment={payment}
              product={product}
              sources={sources.sources}
              needsSource={shelf.needsSource(product)}
              submit={(body) => open.mutateAsync(body)}
              onDone={() => void navigate(BANK_PATH, { replace: true })}
            />
          )}
        </>
      ) : null}
    </AppScreen>
  );
}
