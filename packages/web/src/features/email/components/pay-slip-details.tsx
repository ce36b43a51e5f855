import type { PaySlip } from '@mc/contract';
import { DetailList } from './detail-list';
import { money } from './format';

/** A pay slip: gross pay, superannuation, tax and net pay (spec part 1 section 9). */
export function PaySlipDetails({ paySlip }: { paySlip: PaySlip }) {
  return (
    <DetailList
      title="Pay slip"
      rows={[
        { label: 'Employer', value: paySlip.Employer },
        { label: 'Occupation', value: paySlip.Occupation },
        { label: 'Gross pay', value: money(paySlip.GrossAmount), amount: true },
        { label: 'Tax withheld', value: `−${money(paySlip.TaxAmount)}`, amount: true },
        {
          label: 'Net pay (paid to you)',
          value: money(paySlip.NetAmount),
          amount: true,
          strong: true,
        },
        {
          label: 'Superannuation (paid to your super fund)',
          value: money(paySlip.SuperannuationAmount),
          amount: true,
        },
      ]}
    />
  );
}
