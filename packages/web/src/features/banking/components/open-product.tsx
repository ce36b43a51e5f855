import { Lock } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { PaymentButton } from '../../../components/payment-form';
import { allReads, ScreenState } from '../../../components/screen-state';
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
  const read = allReads(types, sources);
  const payment = usePaymentForm();
  const locked = product ? isLockedProduct(product, accounts.data) : false;
  const ready = product && !read.isPending && !read.error && !locked;

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
      <ScreenState
        read={read}
        data={product}
        empty={
          <>
            {shelf.notFound} <Link to={shelf.choosePath}>{shelf.seeAll}</Link>.
          </>
        }
      >
        {(chosen) => (
          <>
            <ProductCard product={chosen} />
            {locked ? (
              <p className="money-note money-note--warning">
                <Lock aria-hidden="true" size={18} />
                <span>{LOCKED_EXPLANATION}</span>
              </p>
            ) : (
              <DepositForm
                id={FORM_ID}
                payment={payment}
                product={chosen}
                sources={sources.sources}
                needsSource={shelf.needsSource(chosen)}
                submit={(body) => open.mutateAsync(body)}
                onDone={() => void navigate(BANK_PATH, { replace: true })}
              />
            )}
          </>
        )}
      </ScreenState>
    </AppScreen>
  );
}
