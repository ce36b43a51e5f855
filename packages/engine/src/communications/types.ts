// The communications slice: emails and text messages. Only what each message is built from is
// kept; subjects and bodies of content messages are rendered from content when read, which keeps
// the stored state small.

export type CommunicationType =
  | 'EmailInstance'
  | 'DebtCollectorEmailInstance'
  | 'EmploymentSubmissionEmailInstance'
  | 'PaySlipEmailInstance'
  | 'RandomEventEmailInstance'
  | 'iBuyItemForSaleEmailInstance'
  | 'BillEmailInstance'
  | 'CreditCardStatementEmailInstance'
  | 'TextMessageInstance';

export type Channel = 'email' | 'text';

/** Email folders: 0 messages, 1 bills, 2 bank (spec part 1 section 2). */
export type EmailCategory = 0 | 1 | 2;

export function channelOf(type: CommunicationType): Channel {
  return type === 'TextMessageInstance' ? 'text' : 'email';
}

export type CommunicationSource =
  | { kind: 'notice'; from: string; subject: string; content: string; category: EmailCategory }
  | { kind: 'bill'; billId: number }
  | { kind: 'collector'; billId: number; collectedCents: number; feeCents: number }
  | {
      kind: 'payslip';
      grossCents: number;
      superCents: number;
      taxCents: number;
      netCents: number;
      occupation: string;
      employer: string;
      weeks: number;
    }
  | { kind: 'statement'; index: number }
  | { kind: 'event'; eventId: string; amountCents: number; billId: number | null }
  | { kind: 'offer'; offerId: string; movedCents: number };

export interface OfferAction {
  actioned: boolean;
  accepted: boolean;
  cancelled: boolean;
}

export interface Communication {
  id: number;
  type: CommunicationType;
  week: number;
  isRead: boolean;
  source: CommunicationSource;
  /** Present on actionable messages (offers) only. */
  action?: OfferAction;
}

export interface CommunicationsState {
  list: Communication[];
}
