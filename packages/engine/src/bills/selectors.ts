// The bills the player has had, newest first, with what is owed on each.
import { publicId } from '../game/ids';
import type { GameState } from '../game/state';
import { billAmount, billDetails, billOwing, isPayable, type Bill, type BillTag } from './types';

export interface BillView {
  id: string;
  seriesId: string;
  title: string;
  payee: string;
  category: string;
  /** Amount: original plus late fees plus collection fees. */
  amountCents: number;
  originalAmountCents: number;
  lateFeesCents: number;
  feesCents: number;
  paidCents: number;
  owingCents: number;
  openingWeek: number;
  weekDue: number;
  closingWeek: number;
  isRecurring: boolean;
  isOptional: boolean;
  isAutomatic: boolean;
  automaticAccountId: string | null;
  isPayable: boolean;
  tag: BillTag;
}

export function billView(state: GameState, bill: Bill): BillView {
  const details = billDetails(state.bills, bill);
  const automatic = state.bills.automatic[bill.seriesId];
  return {
    id: publicId(state, bill.id),
    seriesId: bill.seriesId,
    title: details.title,
    payee: details.payee,
    category: details.category,
    amountCents: billAmount(bill),
    originalAmountCents: bill.originalCents,
    lateFeesCents: bill.lateFeesCents,
    feesCents: bill.feesCents,
    paidCents: bill.paidCents,
    owingCents: billOwing(bill),
    openingWeek: bill.openingWeek,
    weekDue: details.weekDue,
    closingWeek: details.closingWeek,
    isRecurring: details.isRecurring,
    isOptional: details.optional,
    isAutomatic: automatic !== undefined,
    automaticAccountId: automatic === undefined ? null : publicId(state, automatic),
    isPayable: isPayable(bill),
    tag: bill.tag,
  };
}

export function selectBills(state: GameState, filter: { payableOnly?: boolean } = {}): BillView[] {
  return state.bills.list
    .filter((bill) => !filter.payableOnly || isPayable(bill))
    .map((bill) => billView(state, bill))
    .reverse();
}

export function selectBill(state: GameState, billId: string): BillView | null {
  const bill = state.bills.list.find((b) => publicId(state, b.id) === billId);
  return bill ? billView(state, bill) : null;
}
