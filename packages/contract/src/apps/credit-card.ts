import { z } from 'zod';
import { ERRORS } from '../messages';
import { resultSchema } from '../result-schema';
import { instanceId, optionalId, requiredId } from './common';

// My Credit (spec part 1, section 7 "Money": GET /api/g/creditcards, GET and POST
// /api/i/creditcards). Paying the card goes through POST /api/i/transfer with the card as target.

export interface CreditCardType {
  ID: string;
  Title: string;
  Description: string;
  Limit: number;
  /** The annual fee, paid when the card is bought. */
  Cost: number;
  /** A fraction a year: 0.1799 is shown as 17.99 %. */
  InterestRate: number;
  Type: string;
  /**
   * Why the signed-in player cannot get this card at all (under 18), when the list is asked for
   * by GameInstanceID; absent when they can apply.
   */
  Refusal?: string;
}
const creditCardTypeFields = {
  ID: z.string(),
  Title: z.string(),
  Description: z.string(),
  Limit: z.number(),
  Cost: z.number(),
  InterestRate: z.number(),
  Type: z.string(),
  Refusal: z.string().optional(),
};
export const creditCardTypeSchema = resultSchema<CreditCardType>()(
  z.object(creditCardTypeFields).meta({ id: 'CreditCardType' }),
);

export interface CreditCardStatement {
  Week: number;
  /** Negative when owed, like the card's Balance. */
  ClosingBalance: number;
  /**
   * This statement's own part (the greater of $25 or 2%) plus the higher of Overdue and OverLimit,
   * at most what is owed.
   */
  MinimumRepayment: number;
  /** What was left unpaid of the last statement's minimum, carried into this one's. */
  Overdue: number;
  /** How far the closing balance was over the card's limit. */
  OverLimit: number;
  DueWeek: number;
  Paid: number;
  FeeApplied: number;
  InterestApplied: number;
}
export const creditCardStatementSchema = resultSchema<CreditCardStatement>()(
  z
    .object({
      Week: z.number().int(),
      ClosingBalance: z.number(),
      MinimumRepayment: z.number(),
      Overdue: z.number(),
      OverLimit: z.number(),
      DueWeek: z.number().int(),
      Paid: z.number(),
      FeeApplied: z.number(),
      InterestApplied: z.number(),
    })
    .meta({ id: 'CreditCardStatement' }),
);

export interface CreditCardInstance extends CreditCardType {
  CreditCardTypeID: string;
  /** The last four digits of the card's number, e.g. '0427' (the ID is not a card number). */
  CardNumberEnding: string;
  AppInstanceID: string;
  CreditAvailable: number;
  /** Negative when owed. */
  Balance: number;
  /** The latest statement's closing balance; negative when owed. */
  ClosingBalance: number;
  MinRepayAmount: number;
  DueWeek: number | null;
  /**
   * The latest statement's minimum once its due week ended without it being paid: what is left of
   * it, its due week and the late fee charged for missing it. Null once paid, and once the next
   * statement carries it into its minimum (that statement's Overdue).
   */
  MissedMinimum: { Amount: number; DueWeek: number; LateFee: number } | null;
  /**
   * True while every statement has been paid in full by its due week. Once one is not, interest
   * runs from the week after that due week (never back to the purchase dates), and on each new
   * purchase from the week it is made, until a statement's closing balance is paid in full.
   */
  InterestFree: boolean;
  /** Interest accrued since the last statement (dollars), charged at the next one; owed now. */
  AccruedInterest: number;
  Statements: CreditCardStatement[];
}
export const creditCardInstanceSchema = resultSchema<CreditCardInstance>()(
  z
    .object({
      ...creditCardTypeFields,
      CreditCardTypeID: z.string(),
      CardNumberEnding: z.string(),
      AppInstanceID: z.string(),
      CreditAvailable: z.number(),
      Balance: z.number(),
      ClosingBalance: z.number(),
      MinRepayAmount: z.number(),
      DueWeek: z.number().int().nullable(),
      MissedMinimum: z
        .object({ Amount: z.number(), DueWeek: z.number().int(), LateFee: z.number() })
        .nullable(),
      InterestFree: z.boolean(),
      AccruedInterest: z.number(),
      Statements: z.array(creditCardStatementSchema),
    })
    .meta({ id: 'CreditCardInstance' }),
);

/** GET /api/g/creditcards: the cards of a game, named by the game or by one of its instances. */
export const creditCardTypesQuery = z.object({
  GameID: z.uuid({ error: ERRORS.gameNotFound }).optional(),
  GameInstanceID: z.uuid({ error: ERRORS.gameInstanceNotFound }).optional(),
});

export const buyCreditCardBody = z.object({
  GameInstanceID: instanceId,
  CreditCardID: requiredId,
  PurchasingBankAccountInstanceID: optionalId,
});
