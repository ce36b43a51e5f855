// The bills slice: every bill issued this game, the terms of each bill series (kept once, not on
// every bill, to keep the state small) and the direct debits the player set up.
import type { BillCategory, OwedTo } from '../game/content';

/**
 * '' and 'Overdue' are payable (spec part 1 section 4), and so is 'Collected': a collector is paid
 * only when the player pays (ASIC/ACCC Debt collection guideline, 2021: no money is taken from an
 * account or wages without a court order).
 */
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
  /** An instalment of a payment plan for this bill: it pays the bill down and is not owed itself. */
  instalmentOf?: number;
  /** Who is owed (absent: a company); a person or the school takes no debt path (week-step.ts). */
  owedTo?: OwedTo;
}

export interface Bill {
  id: number;
  seriesId: string;
  openingWeek: number;
  originalCents: number;
  lateFeesCents: number;
  /** Fees besides late fees: a returned direct debit's dishonour fee (a collector adds none). */
  feesCents: number;
  paidCents: number;
  tag: BillTag;
  /**
   * The debt path (reminder, final notice, collector) waits until the end of this week: a payment
   * plan or a hardship pause holds it; 0 when nothing ever held it.
   */
  heldUntilWeek: number;
  /**
   * The week it is due when that is earlier than its series' terms give: a bill is never due
   * after the game's last week (issue.ts). Absent: the terms' week.
   */
  dueWeek?: number;
}

/** A payment plan: what was owed on a bill, split into weekly instalments the player pays. */
export interface PaymentPlan {
  billId: number;
  instalmentCents: number;
  count: number;
  /** The week the first instalment arrives; one arrives each week after, due that week. */
  firstWeek: number;
  issued: number;
  status: 'active' | 'completed' | 'ended';
}

/** A default listed on the player's credit report (Privacy Act 1988 s 6Q). */
export interface CreditDefault {
  payee: string;
  listedWeek: number;
  amountCents: number;
  /** Paying the debt marks the default paid; it stays on the report (5 years, s 20W). */
  paidWeek: number | null;
}

/**
 * The small loan a lender offers the week after a default is listed (small-loan.ts): once a game.
 * loanBillId is the loan's bill once the player accepts (null while offered or declined).
 */
export interface SmallLoan {
  offeredWeek: number;
  loanBillId: number | null;
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
  plans: PaymentPlan[];
  defaults: CreditDefault[];
  smallLoan: SmallLoan | null;
}

/** A bill with its series' terms and the weeks that follow from them. */
export interface BillDetails extends Bill, BillTerms {
  weekDue: number;
  /** The week at whose end a debt collector takes over if it is still unpaid (not rent). */
  closingWeek: number;
}

/** The terms of a bill's series (no copy: the week step reads this for every bill). */
export function billTerms(bills: BillsState, bill: Bill): BillTerms {
  const terms = bills.series[bill.seriesId];
  if (!terms) throw new Error(`bill ${bill.id} has no series ${bill.seriesId}`);
  return terms;
}

export function weekDueOf(terms: BillTerms, bill: Bill): number {
  return bill.dueWeek ?? bill.openingWeek + terms.dueAfterWeeks;
}

/** The week the debt path counts from: the due week, or the end of a plan or hardship pause. */
export function pathStartOf(terms: BillTerms, bill: Bill): number {
  return Math.max(weekDueOf(terms, bill), bill.heldUntilWeek);
}

export function closingWeekOf(terms: BillTerms, bill: Bill): number {
  return pathStartOf(terms, bill) + terms.collectAfterWeeks;
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
  return bill.tag === '' || bill.tag === 'Overdue' || bill.tag === 'Collected';
}

/**
 * Owed bills are the player's liabilities; optional ones are not owed until paid, and an
 * instalment is part of its bill's debt, not a debt of its own.
 */
export function isLiability(bills: BillsState, bill: Bill): boolean {
  const terms = bills.series[bill.seriesId];
  if (!terms || terms.optional || terms.instalmentOf !== undefined) return false;
  return billOwing(bill) > 0 && bill.tag !== 'Expired';
}

/** Who is owed: a company unless the terms say a person or the school. */
export function owedToOf(terms: BillTerms): OwedTo {
  return terms.owedTo ?? 'company';
}

/**
 * Money owed to a person (a friend, family, a housemate) or to the player's school: no late fee,
 * no final notice, no collector, no credit report. A late fee must be a term of a contract (a
 * friend's request is not one), debt collection is a business's (ASIC/ACCC Debt collection
 * guideline), and only a credit provider lists defaults (Privacy Act 1988 s 6Q, s 21D).
 */
export function isOwedToCompany(terms: BillTerms): boolean {
  return owedToOf(terms) === 'company';
}

/** Rent to a landlord follows tenancy law (notice to vacate), not a biller's debt path. */
export function isRent(terms: BillTerms): boolean {
  return terms.category === 'rent' && isOwedToCompany(terms);
}

/**
 * Phone and power/internet are consumer credit (a service supplied before it is paid for), so
 * they can be listed as a default (Privacy Act 1988 s 6 'consumer credit', s 6Q), and the
 * energy retailer or telco must offer hardship help (National Energy Retail Law s 43-44, which
 * Tasmania applies; Telecommunications (Financial Hardship) Industry Standard 2024).
 */
export function isConsumerCredit(terms: BillTerms): boolean {
  if (!isOwedToCompany(terms)) return false;
  return terms.category === 'phone' || terms.category === 'utilities';
}
