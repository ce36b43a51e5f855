import type { StatementRow } from '@mc/contract';
import { balanceText } from '../lib/money-display';
import { SignedAmount } from './signed-amount';
import './money-screens.css';
import { TableHead } from './table-parts';

/** How many statement rows a screen shows at most: a limit on everything. */
export const STATEMENT_ROW_LIMIT = 500;

/**
 * An account's statement: Week, Description, Money, Balance per transaction (spec part 1
 * section 2), newest first so this week's money is at the top.
 */
export function StatementTable({
  rows,
  caption,
}: {
  rows: readonly StatementRow[];
  caption: string;
}) {
  if (rows.length === 0) {
    return <p className="empty-state">No transactions yet. Money in and out will show here.</p>;
  }
  const newestFirst = rows.slice(-STATEMENT_ROW_LIMIT).reverse();
  return (
    <div className="statement">
      <table className="statement__table">
        <caption className="statement__caption">{caption}</caption>
        <TableHead
          text={[{ label: 'Week', className: 'statement__week' }, 'Description']}
          numbers={['Money', 'Balance']}
          numberClass="statement__number"
        />
        <tbody>
          {newestFirst.map((row, index) => (
            <tr key={`${rows.length - index}`}>
              <td className="statement__week">{row.Week}</td>
              <td className="statement__description">{row.Description}</td>
              <td className="statement__number">
                <SignedAmount dollars={row.Money} />
              </td>
              <td className="statement__number amount">{balanceText(row.Balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
