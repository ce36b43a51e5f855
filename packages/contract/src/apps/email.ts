import { z } from 'zod';
import { instanceId, optionalId, requiredId } from './common';

// Email's own pieces: bills (paid from their e-mail) and pay slips (spec part 1, section 7
// "Communication": GET /api/i/emails/bill, /creditcardstatement, /debtcollector, /payslip, and
// "Money": POST /api/i/bills/pay). The inbox it shares with Messages is in communications.ts.

export type BillTag = '' | 'Paid' | 'Overdue' | 'Collected' | 'Expired';

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

export interface PaySlip {
  GrossAmount: number;
  SuperannuationAmount: number;
  TaxAmount: number;
  NetAmount: number;
  Occupation: string;
  Employer: string;
}

export const emailQuery = z.object({ GameInstanceID: instanceId, EmailInstanceID: requiredId });

export const payBillBody = z.object({
  GameInstanceID: instanceId,
  FromGameAppInstanceID: optionalId,
  FromAccountInstanceID: optionalId,
  BillInstanceID: requiredId,
  SetAutomatic: z.boolean().optional().default(false),
});
