import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { useBankAccounts } from '../../../lib/payment-sources';
import { useInvestmentTypes } from '../api/get-account-types';
import { ProductCard } from '../components/product-card';
import { hasTransactionAccount, LOCKED_EXPLANATION } from '../lock';
import { BANK_ACCENT, BANK_PATH, openInvestmentPath } from '../paths';
import '../banking.css';

/** Term deposits on offer: rate and term in weeks; each opens its own form. */
export function ChooseInvestment() {
  const types = useInvestmentTypes();
  const accounts = useBankAccounts();
  const unlocked = hasTransactionAccount(accounts.data);

  return (
    <AppScreen title="Invest" backTo={BANK_PATH} accent={BANK_ACCENT}>
      <p className="bank-lead">
        A term deposit locks your money away for a set number of weeks. In return the bank pays you
        more interest than an everyday account.
      </p>
      {accounts.data && !unlocked ? (
        <p className="money-note money-note--warning">
          <Lock aria-hidden="true" size={18} />
          <span>{LOCKED_EXPLANATION}</span>
        </p>
      ) : null}
      {types.isPending || accounts.isPending ? (
        <LoadingState label="Loading the bank’s investments…" />
      ) : null}
      {types.error || accounts.error ? (
        <LoadFailure
          error={types.error ?? accounts.error}
          onRetry={() => {
            void types.refetch();
            void accounts.refetch();
          }}
        />
      ) : null}
      {types.data?.length === 0 ? (
        <p className="empty-state">The bank has no investments on offer right now.</p>
      ) : null}
      {types.data && accounts.data ? (
        <ul className="list product-list">
          {types.data.map((type) => (
            <li key={type.ID}>
              <ProductCard product={type}>
                {unlocked ? (
                  <Link className="button button--block" to={openInvestmentPath(type.ID)}>
                    Choose {type.Title}
                  </Link>
                ) : (
                  <p className="product-card__status">
                    <Lock aria-hidden="true" size={18} />
                    Locked until you open a transaction account.
                  </p>
                )}
              </ProductCard>
            </li>
          ))}
        </ul>
      ) : null}
    </AppScreen>
  );
}
