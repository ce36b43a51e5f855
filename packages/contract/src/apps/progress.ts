import { z } from 'zod';
import { resultSchema } from '../result-schema';

// Where I'm at: the player's assets and liabilities (spec part 1, section 7: GET /api/i/progress).

export type ProgressCategory =
  | 'Cashbox'
  | 'BankAccountTransactions'
  | 'InvestmentTransactions'
  | 'Shares'
  | 'Items'
  | 'SuperTransactions'
  | 'Survey'
  | 'Credit Cards'
  | 'Bills'
  | 'Loans';
export const progressCategorySchema = resultSchema<ProgressCategory>()(
  z.enum([
    'Cashbox',
    'BankAccountTransactions',
    'InvestmentTransactions',
    'Shares',
    'Items',
    'SuperTransactions',
    'Survey',
    'Credit Cards',
    'Bills',
    'Loans',
  ]),
);

export interface ProgressRow {
  Title: string;
  Category: ProgressCategory;
  /** Dollars; negative is a liability. */
  Balance: number;
  Icon: string;
}
export const progressRowSchema = resultSchema<ProgressRow>()(
  z
    .object({
      Title: z.string(),
      Category: progressCategorySchema,
      Balance: z.number(),
      Icon: z.string(),
    })
    .meta({ id: 'ProgressRow' }),
);
export interface ProgressResult {
  Items: ProgressRow[];
  Assets: number;
  Liabilities: number;
  NetPosition: number;
  Week: number;
  TotalWeeks: number;
  /** Dollars: the careful player's net position at the same point of the same world. */
  Par: number;
  /** Dollars: NetPosition less Par. */
  AgainstPar: number;
}
export const progressResultSchema = resultSchema<ProgressResult>()(
  z
    .object({
      Items: z.array(progressRowSchema),
      Assets: z.number(),
      Liabilities: z.number(),
      NetPosition: z.number(),
      Week: z.number().int(),
      TotalWeeks: z.number().int(),
      Par: z.number(),
      AgainstPar: z.number(),
    })
    .meta({ id: 'ProgressResult' }),
);
