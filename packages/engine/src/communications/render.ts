// Turns a stored communication into what the player reads. Content messages (events, offers)
// are looked up in the content; engine messages (bills, pay slips, statements, debt collection)
// are written here from the figures they were built from.
import { formatBalance } from '@mc/contract';
import { billView, type BillView } from '../bills/selectors';
import type { CardStatement } from '../credit-card/types';
import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { publicId } from '../game/ids';
import { billDetails } from '../bills/types';
import {
  channelOf,
  type Channel,
  type Communication,
  type CommunicationSource,
  type EmailCategory,
} from './types';

export const DEBT_COLLECTOR_NAME = 'Swift Recovery Services';

export interface PaySlipView {
  grossAmountCents: number;
  superannuationAmountCents: number;
  taxAmountCents: number;
  netAmountCents: number;
  occupation: string;
  employer: string;
}

export interface CommunicationView {
  id: string;
  communicationType: Communication['type'];
  channel: Channel;
  /** Email folder; null for texts. */
  category: EmailCategory | null;
  isRead: boolean;
  from: string;
  subject: string;
  /** May hold simple markup (<p>, <strong>, <em>, <br>, <ul>, <li>). */
  content: string;
  amountCents: number;
  feesCents: number;
  isActionable: boolean;
  actioned: boolean;
  accepted: boolean;
  cancelled: boolean;
  week: number;
  tag: string;
  /** The bill this message is about (TargetItemInstanceID), if any. */
  targetItemInstanceId: string | null;
  bill: BillView | null;
  paySlip: PaySlipView | null;
  statement: CardStatement | null;
  /** After an offer is answered: what happened, and for scams the red flags. */
  outcome: string | null;
  redFlags: string[];
}

interface Rendered {
  from: string;
  subject: string;
  content: string;
  amountCents: number;
  feesCents: number;
  category: EmailCategory;
  billId: number | null;
  paySlip?: PaySlipView;
  statement?: CardStatement;
  outcome?: string | null;
  redFlags?: string[];
}

const money = formatBalance;

function renderSource(
  state: GameState,
  content: GameContent,
  c: Communication,
  source: CommunicationSource,
): Rendered {
  switch (source.kind) {
    case 'notice':
      return { ...source, amountCents: 0, feesCents: 0, billId: null };
    case 'bill':
      return renderBill(state, source.billId);
    case 'collector':
      return renderCollector(state, source);
    case 'payslip':
      return renderPaySlip(source);
    case 'statement':
      return renderStatement(state, source.index);
    case 'event':
      return renderEvent(content, source);
    case 'offer':
      return renderOffer(content, c, source);
  }
}

function renderBill(state: GameState, billId: number): Rendered {
  const bill = state.bills.list.find((b) => b.id === billId);
  if (!bill) return missing();
  const v = billView(state, bill);
  const late =
    v.lateFeesCents > 0 ? `<p>A late fee of ${money(v.lateFeesCents)} has been added.</p>` : '';
  return {
    from: v.payee,
    subject: `${v.title}: ${money(v.amountCents)} due week ${v.weekDue}`,
    content: `<p>Your ${v.title.toLowerCase()} bill of ${money(v.originalAmountCents)} is due by the end of week ${v.weekDue}.</p>${late}<p>Pay it from your bank account, your cash or your credit card. Tick <strong>automatic</strong> when you pay to set up a direct debit for the next ones.</p>`,
    amountCents: v.amountCents,
    feesCents: v.lateFeesCents + v.feesCents,
    category: 1,
    billId,
  };
}

