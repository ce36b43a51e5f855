import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { StatementTable } from '../../../components/statement-table';
import { useStatement } from '../../../lib/account-statement';
import { balanceText } from '../../../lib/money-display';
import { useCashbox } from '../../../lib/payment-sources';
import '../cashbox.css';

const CASH_ACCENT = '#15803d';

/** My Cash: the cash in your wallet, its statement and a way to move money. */
export function Cashbox() {
  const cash = useCashbox();
  const statement = useStatement(cash.data?.AppInstanceID, cash.data?.ID);
  const error = cash.error ?? statement.error;
  const action = cash.data ? (
    <Link className="button button--block" to={`/app/dashboard/transfer/cashbox/${cash.data.ID}`}>
      <ArrowLeftRight aria-hidden="true" size={20} />
      Move money
    </Link>
  ) : undefined;

  return (
    <AppScreen title="My Cash" accent={CASH_ACCENT} action={action}>
      {cash.isPending && !error ? <LoadingState label="Counting your cash…" /> : null}
      {error ? (
        <LoadFailure
          error={error}
          onRetry={() => {
            void cash.refetch();
            void statement.refetch();
          }}
        />
      ) : null}
      {cash.data ? (
        <>
          <div className="balance-hero cash-hero">
            <p className="balance-hero__label">Cash in your wallet</p>
            <p className="balance-hero__value">{balanceText(cash.data.Balance)}</p>
            <p className="balance-hero__meta">
              Cash is handy, but it doesn’t earn interest. Move what you don’t need into the bank.
            </p>
          </div>
          {statement.isPending ? <LoadingState label="Loading your statement…" /> : null}
          {statement.data ? (
            <StatementTable
              rows={statement.data.Transactions}
              caption="Cash in and out, newest first"
            />
          ) : null}
        </>
      ) : null}
    </AppScreen>
  );
}
