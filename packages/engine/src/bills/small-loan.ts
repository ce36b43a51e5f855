// What a default changes later: the week after a default is listed on the player's credit report,
// a lender who lends to people with bad credit e-mails an offer of a small loan, once a game. It
// is a small amount credit contract (National Consumer Credit Protection Act 2009 s 5: $2,000 or
// less, 16 days to 1 year, unsecured, not from a bank), at the most such a lender may charge:
//   - an establishment fee of 20% of the amount (National Credit Code s 31A(2));
//   - a monthly fee of 4% of the amount for each month of the term (s 31A(3));
//   - equal repayments at equal intervals (NCCP Act s 133CD);
//   - paid out early, no monthly fee for a month that starts after the payout (s 31C).
// (The National Credit Code is Schedule 1 of the NCCP Act; s 39B caps what a lender may recover
// after a default, and the game adds no default fee at all.) An unsolicited offer is allowed only
// to someone who has never had or applied for such a loan (NCCP Act s 133CF), so it comes once.
//
// Accepting pays the amount into the account the player's pay goes to, and the whole amount owed
// (fees included) is a bill from that day, a liability in the net position at once; it is repaid
// by the payment-plan machinery (arrangements.ts): one instalment a week, each a bill.
import { formatBalance as money } from '@mc/contract';
import { deliver } from '../communications/deliver';
import type { CommunicationRendering } from '../communications/rendering';
import { missingMessage } from '../communications/rendering';
import type { Communication } from '../communications/types';
import type { GameContent } from '../game/content';
import { reject, type Rejection } from '../game/result';
import type { GameState } from '../game/state';
import { moveMoney, update, type Tx } from '../game/tx';
import { payAccount } from '../income/pay-day';
import { billerKey, PLAYER_KEYS } from '../ledger/ledger';
import { isCreditReportable } from './credit-report';
import { issueBill, replaceBill } from './issue';
import { billOwing, type Bill, type BillTerms, type PaymentPlan } from './types';

/** The lender (fictional). */
export const SMALL_LOAN_LENDER = 'Pocket Cash Loans';
export const SMALL_LOAN_SERIES = 'small-loan';
/** The amount offered and its term: the game's choice, inside the SACC limits (s 5). */
export const SMALL_LOAN_CENTS = 30_000;
export const SMALL_LOAN_WEEKS = 8;
/** National Credit Code s 31A(2): at most 20% of the amount, once. */
export const ESTABLISHMENT_FEE_RATE = 0.2;
/** National Credit Code s 31A(3): at most 4% of the amount, each month. */
export const MONTHLY_FEE_RATE = 0.04;
/** An average month, in days (365 / 12). */
const DAYS_IN_MONTH = 365 / 12;

export interface SmallLoanSource {
  kind: 'smallLoan';
}

export interface SmallLoanCost {
  amountCents: number;
  weeks: number;
  /** The months (or part months) of the term, each with its monthly fee. */
  months: number;
  establishmentFeeCents: number;
  monthlyFeeCents: number;
  feesCents: number;
  totalCents: number;
  instalmentCents: number;
}

/** What the loan costs: e.g. $300 over 8 weeks (2 months): 300 + 60 + 2 x 12 = $384, $48 a week. */
export function smallLoanCost(
  amountCents = SMALL_LOAN_CENTS,
  weeks = SMALL_LOAN_WEEKS,
): SmallLoanCost {
  const months = Math.ceil((weeks * 7) / DAYS_IN_MONTH);
  const establishmentFeeCents = Math.round(amountCents * ESTABLISHMENT_FEE_RATE);
  const monthlyFeeCents = Math.round(amountCents * MONTHLY_FEE_RATE);
  const feesCents = establishmentFeeCents + monthlyFeeCents * months;
  const totalCents = amountCents + feesCents;
  return {
    amountCents,
    weeks,
    months,
    establishmentFeeCents,
    monthlyFeeCents,
    feesCents,
    totalCents,
    // Equal repayments (s 133CD); the plan's last one takes any cents left.
    instalmentCents: Math.floor(totalCents / weeks),
  };
}

/**
 * The yearly rate the fees amount to, as a contract states an annual percentage rate: the
 * weekly rate at which the repayments are worth the amount borrowed, times 52.
 */
export function yearlyRateOf(cost: SmallLoanCost): number {
  const worth = (rate: number) => {
    let sum = 0;
    for (let k = 1; k <= cost.weeks; k++) sum += cost.instalmentCents / (1 + rate) ** k;
    return sum;
  };
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (worth(mid) > cost.amountCents) low = mid;
    else high = mid;
  }
  return low * 52;
}

function loanTerms(): BillTerms {
  return {
    title: 'Small loan',
    payee: SMALL_LOAN_LENDER,
    category: 'other',
    isRecurring: false,
    optional: false,
    // Owed in full by the end of the term, when the last repayment is due.
    dueAfterWeeks: SMALL_LOAN_WEEKS,
    lateFeeCents: 0,
    collectAfterWeeks: 4,
  };
}

export function isSmallLoan(bill: Bill): boolean {
  return bill.seriesId === SMALL_LOAN_SERIES;
}

/** Open-week step: the week after a default is listed, the lender's offer, once a game. */
export function offerSmallLoan(tx: Tx): void {
  // Lenders do not contract with minors (a credit contract needs an adult: docs/economy.md).
  if (tx.state.bills.smallLoan || !isCreditReportable(tx.state)) return;
  const week = tx.state.week;
  if (!tx.state.bills.defaults.some((d) => d.listedWeek === week - 1)) return;
  update(tx, 'bills', (slice) => ({
    ...slice,
    smallLoan: { offeredWeek: week, loanBillId: null },
  }));
  deliver(tx, { type: 'EmailInstance', source: { kind: 'smallLoan' }, actionable: true });
}

