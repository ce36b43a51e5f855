// The messages bills send: the bill itself, the reminder and final notice, the payment plan and
// hardship offers, the debt collector's letter and texts, the landlord's notices and the credit
// reporting body's e-mail. Amounts are read when the message is read, so they are current.
import { formatBalance as money } from '@mc/contract';
import type { CommunicationRendering } from '../communications/rendering';
import { missingMessage } from '../communications/rendering';
import type { Communication } from '../communications/types';
import type { GameState } from '../game/state';
import {
  debtOfferOpenUntil,
  HARDSHIP_WEEKS,
  PLAN_INSTALMENTS,
  planInstalments,
  type DebtOptionSource,
} from './arrangements';
import { CREDIT_REPORTING_BODY, DEFAULT_MINIMUM_CENTS } from './credit-report';
import { billView } from './selectors';
import { isSmallLoan, SMALL_LOAN_LENDER, smallLoanCost, unexpiredMonthlyFees } from './small-loan';
import { MINIMUM_DISCONNECTION_CENTS, RECONNECTION_FEE_CENTS } from './disconnection';
import { COURT_FEE_CENTS, MOVING_COSTS_CENTS, tenancyWeeks } from './tenancy';
import { NEW_HOME_HOST, NEW_HOME_RENT_WEEKLY_CENTS, NEW_HOME_SUBURB } from './new-home';
import {
  billAmount,
  billOwing,
  billTerms,
  isConsumerCredit,
  isRent,
  owedToOf,
  weekDueOf,
  type Bill,
  type BillTerms,
} from './types';

export const DEBT_COLLECTOR_NAME = 'Swift Recovery Services';

export interface BillSource {
  kind: 'bill';
  billId: number;
}

/**
 * The collector's contacts: a letter when the debt is passed on, then texts. Older games stored
 * what the collector took (version 4 let it take money); those messages read as its letter.
 */
export interface CollectorSource {
  kind: 'collector';
  billId: number;
  contact?: 'letter' | 'text';
}

export type BillNotice =
  | 'reminder'
  | 'planEnded'
  | 'vacate'
  | 'court'
  | 'possession'
  | 'disconnectWarning'
  | 'disconnected'
  /** A person or the school, two weeks after the due week (week-step.ts). */
  | 'letDown'
  /** The friend whose spare room the player moves to after an eviction (new-home.ts). */
  | 'newHome';

/** The biller's or landlord's written notices about an unpaid bill. */
export interface BillNoticeSource {
  kind: 'billNotice';
  billId: number;
  notice: BillNotice;
}

export interface CreditReportSource {
  kind: 'creditReport';
  payee: string;
}

/**
 * A bill's name inside a sentence ("your mobile plan bill", "your Sam's birthday present"): no
 * "your" or "bill"/"invoice" of its own, and lower case unless it starts with a name.
 */
