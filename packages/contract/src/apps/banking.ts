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
  /** A bonus saver's bonus, percent a year on top of InterestRate; 0 for other products. */
  BonusInterestRate: number;
  /** Deposits a month (dollars) a bonus saver needs, with no withdrawals, to pay its bonus. */
  BonusMinimumDeposit: number;
  /** The monthly fee is waived for a player under this age; null if age does not waive it. */
  FeeWaiverAge: number | null;
  /** ...or in a month with deposits of at least this (dollars); null if deposits do not. */
  FeeWaiverDeposits: number | null;
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
  BonusInterestRate: z.number(),
  BonusMinimumDeposit: z.number(),
  FeeWaiverAge: z.number().int().nullable(),
  FeeWaiverDeposits: z.number().nullable(),
};
export const bankAccountTypeSchema = resultSchema<BankAccountType>()(
  z.object(bankAccountTypeFields).meta({ id: 'BankAccountType' }),
);

/** Where a bonus saver's bonus stands this month. */
export type BonusStatus = 'none' | 'on-track' | 'needs-deposit' | 'lost';
export const bonusStatusSchema = resultSchema<BonusStatus>()(
  z.enum(['none', 'on-track', 'needs-deposit', 'lost']).meta({ id: 'BonusStatus' }),
);

/** An account the player holds. AccountNumber is the first 6 characters of ID. */
export interface BankAccountInstance extends BankAccountType {
  AccountTypeID: string;
  AccountNumber: string;
  Balance: number;
  AppInstanceID: string;
  /**
   * A term deposit that matured and was reinvested, in its grace weeks: it can be withdrawn now
   * without an interest reduction (until the end of GraceUntilWeek).
   */
  IsMature: boolean;
  WeeksToMaturity: number;
  MaturityWeek: number | null;
  /** See IsMature; null outside a grace period. */
  GraceUntilWeek: number | null;
  OpenedWeek: number;
  TransactionsThisMonth: number;
  /** Money put in this month (dollars), not counting the bank's interest. */
  DepositsThisMonth: number;
  /** Whether this month's monthly fee is waived so far; null when there is no fee. */
  MonthlyFeeWaived: boolean | null;
  /** Base interest earned and not yet paid (dollars); counted in the net position. */
  AccruedInterest: number;
  /** A bonus saver's bonus earned this month so far (dollars). */
  AccruedBonusInterest: number;
  BonusStatus: BonusStatus;
  /** The week at whose end accrued interest is paid; null when the account earns none. */
  InterestPaidWeek: number | null;
  /** A term deposit's interest at its last maturity (dollars), reinvested with it; null before. */
  InterestAtMaturity: number | null;
  /** Super: the age from which it can be taken out on retiring; null for other accounts. */
  LockedUntilAge: number | null;
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
      GraceUntilWeek: z.number().int().nullable(),
      OpenedWeek: z.number().int(),
      TransactionsThisMonth: z.number().int(),
      DepositsThisMonth: z.number(),
      MonthlyFeeWaived: z.boolean().nullable(),
      AccruedInterest: z.number(),
      AccruedBonusInterest: z.number(),
      BonusStatus: bonusStatusSchema,
      InterestPaidWeek: z.number().int().nullable(),
      InterestAtMaturity: z.number().nullable(),
      LockedUntilAge: z.number().int().nullable(),
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
