import type { Communication } from '@mc/contract';
import { DetailList, type DetailRow } from './detail-list';
import { money } from './format';

/** A debt collector's email: what it collected and the fee it added. */
export function CollectorDetails({ email }: { email: Communication }) {
  const rows: DetailRow[] = [
    {
      label: 'Collected from your accounts',
      value: money(email.Amount),
      amount: true,
      strong: true,
    },
    { label: 'Collection fee', value: money(email.Fees), amount: true },
  ];
  if (email.Bill) {
    rows.unshift({ label: 'Unpaid bill', value: `${email.Bill.Title} (${email.Bill.Payee})` });
  }
  return <DetailList title="Debt collection" rows={rows} />;
}
