import type { Communication } from '@mc/contract';
import { DetailList, type DetailRow } from './detail-list';
import { money } from './format';

/** A debt collector's email: what is still owed (it adds no fee and takes nothing). */
export function CollectorDetails({ email }: { email: Communication }) {
  const rows: DetailRow[] = [
    { label: 'You still owe', value: money(email.Amount), amount: true, strong: true },
  ];
  if (email.Bill) {
    rows.unshift({ label: 'Unpaid bill', value: `${email.Bill.Title} (${email.Bill.Payee})` });
  }
  return <DetailList title="Debt collection" rows={rows} />;
}
