import {
  centsToDollars as $,
  type Bill,
  type Communication,
  type CommunicationsResult,
  type PaySlip,
  type TextThread,
} from '@mc/contract';
import type { BillView, CommunicationView, PaySlipView, TextThreadView } from '@mc/engine';
import { presentCardStatement } from '../credit-card/present';

// Email and Messages: the engine's e-mails, texts, bills and pay slips as the spec's API fields.

export const presentBill = (bill: BillView): Bill => ({
  ID: bill.id,
  Title: bill.title,
  Payee: bill.payee,
  Amount: $(bill.owingCents),
  OriginalAmount: $(bill.originalAmountCents),
  LateFees: $(bill.lateFeesCents),
  Fees: $(bill.feesCents),
  WeekDue: bill.weekDue,
  OpeningWeek: bill.openingWeek,
  ClosingWeek: bill.closingWeek,
  IsRecurring: bill.isRecurring,
  IsAutomatic: bill.isAutomatic,
  IsPayable: bill.isPayable,
  Tag: bill.tag,
});

export const presentPaySlip = (slip: PaySlipView): PaySlip => ({
  GrossAmount: $(slip.grossAmountCents),
  SuperannuationAmount: $(slip.superannuationAmountCents),
  TaxAmount: $(slip.taxAmountCents),
  NetAmount: $(slip.netAmountCents),
  Occupation: slip.occupation,
  Employer: slip.employer,
});

/** A communication; its action goes to the app that shows it (`appInstanceId`). */
export function presentCommunication(
  view: CommunicationView,
  appInstanceId: string | null,
): Communication {
  return {
    ID: view.id,
    CommunicationType: view.communicationType as Communication['CommunicationType'],
    Category: view.category,
    IsRead: view.isRead,
    From: view.from,
    Subject: view.subject,
    Content: view.content,
    Amount: $(view.amountCents),
    Fees: $(view.feesCents),
    TargetItemInstanceID: view.targetItemInstanceId,
    ActionGameAppInstanceID: view.isActionable ? appInstanceId : null,
    ActionItemInstanceID: view.isActionable ? view.id : null,
    IsActionable: view.isActionable,
    Actioned: view.actioned,
    Accepted: view.accepted,
    Cancelled: view.cancelled,
    Week: view.week,
    Tag: view.tag,
    Outcome: view.outcome,
    RedFlags: view.redFlags,
    Bill: view.bill ? presentBill(view.bill) : null,
    PaySlip: view.paySlip ? presentPaySlip(view.paySlip) : null,
    Statement: view.statement ? presentCardStatement(view.statement) : null,
  };
}

export const presentThread = (
  thread: TextThreadView,
  appInstanceId: string | null,
): TextThread => ({
  From: thread.from,
  LatestWeek: thread.latestWeek,
  UnreadCount: thread.unreadCount,
  Excerpt: thread.excerpt,
  Messages: thread.messages.map((message) => presentCommunication(message, appInstanceId)),
});

/** What the Email or the Messages app shows. */
export type Inbox =
  | { app: 'Email'; appId: string; emails: CommunicationView[] }
  | { app: 'Messages'; appId: string; threads: TextThreadView[] };

export function presentInbox(inbox: Inbox): CommunicationsResult {
  if (inbox.app === 'Email') {
    return {
      AppName: 'Email',
      Communications: inbox.emails.map((view) => presentCommunication(view, inbox.appId)),
      Threads: [],
    };
  }
  return {
    AppName: 'Messages',
    Communications: inbox.threads
      .flatMap((thread) => thread.messages)
      .map((view) => presentCommunication(view, inbox.appId)),
    Threads: inbox.threads.map((thread) => presentThread(thread, inbox.appId)),
  };
}
