import { z } from 'zod';
import { ERRORS } from '../messages';
import { resultSchema } from '../result-schema';
import { instanceId, optionalId, requiredId } from './common';

// Shares (spec part 2: section 2 "Shares", section 3 "Share", sections 5 and 9; section 7 calls
// GET /api/i/shares, POST /api/i/shares/buy and /sell). Amounts in dollars.

export const SHARE_MESSAGES = {
  atLeastOneToBuy: 'Error: Please select at least 1 share to buy',
  atLeastOneToSell: 'Error: Please select at least 1 share to sell',
  noneLeft: 'NO SHARES LEFT TO PURCHASE',
  tooMany: 'You can buy at most the shares still available.',
  notHeld: 'You do not own that many shares.',
  noCompany: 'Company not found.',
  emptyPortfolio: 'You currently own no shares',
} as const;

/** Spec part 2, section 9: risk labels. */
export const RISK_LABELS = { 0: 'LOW', 1: 'MEDIUM', 2: 'HIGH' } as const;
export type Risk = keyof typeof RISK_LABELS;

/** A company of the market as this player sees it (spec "Share"). */
export interface Share {
  /** The company's code, which the buy and sell calls name as ShareInstanceID. */
  ID: string;
  ShareInstanceID: string;
  Company: string;
  Title: string;
  Sector: string;
  Profile: string;
  Risk: Risk;
  CurrentPrice: number;
  /** The price a week ago (in week 1, the week before the game began). */
  LastWeeksPrice: number;
  /** Percent, two decimals, from last week's price to this week's. */
  PercentageChange: number;
  TotalShares: number;
  OwnedShares: number;
  /** Brokerage as a fraction of the cost (0.02: 2%). */
  BrokerageFee: number;
  /** Prices from eight weeks before the game (weeks -7 to 0) to this week: never a future week's. */
  PreviousWeekValues: { Week: number; Value: number }[];
  /** What the shares held are worth now. */
  Total: number;
  /** What the shares held cost, brokerage included. */
  CostOfHolding: number;
  /** Gains (positive) and losses realised by selling, after brokerage. */
  RealisedGain: number;
  /** The yearly dividend as a fraction of the price (0.045: 4.5%; 0: none), paid in two halves. */
  DividendYield: number;
  /** The company's news this week, if it has any (the market news weeks): why its price jumped. */
  News: { Headline: string; Text: string; Good: boolean } | null;
}

export const shareSchema = resultSchema<Share>()(
  z
    .object({
      ID: z.string(),
      ShareInstanceID: z.string(),
      Company: z.string(),
      Title: z.string(),
      Sector: z.string(),
      Profile: z.string(),
      Risk: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      CurrentPrice: z.number(),
      LastWeeksPrice: z.number(),
      PercentageChange: z.number(),
      TotalShares: z.number(),
      OwnedShares: z.number(),
      BrokerageFee: z.number(),
      PreviousWeekValues: z.array(z.object({ Week: z.number(), Value: z.number() })),
      Total: z.number(),
      CostOfHolding: z.number(),
      RealisedGain: z.number(),
      DividendYield: z.number(),
      News: z.object({ Headline: z.string(), Text: z.string(), Good: z.boolean() }).nullable(),
    })
    .meta({ id: 'Share' }),
);

/** A whole number of shares as sent (a number or its string); anything else is 0 (refused). */
const shareCount = z
  .union([z.number(), z.string().trim()], { error: ERRORS.invalidRequest })
  .transform((value) => {
    const n = typeof value === 'number' ? value : value === '' ? 0 : Number(value);
    return Number.isSafeInteger(n) ? n : 0;
  });

/**
 * Buying or selling (spec: ShareInstanceID, app instance, account, Total): Total is the number of
 * shares; the account pays (buying) or is paid into (selling).
 */
export const tradeSharesBody = z.object({
  GameInstanceID: instanceId,
  ShareInstanceID: requiredId,
  GameAppInstanceID: optionalId,
  AccountInstanceID: optionalId,
  Total: shareCount,
});
