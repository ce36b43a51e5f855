import { Lock, Plus, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { useBankAccounts, useInvestments } from '../../../lib/payment-sources';
import { AccountRow } from '../components/account-row';
import { hasTransactionAccount as anyTransactionAccount, LOCKED_EXPLANATION } from '../lock';
import { BANK_ACCENT, BANK_PATH } from '../paths';
import '../banking.css';

/** My Bank: the player's accounts and investments, with Open an account and Invest. */
export function BankingHome() {
  const accounts = useBankAccounts();
  const investments = useInvestments();
  const hasTransactionAccount = anyTransactionAccount(accounts.data);
  const loaded = accounts.data !== undefined;
  const action = (
    <div className="action-row">
      <Link className="button" to={`${BANK_PATH}/choose-account`}>
        <Plus aria-hidden="true" size={20} />
        Open an account
      </Link>
      {hasTransactionAccount ? (
        <Link className="button button--secondary" to={`${BANK_PATH}/choose-investment`}>
          <TrendingUp aria-hidden="true" size={20} />
          Invest
        </Link>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled
          aria-describedby="bank-locked-note"
        >
          <Lock aria-hidden="true" size={18} />
          Invest
        </button>
      )}
    </div>
  );

  return (
    <AppScreen title="My Bank" accent={BANK_ACCENT} action={action}>
      {loaded && !hasTransactionAccount ? (
        <p className="money-note money-note--warning" id="bank-locked-note">
          <Lock aria-hidden="true" size={18} />
          <span>{LOCKED_EXPLANATION}</span>
        </p>
      ) : null}

      <section className="bank-section" aria-labelledby="bank-accounts-heading">
        <h2 id="bank-accounts-heading" className="bank-section__title">
          Accounts
        </h2>
        {accounts.isPending ? <LoadingState label="Loading your accounts…" /> : null}
        {accounts.error ? (
          <LoadFailure error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : null}
        {accounts.data?.length === 0 ? (
          <p className="empty-state">
            You don’t have a bank account yet. Tap Open an account to choose one.
          </p>
        ) : null}
        {accounts.data?.length ? (
          <ul className="list">
            {accounts.data.map((account) => (
              <AccountRow key={account.ID} account={account} />
            ))}
          </ul>
        ) : null}
      </section>

      <section className="bank-section" aria-labelledby="bank-investments-heading">
        <h2 id="bank-investments-heading" className="bank-section__title">
          Investments
        </h2>
        {investments.isPending ? <LoadingState label="Loading your investments…" /> : null}
        {investments.error && !accounts.error ? (
          <LoadFailure error={investments.error} onRetry={() => void investments.refetch()} />
        ) : null}
        {investments.data?.length === 0 ? <p className="empty-state">No investments yet.</p> : null}
        {investments.data?.length ? (
          <ul className="list">
            {investments.data.map((account) => (
              <AccountRow key={account.ID} account={account} />
            ))}
          </ul>
        ) : null}
      </section>
    </AppScreen>
  );
}
