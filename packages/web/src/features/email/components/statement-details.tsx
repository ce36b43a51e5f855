import type { Communication } from '@mc/contract';
import { DetailList } from './detail-list';
import { money } from './format';

type Statement = NonNullable<Communication['Statement']>;

/** What a closing balance means in words: owing, in credit or nothing. */
function balanceWords(balance: number): string {
  if (balance < 0) return `${money(-balance)} owing`;
  if (balance > 0) return `${money(balance)} in credit`;
  return money(0);
}

/** A credit card statement; the account number shows 8 characters (spec part 1 section 2). */
export function StatementDetails({
  statement,
  accountId,
}: {
  statement: Statement;
  accountId: string | null;
}) {
  return (
    <DetailList
      title="Credit card statement"
      rows={[
        ...(accountId ? [{ label: 'Account number', value: accountId.slice(0, 8) }] : []),
        { label: 'Statement week', value: `Week ${statement.Week}` },
        {
          label: 'Closing balance',
          value: balanceWords(statement.ClosingBalance),
          amount: true,
          strong: true,
        },
        { label: 'Minimum repayment', value: money(statement.MinimumRepayment), amount: true },
        { label: 'Due by', value: `End of week ${statement.DueWeek}` },
        { label: 'Fees applied', value: money(statement.FeeApplied), amount: true },
        { label: 'Interest applied', value: money(statement.InterestApplied), amount: true },
      ]}
    />
  );
}
