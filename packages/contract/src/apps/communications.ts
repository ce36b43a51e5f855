import { z } from 'zod';
import { instanceId, optionalId, requiredId } from './common';
import type { CreditCardStatement } from './credit-card';
import type { Bill, PaySlip } from './email';

// The inbox that Email and Messages share: e-mails and text messages, reading, deleting and
// answering offers (spec part 1, section 7 "Communication").

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

export interface Communication {
  ID: string;
  CommunicationType: CommunicationType;
  /** 0 messages, 1 bills, 2 bank; null for text messages. */
  Category: 0 | 1 | 2 | null;
  IsRead: boolean;
  From: string;
  Subject: string;
  /** May hold simple markup: p, strong, em, br, ul, li. */
  Content: string;
  Amount: number;
  Fees: number;
  TargetItemInstanceID: string | null;
  ActionGameAppInstanceID: string | null;
  ActionItemInstanceID: string | null;
  IsActionable: boolean;
  Actioned: boolean;
  Accepted: boolean;
  Cancelled: boolean;
  Week: number;
  Tag: string;
  /** Once an offer is answered: what happened, and for a scam its warning signs. */
  Outcome: string | null;
  RedFlags: string[];
  Bill: Bill | null;
  PaySlip: PaySlip | null;
  Statement: (CreditCardStatement & { FeeApplied: number; InterestApplied: number }) | null;
}

/** Messages' conversation with one sender. */
export interface TextThread {
  From: string;
  LatestWeek: number;
  UnreadCount: number;
  Excerpt: string;
  Messages: Communication[];
}

export interface CommunicationsResult {
  AppName: 'Email' | 'Messages';
  Communications: Communication[];
  /** Text messages grouped by sender (Messages app only). */
  Threads: TextThread[];
}

export const communicationsQuery = z.object({
  GameInstanceID: instanceId,
  GameAppInstanceID: requiredId,
});
export const communicationQuery = z.object({
  GameInstanceID: instanceId,
  CommunicationID: requiredId,
});
export const communicationBody = z.object({
  GameInstanceID: instanceId,
  CommunicationID: requiredId,
});
export const actionBody = z.object({
  GameInstanceID: instanceId,
  CommunicationsAppInstanceID: optionalId,
  GameAppInstanceID: optionalId,
  ActionableInstanceID: requiredId,
  Choice: z.enum(['accept', 'decline'], { error: 'Choose accept or decline.' }),
});
