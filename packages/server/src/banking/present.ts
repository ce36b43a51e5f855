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
});

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
  Balance: $(account.balanceCents),
  AppInstanceID: account.appInstanceId,
  IsMature: account.isMature,
  WeeksToMaturity: account.weeksToMaturity,
  MaturityWeek: account.maturityWeek,
  OpenedWeek: account.openedWeek,
  TransactionsThisMonth: account.transactionsThisMonth,
  AccruedInterest: $(account.accruedInterestCents),
  InterestAtMaturity:
    account.interestAtMaturityCents === null ? null : $(account.interestAtMaturityCents),
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
