import type {
  BankAccountInstance,
  BankAccountType,
  CashboxResult,
  CreditCardInstance,
  TransactionsResult,
} from '@mc/contract';
import { updateSession } from '../session';

// Test data for the money apps: a signed-in game, cash, bank accounts, products and a card.

export const GAME_INSTANCE_ID = '3f1c2b9a-6d7e-4f80-9a1b-2c3d4e5f6a7b';
export const GAME_ID = '6a0e0d8e-2a8f-4f86-9a0c-0d6f0b3c2b10';
export const BANK_APP = 'bank-app-0000-0000-0000-000000000001';
export const CASH_APP = 'cash-app-0000-0000-0000-000000000002';
export const CREDIT_APP = 'card-app-0000-0000-0000-000000000003';

export function signIn() {
  updateSession({ Token: 'token-1', GameID: GAME_ID, GameInstanceID: GAME_INSTANCE_ID });
}

export const product = (overrides: Partial<BankAccountType> = {}): BankAccountType => ({
  ID: 'everyday-access',
  Title: 'Everyday Access',
  Description: 'An everyday account with a card and app.',
  MonthlyFee: 0,
  FeePerTransaction: 0,
  MinimumBalance: 0,
  InterestRate: 0,
  TransactionsPerMonth: 9999,
  DepositPeriod: 0,
  AccountType: 'TransactionsBankAccountInstance',
  BonusInterestRate: 0,
  BonusMinimumDeposit: 0,
  FeeWaiverAge: null,
  FeeWaiverDeposits: null,
  ...overrides,
});

export const bonusSaver = product({
  ID: 'bonus-saver',
  Title: 'Bonus Saver',
  Description: 'A bonus savings account.',
  MinimumBalance: 100,
  InterestRate: 0.55,
  BonusInterestRate: 3.45,
  BonusMinimumDeposit: 100,
  AccountType: 'SavingsBankAccountInstance',
});

export const termDeposit = product({
  ID: 'term-deposit-3-month',
  Title: '3-month Term Deposit',
  Description: 'Lock money away for 12 weeks.',
  MinimumBalance: 500,
  InterestRate: 4,
  DepositPeriod: 12,
  AccountType: 'FixedTermDepositInvestmentInstance',
});

export const account = (overrides: Partial<BankAccountInstance> = {}): BankAccountInstance => ({
  ...product(),
  ID: 'a1b2c3d4-0000-4000-8000-000000000001',
  AccountTypeID: 'everyday-access',
  AccountNumber: 'a1b2c3',
  Balance: 250,
  AppInstanceID: BANK_APP,
  IsMature: false,
  WeeksToMaturity: 0,
  MaturityWeek: null,
  GraceUntilWeek: null,
  OpenedWeek: 1,
  TransactionsThisMonth: 0,
  DepositsThisMonth: 0,
  MonthlyFeeWaived: null,
  AccruedInterest: 0,
  AccruedBonusInterest: 0,
  BonusStatus: 'none',
  InterestPaidWeek: null,
  InterestAtMaturity: null,
  LockedUntilAge: null,
  ...overrides,
});

export const everyday = account();
export const secondEveryday = account({
  ID: 'e5f6a7b8-0000-4000-8000-000000000002',
  Title: 'Smart Access',
  AccountTypeID: 'smart-access',
  Balance: 40,
});
export const savings = account({
  ...bonusSaver,
  ID: 'c9d8e7f6-0000-4000-8000-000000000003',
  AccountTypeID: 'bonus-saver',
  BonusStatus: 'on-track',
  DepositsThisMonth: 120,
  AccruedInterest: 0.01,
  AccruedBonusInterest: 0.08,
  InterestPaidWeek: 4,
  Balance: 120,
});
export const superFund = account({
  ID: '5u9e7f00-0000-4000-8000-000000000004',
  Title: 'Southern Cross Super',
  AccountTypeID: 'super-fund',
  AccountType: 'SuperInvestmentInstance',
  Balance: 512.4,
  LockedUntilAge: 60,
});
export const deposit = account({
  ...termDeposit,
  ID: '7d7d7d7d-0000-4000-8000-000000000005',
  AccountTypeID: 'term-deposit-3-month',
  Balance: 600,
  WeeksToMaturity: 3,
  MaturityWeek: 14,
  AccruedInterest: 2.75,
  InterestPaidWeek: 14,
});

export const cash = (Balance = 80): CashboxResult => ({
  ID: 'ca5h0000-0000-4000-8000-000000000009',
  Title: 'My Cash',
  Balance,
  AppInstanceID: CASH_APP,
  AccountType: 'CashboxAccountInstance',
});

export const creditCard = (overrides: Partial<CreditCardInstance> = {}): CreditCardInstance => ({
  ID: 'cc000000-0000-4000-8000-000000000010',
  CreditCardTypeID: 'low-rate-card',
  CardNumberEnding: '0427',
  Title: 'Low Rate Card',
  Description: '',
  Limit: 1000,
  Cost: 42,
  InterestRate: 0.145,
  Type: 'Low rate',
  AppInstanceID: CREDIT_APP,
  CreditAvailable: 800,
  Balance: -200,
  ClosingBalance: -150,
  MinRepayAmount: 10,
  DueWeek: 7,
  MissedMinimum: null,
  InterestFree: true,
  AccruedInterest: 0,
  Statements: [
    {
      Week: 4,
      ClosingBalance: -150,
      MinimumRepayment: 10,
      Overdue: 0,
      OverLimit: 0,
      DueWeek: 7,
      Paid: 0,
      FeeApplied: 0,
      InterestApplied: 0,
    },
  ],
  ...overrides,
});

export const statement = (
  AccountInstanceID: string,
  rows: TransactionsResult['Transactions'],
): TransactionsResult => ({
  AccountInstanceID,
  Title: '',
  Balance: rows[rows.length - 1]?.Balance ?? 0,
  Transactions: rows,
});
