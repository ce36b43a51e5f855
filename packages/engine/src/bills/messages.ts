// The messages bills send: the bill itself, and the debt collector's letter.
import { formatBalance as money } from '@mc/contract';
import type { CommunicationRendering } from '../communications/rendering';
import { missingMessage } from '../communications/rendering';
import type { GameState } from '../game/state';
import { billView } from './selectors';
import { billDetails } from './types';

export const DEBT_COLLECTOR_NAME = 'Swift Recovery Services';

export interface BillSource {
  kind: 'bill';
  billId: number;
}

export interface CollectorSource {
  kind: 'collector';
  billId: number;
  collectedCents: number;
  feeCents: number;
}

export function renderBill(state: GameState, source: BillSource): CommunicationRendering {
  const billId = source.billId;
  const bill = state.bills.list.find((b) => b.id === billId);
  if (!bill) return missingMessage();
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

export function renderCollector(state: GameState, source: CollectorSource): CommunicationRendering {
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