function renderCollector(
  state: GameState,
  source: Extract<CommunicationSource, { kind: 'collector' }>,
): Rendered {
  const bill = state.bills.list.find((b) => b.id === source.billId);
  const title = bill ? billDetails(state.bills, bill).title : 'your bill';
  const remaining = bill
    ? Math.max(0, bill.originalCents + bill.lateFeesCents + bill.feesCents - bill.paidCents)
    : 0;
  const fee =
    source.feeCents > 0
      ? `<p>Our collection fee of ${money(source.feeCents)} has been added to the debt.</p>`
      : '';
  const rest =
    remaining > 0
      ? `<p>You still owe <strong>${money(remaining)}</strong>. We will collect it from your accounts at the end of each week until it is paid.</p>`
      : '<p>The debt is now paid in full.</p>';
  return {
    from: DEBT_COLLECTOR_NAME,
    subject: `Debt collection: ${title}`,
    content: `<p>Your ${title.toLowerCase()} bill was not paid, so it was passed to us to collect.</p>${fee}<p>We have collected ${money(source.collectedCents)} from your accounts.</p>${rest}`,
    amountCents: source.collectedCents,
    feesCents: source.feeCents,
    category: 1,
    billId: source.billId,
  };
}

function renderPaySlip(source: Extract<CommunicationSource, { kind: 'payslip' }>): Rendered {
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

function renderStatement(state: GameState, index: number): Rendered {
  const statement = state.creditCard.statements[index];
  const card = state.creditCard.card;
  if (!statement || !card) return missing();
  return {
    from: card.title,
    subject: `Credit card statement, week ${statement.week}`,
    content: `<p>Card ending ${publicId(state, card.id).slice(0, 8)}</p><ul><li>Closing balance: ${money(statement.closingBalanceCents)}</li><li>Minimum repayment: ${money(statement.minRepaymentCents)}</li><li>Due by the end of week ${statement.dueWeek}</li><li>Fees: ${money(statement.feeAppliedCents)}</li><li>Interest: ${money(statement.interestAppliedCents)}</li></ul><p>Pay the whole closing balance by the due week to stay interest-free.</p>`,
    amountCents: Math.abs(statement.closingBalanceCents),
    feesCents: statement.feeAppliedCents,
    category: 2,
    billId: null,
    statement,
  };
}

function renderEvent(
  content: GameContent,
  source: Extract<CommunicationSource, { kind: 'event' }>,
): Rendered {
  const event = content.gameEvents.find((e) => e.id === source.eventId);
  if (!event) return missing();
  return {
    from: event.from,
    subject: event.subject,
    content: event.content,
    amountCents: source.amountCents,
    feesCents: 0,
    category: source.billId === null ? 0 : 1,
    billId: source.billId,
  };
}

function renderOffer(
  content: GameContent,
  c: Communication,
  source: Extract<CommunicationSource, { kind: 'offer' }>,
): Rendered {
  const offer = content.offers.find((o) => o.id === source.offerId);
  if (!offer) return missing();
  const actioned = c.action?.actioned ?? false;
  const accepted = c.action?.accepted ?? false;
  return {
    from: offer.from,
    subject: offer.subject,
    content: offer.content,
    amountCents: actioned ? source.movedCents : offer.acceptAmountCents,
    feesCents: 0,
    category: 0,
    billId: null,
    outcome: actioned ? (accepted ? offer.acceptOutcome : offer.declineOutcome) : null,
    redFlags: actioned ? offer.redFlags : [],
  };
}

function missing(): Rendered {
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

export function renderCommunication(
  state: GameState,
  content: GameContent,
  c: Communication,
): CommunicationView {
  const r = renderSource(state, content, c, c.source);
  const bill = r.billId === null ? undefined : state.bills.list.find((b) => b.id === r.billId);
  const channel = channelOf(c.type);
  const tag = c.source.kind === 'collector' ? 'Collected' : (bill?.tag ?? '');
  return {
    id: publicId(state, c.id),
    communicationType: c.type,
    channel,
    category: channel === 'email' ? r.category : null,
    isRead: c.isRead,
    from: r.from,
    subject: r.subject,
    content: r.content,
    amountCents: r.amountCents,
    feesCents: r.feesCents,
    isActionable: c.action !== undefined,
    actioned: c.action?.actioned ?? false,
    accepted: c.action?.accepted ?? false,
    cancelled: c.action?.cancelled ?? false,
    week: c.week,
    tag,
    targetItemInstanceId: r.billId === null ? null : publicId(state, r.billId),
    bill: bill ? billView(state, bill) : null,
    paySlip: r.paySlip ?? null,
    statement: r.statement ?? null,
    outcome: r.outcome ?? null,
    redFlags: r.redFlags ?? [],
  };
}
