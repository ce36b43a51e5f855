// The bills slice: every bill issued this game, the terms of each bill series (kept once, not on
// every bill, to keep the state small) and the direct debits the player set up.
import type { BillCategory } from '../game/content';

/** '' and 'Overdue' are payable (spec part 1 section 4). */
export type BillTag = '' | 'Paid' | 'Overdue' | 'Collected' | 'Expired';

/** What every bill of a series shares. A mishap is a series of one ('event:<id>'). */
export interface BillTerms {
  title: string;
  payee: string;
  category: BillCategory;
  isRecurring: boolean;
  /** Optional bills (a subscription renewal) expire unpaid without a fee and are not owed. */
  optional: boolean;
  dueAfterWeeks: number;
  lateFeeCents: number;
  collectAfterWeeks: number;
  collectorFeeCents: number;
}

export interface Bill {
  id: number;
  seriesId: string;
  openingWeek: number;
  originalCents: number;
  lateFeesCents: number;
  /** Debt collector's fees. */
  feesCents: number;
  paidCents: number;
  tag: BillTag;
}

/** A scheduled bill's new amount from a week on (a rent rise, a cheaper plan the player took). */
export interface AmountChange {
  seriesId: string;
  amountCents: number;
  fromWeek: number;
}

export interface BillsState {
  series: Record<string, BillTerms>;
  list: Bill[];
  /** Direct debits: bill series id -> the account id that pays it at the end of each week. */
  automatic: Record<string, number>;
  /** Changes to the scenario's bills, in the order they happened; the latest one in force wins. */
  amountChanges: AmountChange[];
}

/** A bill with its series' terms and the weeks that follow from them. */
export interface BillDetails extends Bill, BillTerms {
  weekDue: number;
  /** The week at whose end a debt collector takes over if it is still unpaid. */
  closingWeek: number;
}

/** The terms of a bill's series (no copy: the week step reads this for every bill). */
export function billTerms(bills: BillsState, bill: Bill): BillTerms {
  const terms = bills.series[bill.seriesId];
  if (!terms) throw new Error(`bill ${bill.id} has no series ${bill.seriesId}`);
  return terms;
}

export function weekDueOf(terms: BillTerms, bill: Bill): number {
  return bill.openingWeek + terms.dueAfterWeeks;
}

export function closingWeekOf(terms: BillTerms, bill: Bill): number {
  return weekDueOf(terms, bill) + terms.collectAfterWeeks;
}

export function billDetails(bills: BillsState, bill: Bill): BillDetails {
  const terms = billTerms(bills, bill);
  return {
    ...bill,
    ...terms,
    weekDue: weekDueOf(terms, bill),
    closingWeek: closingWeekOf(terms, bill),
  };
}

/** Amount: what the bill costs in all (original, late fees and collection fees). */
export function billAmount(bill: Bill): number {
  return bill.originalCents + bill.lateFeesCents + bill.feesCents;
}

/** What is still owed on a bill. */
export function billOwing(bill: Bill): number {
  return billAmount(bill) - bill.paidCents;
}

export function isPayable(bill: Bill): boolean {
  return bill.tag === '' || bill.tag === 'Overdue';
}

/** Owed bills are the player's liabilities; optional ones are not owed until paid. */
export function isLiability(bills: BillsState, bill: Bill): boolean {
  return !bills.series[bill.seriesId]?.optional && billOwing(bill) > 0 && bill.tag !== 'Expired';
}
