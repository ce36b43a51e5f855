import type { Bill } from '@mc/contract';
import { useGameOver } from '../../../lib/game-over';
import { BillTag, isPayableTag } from './bill-tag';
import { DetailList, type DetailRow } from './detail-list';
import { money } from './format';

/** A bill: what is owed, how it got there, when it is due and where it stands. */
export function BillDetails({ bill }: { bill: Bill }) {
  const gameOver = useGameOver();
  const rows: DetailRow[] = [
    { label: 'Bill', value: bill.Title },
    { label: 'Pay to', value: bill.Payee },
    { label: 'Original amount', value: money(bill.OriginalAmount), amount: true },
  ];
  if (bill.LateFees > 0)
    rows.push({ label: 'Late fees', value: money(bill.LateFees), amount: true });
  if (bill.Fees > 0) rows.push({ label: 'Other fees', value: money(bill.Fees), amount: true });
  rows.push(
    { label: 'Amount due', value: money(bill.Amount), amount: true, strong: true },
    {
      label: 'Due by',
      value:
        gameOver && isPayableTag(bill.Tag)
          ? 'Not paid when the game ended'
          : `End of week ${bill.WeekDue}`,
    },
    { label: 'Status', value: <BillTag tag={bill.Tag} bill={bill} /> },
  );
  if (bill.IsRecurring) {
    rows.push({
      label: 'Direct debit',
      value: bill.IsAutomatic ? 'On: paid automatically' : 'Off',
    });
  }
  return <DetailList title="Bill details" rows={rows} />;
}
