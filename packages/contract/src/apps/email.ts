import { z } from 'zod';
import { resultSchema } from '../result-schema';
import { instanceId, optionalId, requiredId } from './common';

// Email's own pieces: bills (paid from their e-mail) and pay slips (spec part 1, section 7
// "Communication": GET /api/i/emails/bill, /creditcardstatement, /debtcollector, /payslip, and
// "Money": POST /api/i/bills/pay). The inbox it shares with Messages is in communications.ts.

export type BillTag = '' | 'Paid' | 'Overdue' | 'Collected' | 'Expired';
export const billTagSchema = resultSchema<BillTag>()(
  z.enum(['', 'Paid', 'Overdue', 'Collected', 'Expired']),
);

export interface Bill {
  ID: string;
  Title: string;
  Payee: string;
  Amount: number;
  OriginalAmount: number;
  LateFees: number;
  Fees: number;
  WeekDue: number;
  OpeningWeek: number;
  ClosingWeek: number;
  IsRecurring: boolean;
  IsAutomatic: boolean;
  IsPayable: boolean;
  Tag: BillTag;
}
export const billSchema = resultSchema<Bill>()(
  z
    .object({
      ID: z.string(),
      Title: z.string(),
      Payee: z.string(),
      Amount: z.number(),
      OriginalAmount: z.number(),
      LateFees: z.number(),
      Fees: z.number(),
      WeekDue: z.number().int(),
      OpeningWeek: z.number().int(),
      ClosingWeek: z.number().int(),
      IsRecurring: z.boolean(),
      IsAutomatic: z.boolean(),
      IsPayable: z.boolean(),
      Tag: billTagSchema,
    })
    .meta({ id: 'Bill' }),
);

export interface PaySlip {
  GrossAmount: number;
  SuperannuationAmount: number;
  TaxAmount: number;
  NetAmount: number;
  Occupation: string;
  Employer: string;
}
export const paySlipSchema = resultSchema<PaySlip>()(
  z
    .object({
      GrossAmount: z.number(),
      SuperannuationAmount: z.number(),
      TaxAmount: z.number(),
      NetAmount: z.number(),
      Occupation: z.string(),
      Employer: z.string(),
    })
    .meta({ id: 'PaySlip' }),
);

export const emailQuery = z.object({ GameInstanceID: instanceId, EmailInstanceID: requiredId });

export const payBillBody = z.object({
  GameInstanceID: instanceId,
  FromGameAppInstanceID: optionalId,
  FromAccountInstanceID: optionalId,
  BillInstanceID: requiredId,
  SetAutomatic: z.boolean().optional().default(false),
});