export function billName(title: string): string {
  const name = title.replace(/^your\s+/i, '').replace(/\s+(bill|invoice|receipt)$/i, '');
  const first = name.split(/\s/)[0] ?? '';
  const proper = /'s$/.test(first) || /^[A-Z]{2}/.test(first);
  return proper ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/** "Jess (housemate)" as a sentence names her: "Jess". */
export function personName(payee: string): string {
  return payee.replace(/\s*\(.*\)$/, '');
}

/** A bill owed to a person or the school: what they ask for, with no fee and no threat. */
function informalBillWords(state: GameState, bill: Bill, terms: BillTerms): string {
  const v = billView(state, bill);
  if (owedToOf(terms) === 'school')
    return `<p>${terms.payee}: your ${billName(terms.title)}, <strong>${money(v.originalAmountCents)}</strong>, is due by the end of week ${v.weekDue}. If it's hard to manage, talk to the school office.</p>`;
  const who = personName(terms.payee);
  return `<p>You owe ${who} <strong>${money(v.originalAmountCents)}</strong> for ${billName(terms.title)}. ${who} asked you to pay by the end of week ${v.weekDue}.</p><p>There's no late fee between friends and family, but ${who} is counting on you.</p>`;
}

export function renderBill(state: GameState, source: BillSource): CommunicationRendering {
  const billId = source.billId;
  const bill = state.bills.list.find((b) => b.id === billId);
  if (!bill) return missingMessage();
  const v = billView(state, bill);
  const late =
    (v.lateFeesCents > 0 ? `<p>A late fee of ${money(v.lateFeesCents)} has been added.</p>` : '') +
    (v.feesCents > 0
      ? `<p>Your direct debit was returned unpaid, so a dishonour fee of ${money(v.feesCents)} has been added.</p>`
      : '');
  const terms = billTerms(state.bills, bill);
  const loanBill =
    terms.instalmentOf === undefined
      ? bill
      : state.bills.list.find((b) => b.id === terms.instalmentOf);
  const loan = loanBill !== undefined && isSmallLoan(loanBill);
  const informal = owedToOf(terms) !== 'company' && terms.instalmentOf === undefined;
  const intro =
    loan && terms.instalmentOf === undefined
      ? smallLoanWords(state, bill)
      : informal
        ? informalBillWords(state, bill, terms)
        : terms.instalmentOf === undefined
          ? `<p>Your ${billName(v.title)} bill of ${money(v.originalAmountCents)} is due by the end of week ${v.weekDue}.</p>`
          : loan
            ? `<p>This week's repayment of your small loan, ${money(v.originalAmountCents)}, is due by the end of week ${v.weekDue}. Each one you pay comes off what you owe ${SMALL_LOAN_LENDER}.</p>`
            : `<p>This week's instalment of your payment plan, ${money(v.originalAmountCents)}, is due by the end of week ${v.weekDue}. Each one you pay comes off what you owe.</p>`;
  const how = informal
    ? `<p>Pay it from here with your bank account or cash.${terms.isRecurring ? ' Tick <strong>automatic</strong> to pay the next ones the same way.' : ''}</p>`
    : '<p>Pay it from your bank account, your cash or your credit card. Tick <strong>automatic</strong> when you pay to set up a direct debit for the next ones.</p>';
  return {
    from: v.payee,
    subject: `${v.title}: ${money(v.amountCents)} due week ${v.weekDue}`,
    content: `${intro}${late}${how}`,
    amountCents: v.amountCents,
    feesCents: v.lateFeesCents + v.feesCents,
    category: 1,
    billId,
  };
}

/** The loan's own bill: the contract, what is owed and how it is repaid. */
function smallLoanWords(state: GameState, bill: Bill): string {
  const cost = smallLoanCost();
  const plan = state.bills.plans.find((p) => p.billId === bill.id);
  const owing = billOwing(bill);
  const early = unexpiredMonthlyFees(state, bill);
  const repay = plan
    ? `<p>It is repaid in ${plan.count} weekly repayments of ${money(plan.instalmentCents)}, from week ${plan.firstWeek} to week ${plan.firstWeek + plan.count - 1}. Each arrives as a bill in your Email, due by the end of its week.</p>`
    : '';
  const payOut =
    early > 0
      ? ` Pay it all off now and you pay ${money(owing - early)}: the law says no monthly fee for a month that starts after a loan is paid out.`
      : '';
  return (
    `<p>Your small loan from ${SMALL_LOAN_LENDER}: ${money(cost.amountCents)} borrowed, plus ${money(cost.feesCents)} in fees, so you owe <strong>${money(owing)}</strong>, all by the end of week ${weekDueOf(billTerms(state.bills, bill), bill)}.</p>` +
    repay +
    `<p>You can pay off what's left any time from this bill.${payOut}</p>`
  );
}

function billAndTerms(state: GameState, billId: number) {
  const bill = state.bills.list.find((b) => b.id === billId);
  return bill ? { bill, terms: billTerms(state.bills, bill) } : null;
}

export function renderCollector(
  state: GameState,
  message: Communication,
  source: CollectorSource,
): CommunicationRendering {
  const found = billAndTerms(state, source.billId);
  if (!found) return missingMessage();
  const { bill, terms } = found;
  const owing = billOwing(bill);
  const title = billName(terms.title);
  const paid = owing <= 0 ? '<p>Update: this debt is now paid in full. Thank you.</p>' : '';
  const base = {
    from: DEBT_COLLECTOR_NAME,
    amountCents: owing,
    feesCents: 0,
    category: 1 as const,
    billId: bill.id,
  };
  if (source.contact === 'text') {
    return {
      ...base,
      subject: `Debt collection: ${terms.title}`,
      content: `<p>Hi, it's ${DEBT_COLLECTOR_NAME}. You still owe ${money(owing)} for your ${title} bill from ${terms.payee}. You can pay it any time from the bill in Email.</p>${paid}`,
    };
  }
  return {
    ...base,
    subject: `Debt collection: ${terms.title}`,
    content:
      `<p>${terms.payee} has passed your unpaid ${title} bill to us to collect (week ${message.week}).</p>` +
      `<p>You owe <strong>${money(billAmount(bill))}</strong>: ${bill.lateFeesCents + bill.feesCents > 0 ? `the bill and the ${bill.lateFeesCents > 0 ? 'late fee' : 'fee'} your contract allows` : 'the bill'}. We add no fees of our own.</p>` +
      '<p>Pay it from the bill in your Email, under Bills, whenever you can. Nobody can take money from your bank account or your wages for it without a court order. Paying it stops our letters and texts.</p>' +
      paid,
  };
}

function noticeWords(
  state: GameState,
  message: Communication,
  bill: Bill,
  terms: BillTerms,
  notice: BillNotice,
): { subject: string; content: string } {
  const owing = money(billOwing(bill));
  const title = billName(terms.title);
  const due = weekDueOf(terms, bill);
  const school = owedToOf(terms) === 'school';
  switch (notice) {
    case 'reminder':
      if (owedToOf(terms) === 'person')
        return {
          subject: `About the ${owing}`,
          content: `<p>Hey, just checking: the ${owing} for ${title} was due by the end of week ${due}. Can you send it soon? It's in your Email.</p>`,
        };
      if (school)
        return {
          subject: `Reminder: ${terms.title}`,
          content: `<p>Your ${title} of <strong>${owing}</strong> was due by the end of week ${due} and is still unpaid. Please pay it from your Email, or talk to the school office if it's hard to manage.</p>`,
        };
      if (isRent(terms))
        return {
          subject: 'Reminder: your rent is overdue',
          content: `<p>Your rent of ${owing} was due by the end of week ${due} and we haven't received it. There's no late fee on rent, but please pay it as soon as you can.</p><p>If it stays unpaid, we will have to serve you a notice to vacate.</p>`,
        };
      return {
        subject: `Reminder: ${terms.title} is overdue`,
        content: `<p>Your ${title} bill was due by the end of week ${due}. ${bill.lateFeesCents > 0 ? `A late fee of ${money(bill.lateFeesCents)} has been added, as your contract allows, so you` : 'You'} now owe <strong>${owing}</strong>.</p><p>Please pay it this week.</p>`,
      };
    case 'planEnded':
      if (isSmallLoan(bill))
        return {
          subject: 'You missed a repayment on your small loan',
          content: `<p>A repayment of your small loan was not paid by the end of week ${message.week}, so no more weekly repayments will come. You still owe <strong>${owing}</strong>, all due by the end of week ${due}. Pay it from the loan's bill in your Email.</p>`,
        };
      return {
        subject: `Your payment plan has ended: ${terms.title}`,
        content: `<p>An instalment of your payment plan was not paid by the end of week ${message.week}, so the plan has ended. You still owe <strong>${owing}</strong> on your ${title} bill, and it is overdue again.</p>`,
      };
    case 'vacate': {
      const { effect } = tenancyWeeks(terms, bill);
      return {
        subject: 'Notice to vacate: rent in arrears',
        content: `<p>This is a notice to vacate under the Residential Tenancy Act 1997 (Tas), because your rent is in arrears: you owe <strong>${owing}</strong>.</p><p>It takes effect at the end of week ${effect}, 14 days from now. Pay all the arrears before then and this notice has no effect.</p>`,
      };
    }
    case 'court': {
      const { effect } = tenancyWeeks(terms, bill);
      return {
        subject: 'We have applied to the Magistrates Court',
        content: `<p>Your rent arrears were not paid by the end of week ${effect}, when the notice to vacate took effect.</p><p>We have applied to the Magistrates Court for an order of possession of your room and to recover the <strong>${owing}</strong> you owe. You can still pay the arrears from the bill in your Email; if you do, we will withdraw the application.</p><p>The Tenants' Union of Tasmania gives free advice to tenants.</p>`,
      };
    }
    case 'possession':
      return {
        subject: 'The court has ordered you to move out',
        content: `<p>The Magistrates Court has ordered possession of your room: you have to move out. You still owe <strong>${owing}</strong> in rent arrears, and the court ordered you to pay back our ${money(COURT_FEE_CENTS)} filing fee too (a bill in your Email).</p><p>Paying the arrears is still up to you: they stay owed after you move.</p>`,
      };
    case 'letDown':
      if (school)
        return {
          subject: `Still unpaid: ${terms.title}`,
          content: `<p>Your ${title} of <strong>${owing}</strong> is still unpaid, so we have let your family know. You can still pay it from your Email.</p>`,
        };
      return {
        subject: `About the ${owing} I covered`,
        content: `<p>I haven't heard from you about the ${owing} for ${title}, so I've had to cover it myself for now. Not going to lie, I'm pretty disappointed. I'll think twice before I put money in for you again.</p><p>You can still pay me back from your Email.</p>`,
      };
    case 'newHome':
      return {
        subject: 'Spare room',
        content: `<p>Heard you have to move out. My share house in ${NEW_HOME_SUBURB} has a spare room: ${money(NEW_HOME_RENT_WEEKLY_CENTS)} a week, paid to me, and we split the power and internet. No bond, just don't leave me short!</p><p>The ute and a helper to move your stuff cost ${money(MOVING_COSTS_CENTS)} (the bill is in your Email).</p>`,
      };
    case 'disconnectWarning':
      return {
        subject: 'Disconnection warning: pay now to keep your power on',
        content: `<p>You owe us <strong>${owing}</strong> on this bill, and ${money(MINIMUM_DISCONNECTION_CENTS)} or more in all on overdue bills.</p><p>If you don't pay by the end of week ${message.week + 1}, or accept a payment plan or hardship help, we will disconnect your power. Getting it reconnected costs a fee of ${money(RECONNECTION_FEE_CENTS)}.</p>`,
      };
    case 'disconnected':
      return {
        subject: 'Your power has been disconnected',
        content: `<p>You didn't pay by the end of week ${message.week} after our warning, so we have disconnected your power. You still owe <strong>${owing}</strong> on this bill.</p><p>To get reconnected, pay the ${money(RECONNECTION_FEE_CENTS)} reconnection fee (a bill in your Email) and what you owe, or set up a payment plan.</p>`,
      };
  }
}

export function renderBillNotice(
  state: GameState,
  message: Communication,
  source: BillNoticeSource,
): CommunicationRendering {
  const found = billAndTerms(state, source.billId);
  if (!found) return missingMessage();
  const { bill, terms } = found;
  const words = noticeWords(state, message, bill, terms, source.notice);
  // Amounts are read now, so a notice about a bill paid since says so rather than "$0.00".
  const settled =
    owedToOf(terms) === 'person'
      ? "<p>Update: you've paid it. Thanks!</p>"
      : '<p>Update: this bill is now paid. Thank you.</p>';
  const paid = billOwing(bill) <= 0 && source.notice !== 'newHome' ? settled : '';
  return {
    from: source.notice === 'newHome' ? NEW_HOME_HOST : terms.payee,
    subject: words.subject,
    content: words.content + paid,
    amountCents: billOwing(bill),
    feesCents: 0,
    category: 1,
    billId: bill.id,
  };
}

export function renderDebtOption(
  state: GameState,
  message: Communication,
  source: DebtOptionSource,
): CommunicationRendering {
  const found = billAndTerms(state, source.billId);
  if (!found) return missingMessage();
  const { bill, terms } = found;
  const title = billName(terms.title);
  const accepted = message.action?.actioned && message.action.accepted;
  const base = { from: terms.payee, feesCents: 0, category: 1 as const, billId: bill.id };
  if (source.option === 'hardship') {
    return {
      ...base,
      subject: 'Need some breathing space?',
      content: `<p>If you're doing it tough, our hardship program can help. Accept and we will pause all notices, fees and collection on your ${title} bill for ${HARDSHIP_WEEKS} weeks from when you accept.</p><p>The bill stays in your Email, so you can pay it any time. If it's still unpaid after the pause, we'll send a final notice.</p>`,
      amountCents: billOwing(bill),
      outcome: accepted
        ? `Hardship help is on: nothing more happens to your ${title} bill until the end of week ${bill.heldUntilWeek}.`
        : null,
    };
  }
  const plan = accepted ? state.bills.plans.find((p) => p.billId === bill.id) : undefined;
  const parts = planInstalments(billOwing(bill));
  // The notice's own pay-by week (fixed when sent); its offer stays open to its end.
  const closing = debtOfferOpenUntil(terms, message.week);
  const credit = isConsumerCredit(terms)
    ? `<p>If this debt reaches ${money(DEFAULT_MINIMUM_CENTS)} or more and is more than 60 days overdue, we may list it as a default on your credit report, where it stays for 5 years. Doing it tough? Look for our hardship help in your Email.</p>`
    : '';
  return {
    ...base,
    subject: `Final notice: ${terms.title}`,
    content:
      `<p>This is a final notice. You owe <strong>${money(billOwing(bill))}</strong> on your ${title} bill, which was due in week ${weekDueOf(terms, bill)}. Please pay it by the end of week ${closing}. If it is still unpaid then, we will pass the debt to a debt collector, ${DEBT_COLLECTOR_NAME}.</p>${credit}` +
      `<p><strong>Can't pay it all at once?</strong> Accept this offer and we'll split what you owe into ${PLAN_INSTALMENTS} weekly instalments of about ${money(parts[0]!)}, starting the week after you accept. Each instalment arrives as a bill in your Email, due by the end of its week, and you can pay it automatically. While you keep up, we send no more notices and don't pass the debt on. Miss one and the plan ends.</p>`,
    amountCents: billOwing(bill),
    outcome: plan
      ? `Your payment plan is set up: ${PLAN_INSTALMENTS} instalments of ${money(plan.instalmentCents)} (the last one takes any cents left), from week ${plan.firstWeek} to week ${plan.firstWeek + PLAN_INSTALMENTS - 1}.`
      : null,
  };
}

export function renderCreditReport(
  state: GameState,
  source: CreditReportSource,
): CommunicationRendering {
  const listed = state.bills.defaults.find((d) => d.payee === source.payee);
  if (!listed) return missingMessage();
  const status =
    listed.paidWeek === null
      ? ''
      : `<p>Update: the debt was paid in week ${listed.paidWeek}, so the default is now marked <strong>paid</strong>. It stays on your report.</p>`;
  return {
    from: CREDIT_REPORTING_BODY,
    subject: 'A default has been listed on your credit report',
    content: `<p>${listed.payee} has listed a default of <strong>${money(listed.amountCents)}</strong> on your credit report (week ${listed.listedWeek}): the debt was more than 60 days overdue and ${money(DEFAULT_MINIMUM_CENTS)} or more, after a written notice.</p><p>A default stays on your credit report for 5 years, even once it's paid (it is then marked paid). Lenders check your report, so a default can mean being refused a credit card or loan, or paying a higher interest rate.</p>${status}`,
    amountCents: listed.amountCents,
    feesCents: 0,
    category: 0,
    billId: null,
  };
}
