import type { BankAccountInstance } from '@mc/contract';
import { Lock, Plus, ShoppingBasket, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ListSection } from '../../../components/screen-list';
import { TitledSection } from '../../../components/titled-section';
import { useBankAccounts, useInvestments } from '../../../lib/payment-sources';
import { AccountRow } from '../components/account-row';
import { hasTransactionAccount as anyTransactionAccount, LOCKED_EXPLANATION } from '../lock';
import { BANK_ACCENT, BANK_PATH, EVERYDAY_SPENDING_PATH } from '../paths';
import '../banking.css';

/** An account or an investment, as both lists show it. */
const accountRow = (account: BankAccountInstance) => (
  <AccountRow key={account.ID} account={account} />
);

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

      <ListSection
        title="Accounts"
        read={accounts}
        loadingLabel="Loading your accounts…"
        empty="You don’t have a bank account yet. Tap Open an account to choose one."
      >
        {accountRow}
      </ListSection>

      <ListSection
        title="Investments"
        read={investments}
        after={accounts}
        loadingLabel="Loading your investments…"
        empty="No investments yet."
      >
        {accountRow}
      </ListSection>

      <TitledSection title="Everyday spending">
        <p className="bank-lead">
          Groceries, bus fares and subscriptions come out each week with no bill. Choose where they
          come from, or cancel a subscription.
        </p>
        <Link className="button button--secondary" to={EVERYDAY_SPENDING_PATH}>
          <ShoppingBasket aria-hidden="true" size={20} />
          Everyday spending
        </Link>
      </TitledSection>
    </AppScreen>
  );
}
