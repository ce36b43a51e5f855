import { z } from 'zod';
import { resultSchema } from '../result-schema';

// My Cash (spec part 1, section 7 "Money": GET /api/i/cashbox).

export interface CashboxResult {
  ID: string;
  Title: string;
  Balance: number;
  AppInstanceID: string;
  AccountType: 'CashboxAccountInstance';
}
export const cashboxResultSchema = resultSchema<CashboxResult>()(
  z
    .object({
      ID: z.string(),
      Title: z.string(),
      Balance: z.number(),
      AppInstanceID: z.string(),
      AccountType: z.literal('CashboxAccountInstance'),
    })
    .meta({ id: 'CashboxResult' }),
);