/**
 * Accepting: the amount is paid in, the whole amount owed is a bill (a liability) from now, and
 * the repayments arrive one a week from next week. A rejection changes nothing.
 */
export function acceptSmallLoan(tx: Tx): Rejection | void {
  const loan = tx.state.bills.smallLoan;
  if (!loan || loan.loanBillId !== null)
    return reject('bills/loan-taken', 'You have already taken this loan.');
  const cost = smallLoanCost();
  const into = payAccount(tx.state);
  moveMoney(tx, 'Small loan paid in', billerKey(SMALL_LOAN_LENDER), into.key, cost.amountCents);
  const billId = issueBill(tx, SMALL_LOAN_SERIES, loanTerms(), cost.totalCents);
  const plan: PaymentPlan = {
    billId,
    instalmentCents: cost.instalmentCents,
    count: cost.weeks,
    firstWeek: tx.state.week + 1,
    issued: 0,
    status: 'active',
  };
  update(tx, 'bills', (slice) => ({
    ...slice,
    plans: [...slice.plans, plan],
    smallLoan: { ...loan, loanBillId: billId },
  }));
  deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId } });
}

/**
 * Monthly fees for months that start after the loan is paid out now (s 31C): not owed. A week is
 * counted from the week the loan was taken, so paying it all within 4 weeks saves a month's fee.
 */
export function unexpiredMonthlyFees(state: GameState, bill: Bill): number {
  if (!isSmallLoan(bill) || billOwing(bill) <= 0) return 0;
  const cost = smallLoanCost();
  const days = (state.week - bill.openingWeek) * 7;
  const started = Math.min(cost.months, Math.floor(days / DAYS_IN_MONTH) + 1);
  return Math.min(billOwing(bill), (cost.months - started) * cost.monthlyFeeCents);
}

/** Before the loan is paid out early: the fees it no longer owes come off it. */
export function waiveUnexpiredMonthlyFees(tx: Tx, bill: Bill): Bill {
  const waived = unexpiredMonthlyFees(tx.state, bill);
  if (waived <= 0) return bill;
  moveMoney(
    tx,
    'Monthly fee not charged: Small loan paid out early',
    billerKey(SMALL_LOAN_LENDER),
    PLAYER_KEYS.bills,
    waived,
  );
  replaceBill(tx, bill.id, (b) => ({ ...b, originalCents: b.originalCents - waived }));
  return tx.state.bills.list.find((b) => b.id === bill.id)!;
}

function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** The yearly rates of the game's credit cards, lowest to highest ("15% to 21%"). */
function cardRates(content: GameContent): string {
  const rates = content.scenario.creditCards.map((card) => card.interestRate);
  if (rates.length === 0) return 'about 20%';
  const low = percent(Math.min(...rates));
  const high = percent(Math.max(...rates));
  return low === high ? low : `${low} to ${high}`;
}

export function renderSmallLoanOffer(
  state: GameState,
  content: GameContent,
  message: Communication,
): CommunicationRendering {
  const loan = state.bills.smallLoan;
  if (!loan) return missingMessage();
  const cost = smallLoanCost();
  const yearly = Math.round(yearlyRateOf(cost) * 10) * 10;
  const accepted = message.action?.actioned && message.action.accepted;
  const plan = state.bills.plans.find((p) => p.billId === loan.loanBillId);
  return {
    from: SMALL_LOAN_LENDER,
    subject: `Knocked back for credit? Borrow ${money(cost.amountCents)} today`,
    content:
      `<p>A default on your credit report? We still lend. Accept and we'll pay <strong>${money(cost.amountCents)}</strong> into your account today.</p>` +
      `<p>It's a small amount credit contract over ${cost.weeks} weeks. You repay <strong>${money(cost.totalCents)}</strong>: the ${money(cost.amountCents)}, an establishment fee of ${money(cost.establishmentFeeCents)} (${percent(ESTABLISHMENT_FEE_RATE)}) and a monthly fee of ${money(cost.monthlyFeeCents)} (${percent(MONTHLY_FEE_RATE)}) for each of the ${cost.months} months. That's ${cost.weeks} weekly repayments of ${money(cost.instalmentCents)}, each one a bill in your Email. You owe it all from the day you accept.</p>` +
      `<p><strong>Worth knowing:</strong> ${money(cost.feesCents)} in fees to borrow ${money(cost.amountCents)} for ${cost.weeks} weeks is like paying about ${yearly}% interest a year. The bank credit cards in this game charge ${cardRates(content)} a year, but with a default on your report the bank says no. Other options: a No Interest Loan (NILS) from a community lender, or a payment plan with whoever you owe.</p>`,
    amountCents: cost.amountCents,
    feesCents: cost.feesCents,
    category: 0,
    billId: loan.loanBillId,
    outcome:
      accepted && plan
        ? `You borrowed ${money(cost.amountCents)}, paid into your account. You owe ${money(cost.totalCents)}: ${cost.weeks} weekly repayments of ${money(cost.instalmentCents)} arrive as bills from week ${plan.firstWeek}.`
        : message.action?.actioned
          ? 'You said no to the loan. It costs you nothing.'
          : null,
  };
}
