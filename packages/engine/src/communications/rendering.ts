// What a message renderer gives: the words and figures of one stored message. Each module renders
// the messages it sends (bills/messages.ts, credit-card/messages.ts...); communications/render.ts
// turns a rendering into the view the API answers.
import type { BillView } from '../bills/selectors';
import type { CardStatement } from '../credit-card/types';
import type { PaySlipView } from '../income/messages';
import type { EmailCategory } from './types';

export interface CommunicationRendering {
  from: string;
  subject: string;
  /** May hold simple markup (<p>, <strong>, <em>, <br>, <ul>, <li>). */
  content: string;
  amountCents: number;
  feesCents: number;
  category: EmailCategory;
  /** The bill this message is about, if any. */
  billId: number | null;
  paySlip?: PaySlipView;
  statement?: CardStatement;
  outcome?: string | null;
  redFlags?: string[];
}

/** What a message shows when what it was built from is gone. */
export function missingMessage(): CommunicationRendering {
  return {
    from: '',
    subject: 'This message is no longer available.',
    content: '',
    amountCents: 0,
    feesCents: 0,
    category: 0,
    billId: null,
  };
}

export type { BillView };
