import { z } from 'zod';
import { resultSchema } from '../result-schema';
import { amountDollars, instanceId, optionalId, requiredId } from './common';

// Everyday spending, shown in My Bank (the spec has no such app: these calls are ours, named in
// its style). Groceries, fares and subscriptions leave a source the player nominates at the end
// of each week; a lender covers a shortfall, owed back; a subscription can be cancelled.

export type EverydayCategory = 'food' | 'travel' | 'entertainment';

export interface EverydayItem {
  ID: string;
  Title: string;
  Payee: string;
  Category: EverydayCategory;
  /** Dollars each time it is charged. */
  Amount: number;
  /** 1: every week; 4: every four weeks. */
  EveryWeeks: number;
  IsSubscription: boolean;
  IsActive: boolean;
  EndedWeek: number | null;
  EndReason: 'cancelled' | 'declined' | null;
}
export const everydayItemSchema = resultSchema<EverydayItem>()(
  z
    .object({
      ID: z.string(),
      Title: z.string(),
      Payee: z.string(),
      Category: z.enum(['food', 'travel', 'entertainment']),
      Amount: z.number(),
      EveryWeeks: z.number().int(),
      IsSubscription: z.boolean(),
      IsActive: z.boolean(),
      EndedWeek: z.number().int().nullable(),
      EndReason: z.enum(['cancelled', 'declined']).nullable(),
    })
    .meta({ id: 'EverydayItem' }),
);

export interface EverydayResult {
  /** The cash box, account or card that pays at the end of this week. */
  SourceID: string;
  SourceTitle: string;
  /** False while the default (the first transaction account, else cash) pays. */
  IsChosen: boolean;
  /** A week's groceries, fares and the like, in dollars (subscriptions not included). */
  Weekly: number;
  Items: EverydayItem[];
  Lender: { Name: string; Owed: number; Limit: number };
}
export const everydayResultSchema = resultSchema<EverydayResult>()(
  z
    .object({
      SourceID: z.string(),
      SourceTitle: z.string(),
      IsChosen: z.boolean(),
      Weekly: z.number(),
      Items: z.array(everydayItemSchema),
      Lender: z.object({ Name: z.string(), Owed: z.number(), Limit: z.number() }),
    })
    .meta({ id: 'EverydayResult' }),
);

/** Choose the source of everyday spending: the cash box, a transaction account or the card. */
export const everydayAccountBody = z.object({
  GameInstanceID: instanceId,
  FromAccountInstanceID: requiredId,
});

/** Cancel a subscription (by its ID in the Items). */
export const cancelSubscriptionBody = z.object({
  GameInstanceID: instanceId,
  SpendingID: requiredId,
});

/** Pay back some or all of what the lender covered, from cash or a bank account. */
export const repayLenderBody = z.object({
  GameInstanceID: instanceId,
  FromAccountInstanceID: optionalId,
  Amount: amountDollars,
});
