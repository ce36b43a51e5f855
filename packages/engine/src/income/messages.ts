// The pay slip the employer e-mails on pay day.
import { formatBalance as money } from '@mc/contract';
import type { CommunicationRendering } from '../communications/rendering';

export interface PaySlipSource {
  kind: 'payslip';
  grossCents: number;
  superCents: number;
  taxCents: number;
  netCents: number;
  occupation: string;
  employer: string;
  weeks: number;
}

export interface PaySlipView {
  grossAmountCents: number;
  superannuationAmountCents: number;
  taxAmountCents: number;
  netAmountCents: number;
  occupation: string;
  employer: string;
}

export function renderPaySlip(source: PaySlipSource): CommunicationRendering {
  const period = source.weeks === 1 ? 'week' : source.weeks === 2 ? 'fortnight' : 'month';
  const paySlip: PaySlipView = {
    grossAmountCents: source.grossCents,
    superannuationAmountCents: source.superCents,
    taxAmountCents: source.taxCents,
    netAmountCents: source.netCents,
    occupation: source.occupation,
    employer: source.employer,
  };
  return {
    from: source.employer,
    subject: `Your pay slip for this ${period}`,
    content: `<p>Occupation: ${source.occupation}</p><ul><li>Gross pay: ${money(source.grossCents)}</li><li>Tax withheld (PAYG): ${money(source.taxCents)}</li><li>Net pay: <strong>${money(source.netCents)}</strong></li><li>Super paid to your fund: ${money(source.superCents)}</li></ul>`,
    amountCents: source.netCents,
    feesCents: 0,
    category: 2,
    billId: null,
    paySlip,
  };
}
