import { z } from 'zod';
import { resultSchema } from '../result-schema';
import { instanceId, optionalId, requiredId } from './common';
import { creditCardStatementSchema, type CreditCardStatement } from './credit-card';
import { billSchema, paySlipSchema, type Bill, type PaySlip } from './email';

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
export const communicationTypeSchema = resultSchema<CommunicationType>()(
  z
    .enum([
      'EmailInstance',
      'DebtCollectorEmailInstance',
      'EmploymentSubmissionEmailInstance',
      'PaySlipEmailInstance',
      'RandomEventEmailInstance',
      'iBuyItemForSaleEmailInstance',
      'BillEmailInstance',
      'CreditCardStatementEmailInstance',
      'TextMessageInstance',
    ])
    .meta({ id: 'CommunicationType' }),
);

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
export const communicationSchema = resultSchema<Communication>()(
  z
    .object({
      ID: z.string(),
      CommunicationType: communicationTypeSchema,
      Category: z.literal([0, 1, 2]).nullable(),
      IsRead: z.boolean(),
      From: z.string(),
      Subject: z.string(),
      Content: z.string(),
      Amount: z.number(),
      Fees: z.number(),
      TargetItemInstanceID: z.string().nullable(),
      ActionGameAppInstanceID: z.string().nullable(),
      ActionItemInstanceID: z.string().nullable(),
      IsActionable: z.boolean(),
      Actioned: z.boolean(),
      Accepted: z.boolean(),
      Cancelled: z.boolean(),
      Week: z.number().int(),
      Tag: z.string(),
      Outcome: z.string().nullable(),
      RedFlags: z.array(z.string()),
      Bill: billSchema.nullable(),
      PaySlip: paySlipSchema.nullable(),
      Statement: creditCardStatementSchema.nullable(),
    })
    .meta({ id: 'Communication' }),
);

/** Messages' conversation with one sender. */
export interface TextThread {
  From: string;
  LatestWeek: number;
  UnreadCount: number;
  Excerpt: string;
  Messages: Communication[];
}
export const textThreadSchema = resultSchema<TextThread>()(
  z
    .object({
      From: z.string(),
      LatestWeek: z.number().int(),
      UnreadCount: z.number().int(),
      Excerpt: z.string(),
      Messages: z.array(communicationSchema),
    })
    .meta({ id: 'TextThread' }),
);

export interface CommunicationsResult {
  AppName: 'Email' | 'Messages';
  Communications: Communication[];
  /** Text messages grouped by sender (Messages app only). */
  Threads: TextThread[];
}
export const communicationsResultSchema = resultSchema<CommunicationsResult>()(
  z
    .object({
      AppName: z.enum(['Email', 'Messages']),
      Communications: z.array(communicationSchema),
      Threads: z.array(textThreadSchema),
    })
    .meta({ id: 'CommunicationsResult' }),
);

/** POST /api/i/communication/read and /delete: the communication the command named. */
export const communicationIdResultSchema = z.object({ CommunicationID: z.string() });

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
