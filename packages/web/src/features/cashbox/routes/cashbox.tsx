import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ScreenState } from '../../../components/screen-state';
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
  const action = cash.data ? (
    <Link className="button button--block" to={`/app/dashboard/transfer/cashbox/${cash.data.ID}`}>
      <ArrowLeftRight aria-hidden="true" size={20} />
      Move money
    </Link>
  ) : undefined;

  return (
    <AppScreen title="My Cash" accent={CASH_ACCENT} action={action}>
      <ScreenState read={cash} data={cash.data} loadingLabel="Counting your cash…">
        {(held) => (
          <>
            <div className="balance-hero cash-hero">
              <p className="balance-hero__label">Cash in your wallet</p>
              <p className="balance-hero__value">{balanceText(held.Balance)}</p>
              <p className="balance-hero__meta">
                Cash is handy, but it doesn’t earn interest. Move what you don’t need into the bank.
              </p>
            </div>
            <ScreenState
              read={statement}
              data={statement.data}
              loadingLabel="Loading your statement…"
            >
              {(read) => (
                <StatementTable rows={read.Transactions} caption="Cash in and out, newest first" />
              )}
            </ScreenState>
          </>
        )}
      </ScreenState>
    </AppScreen>
  );
}
