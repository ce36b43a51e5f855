import { z } from 'zod';
import { resultSchema } from '../result-schema';
import { amountDollars, instanceId, optionalId, requiredId } from './common';

// My Bank: accounts, investments (term deposits, super) and their statements (spec part 1,
// section 7 "Money": /api/g/banking, /api/i/banking, /api/i/banking/close, /api/i/transactions).

export type AccountType =
  | 'TransactionsBankAccountInstance'
  | 'SavingsBankAccountInstance'
  | 'CashboxAccountInstance'
  | 'SuperInvestmentInstance'
  | 'FixedTermDepositInvestmentInstance';
export const accountTypeSchema = resultSchema<AccountType>()(
  z
    .enum([
      'TransactionsBankAccountInstance',
      'SavingsBankAccountInstance',
      'CashboxAccountInstance',
      'SuperInvestmentInstance',
      'FixedTermDepositInvestmentInstance',
    ])
    .meta({ id: 'AccountType' }),
);

/** An account or investment product the bank offers (GET /api/g/banking, /investments). */
export interface BankAccountType {
  ID: string;
  Title: string;
  Description: string;
  MonthlyFee: number;
  FeePerTransaction: number;
  MinimumBalance: number;
  /** Percent a year, e.g. 4.5. */
  InterestRate: number;
  /** 9999 means unlimited. */
  TransactionsPerMonth: number;
  /** Weeks; 0 for accounts without a term. */
  DepositPeriod: number;
  AccountType: AccountType;
}
const bankAccountTypeFields = {
  ID: z.string(),
  Title: z.string(),
  Description: z.string(),
  MonthlyFee: z.number(),
  FeePerTransaction: z.number(),
  MinimumBalance: z.number(),
  InterestRate: z.number(),
  TransactionsPerMonth: z.number().int(),
  DepositPeriod: z.number().int(),
  AccountType: accountTypeSchema,
};
export const bankAccountTypeSchema = resultSchema<BankAccountType>()(
  z.object(bankAccountTypeFields).meta({ id: 'BankAccountType' }),
);

/** An account the player holds. AccountNumber is the first 6 characters of ID. */
export interface BankAccountInstance extends BankAccountType {
  AccountTypeID: string;
  AccountNumber: string;
  Balance: number;
  AppInstanceID: string;
  IsMature: boolean;
  WeeksToMaturity: number;
  MaturityWeek: number | null;
  OpenedWeek: number;
  TransactionsThisMonth: number;
  /** Interest earned and not yet paid (dollars); 0 once paid, e.g. when a term deposit matures. */
  AccruedInterest: number;
  /** A matured term deposit's interest, paid into it at maturity (dollars); null until then. */
  InterestAtMaturity: number | null;
}
export const bankAccountInstanceSchema = resultSchema<BankAccountInstance>()(
  z
    .object({
      ...bankAccountTypeFields,
      AccountTypeID: z.string(),
      AccountNumber: z.string(),
      Balance: z.number(),
      AppInstanceID: z.string(),
      IsMature: z.boolean(),
      WeeksToMaturity: z.number().int(),
      MaturityWeek: z.number().int().nullable(),
      OpenedWeek: z.number().int(),
      TransactionsThisMonth: z.number().int(),
      AccruedInterest: z.number(),
      InterestAtMaturity: z.number().nullable(),
    })
    .meta({ id: 'BankAccountInstance' }),
);

/** POST /api/i/banking/close: the account closed (or term deposit withdrawn). */
export const closedAccountResultSchema = z.object({ AccountInstanceID: z.string() });

export interface StatementRow {
  Week: number;
  Description: string;
  /** Dollars in (positive) or out (negative). */
  Money: number;
  Balance: number;
}
export interface TransactionsResult {
  AccountInstanceID: string;
  Title: string;
  Balance: number;
  Transactions: StatementRow[];
}
export const statementRowSchema = resultSchema<StatementRow>()(
  z
    .object({
      Week: z.number().int(),
      Description: z.string(),
      Money: z.number(),
      Balance: z.number(),
    })
    .meta({ id: 'StatementRow' }),
);
export const transactionsResultSchema = resultSchema<TransactionsResult>()(
  z
    .object({
      AccountInstanceID: z.string(),
      Title: z.string(),
      Balance: z.number(),
      Transactions: z.array(statementRowSchema),
    })
    .meta({ id: 'TransactionsResult' }),
);
export const transactionsQuery = z.object({
  GameInstanceID: instanceId,
  GameAppInstanceID: optionalId,
  AccountInstanceID: requiredId,
});

export const openAccountBody = z.object({
  GameInstanceID: instanceId,
  GameAccountID: requiredId,
  TransferFromGameAppInstanceID: optionalId,
  TransferFromAccountInstanceID: optionalId,
  Amount: amountDollars.optional().default(0),
});
export const closeAccountBody = z.object({
  GameInstanceID: instanceId,
  AccountInstanceID: requiredId,
  TransferToAccountInstanceID: optionalId,
});
