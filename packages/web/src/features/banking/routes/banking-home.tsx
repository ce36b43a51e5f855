import { Lock, Plus, ShoppingBasket, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ScreenState } from '../../../components/screen-state';
import { useBankAccounts, useInvestments } from '../../../lib/payment-sources';
import { AccountRow } from '../components/account-row';
import { hasTransactionAccount as anyTransactionAccount, LOCKED_EXPLANATION } from '../lock';
import { BANK_ACCENT, BANK_PATH, EVERYDAY_SPENDING_PATH } from '../paths';
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
        <ScreenState
          read={accounts}
          data={accounts.data}
          loadingLabel="Loading your accounts…"
          isEmpty={(held) => held.length === 0}
          empty="You don’t have a bank account yet. Tap Open an account to choose one."
        >
          {(held) => (
            <ul className="list">
              {held.map((account) => (
                <AccountRow key={account.ID} account={account} />
              ))}
            </ul>
          )}
        </ScreenState>
      </section>

      <section className="bank-section" aria-labelledby="bank-investments-heading">
        <h2 id="bank-investments-heading" className="bank-section__title">
          Investments
        </h2>
        {/* One failure popup is enough: when the accounts failed, so did this. */}
        {accounts.error ? null : (
          <ScreenState
            read={investments}
            data={investments.data}
            loadingLabel="Loading your investments…"
            isEmpty={(held) => held.length === 0}
            empty="No investments yet."
          >
            {(held) => (
              <ul className="list">
                {held.map((account) => (
                  <AccountRow key={account.ID} account={account} />
                ))}
              </ul>
            )}
          </ScreenState>
        )}
      </section>

      <section className="bank-section" aria-labelledby="bank-everyday-heading">
        <h2 id="bank-everyday-heading" className="bank-section__title">
          Everyday spending
        </h2>
        <p className="bank-lead">
          Groceries, bus fares and subscriptions come out each week with no bill. Choose where they
          come from, or cancel a subscription.
        </p>
        <Link className="button button--secondary" to={EVERYDAY_SPENDING_PATH}>
          <ShoppingBasket aria-hidden="true" size={20} />
          Everyday spending
        </Link>
      </section>
    </AppScreen>
  );
}
