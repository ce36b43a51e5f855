import {
  centsToDollars as $,
  type BankAccountInstance,
  type BankAccountType as ApiBankAccountType,
  type StatementRow,
  type TransactionsResult,
} from '@mc/contract';
import type {
  AccountStatementView,
  BankAccountType,
  BankAccountView,
  StatementLine,
} from '@mc/engine';

// My Bank's engine views (cents, camelCase) as the spec's API fields (dollars, PascalCase).

/** A yearly fraction (0.045) as the percent the spec shows (4.5). */
const percent = (rate: number) => Math.round(rate * 10_000) / 100;

export const presentAccountType = (type: BankAccountType): ApiBankAccountType => ({
  ID: type.id,
  Title: type.title,
  Description: type.description,
  MonthlyFee: $(type.monthlyFeeCents),
  FeePerTransaction: $(type.feePerTransactionCents),
  MinimumBalance: $(type.minimumBalanceCents),
  InterestRate: percent(type.interestRate),
  TransactionsPerMonth: type.transactionsPerMonth,
  DepositPeriod: type.depositPeriodWeeks,
  AccountType: type.accountType,
  BonusInterestRate: percent(type.bonus?.rate ?? 0),
  BonusMinimumDeposit: $(type.bonus?.minimumDepositCents ?? 0),
  FeeWaiverAge: type.feeWaiver?.underAgeYears ?? null,
  FeeWaiverDeposits: nullableDollars(type.feeWaiver?.monthlyDepositsCents ?? null),
});

const nullableDollars = (cents: number | null) => (cents === null ? null : $(cents));

export const presentAccount = (account: BankAccountView): BankAccountInstance => ({
  ID: account.id,
  AccountTypeID: account.typeId,
  AccountNumber: account.accountNumber,
  Title: account.title,
  Description: '',
  MonthlyFee: $(account.monthlyFeeCents),
  FeePerTransaction: $(account.feePerTransactionCents),
  MinimumBalance: $(account.minimumBalanceCents),
  InterestRate: percent(account.interestRate),
  TransactionsPerMonth: account.transactionsPerMonth,
  DepositPeriod: account.depositPeriodWeeks,
  AccountType: account.accountType,
  BonusInterestRate: percent(account.bonusRate),
  BonusMinimumDeposit: $(account.bonusMinimumDepositCents),
  FeeWaiverAge: account.feeWaiver?.underAgeYears ?? null,
  FeeWaiverDeposits: nullableDollars(account.feeWaiver?.monthlyDepositsCents ?? null),
  Balance: $(account.balanceCents),
  AppInstanceID: account.appInstanceId,
  IsMature: account.isMature,
  WeeksToMaturity: account.weeksToMaturity,
  MaturityWeek: account.maturityWeek,
  GraceUntilWeek: account.graceUntilWeek,
  OpenedWeek: account.openedWeek,
  TransactionsThisMonth: account.transactionsThisMonth,
  DepositsThisMonth: $(account.depositsThisMonthCents),
  MonthlyFeeWaived: account.monthlyFeeWaived,
  AccruedInterest: $(account.accruedInterestCents),
  AccruedBonusInterest: $(account.accruedBonusCents),
  BonusStatus: account.bonusStatus,
  InterestPaidWeek: account.interestPaidWeek,
  InterestAtMaturity: nullableDollars(account.interestAtMaturityCents),
  LockedUntilAge: account.lockedUntilAgeYears,
});

export const presentStatementLine = (line: StatementLine): StatementRow => ({
  Week: line.week,
  Description: line.description,
  Money: $(line.moneyCents),
  Balance: $(line.balanceCents),
});

export const presentStatement = (statement: AccountStatementView): TransactionsResult => ({
  AccountInstanceID: statement.accountId,
  Title: statement.title,
  Balance: $(statement.balanceCents),
  Transactions: statement.lines.map(presentStatementLine),
});
