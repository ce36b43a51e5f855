// The bank's products. Figures from /work/shared/reference/australia-finance.md ("Bank
// products"), 2025. A game month is four weeks, so "per month" fees are charged every four weeks.
import type { BankAccountType } from '@mc/engine';
import { UNLIMITED_TRANSACTIONS } from '@mc/contract';

export const bankAccountTypes: BankAccountType[] = [
  {
    // Everyday accounts: 0-5 a month; NAB and ING charge 0.
    id: 'everyday-access',
    title: 'Everyday Access',
    description:
      'An everyday account with a card and app. No monthly fee, unlimited transactions, no interest.',
    accountType: 'TransactionsBankAccountInstance',
    monthlyFeeCents: 0,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 0,
    interestRate: 0,
    depositPeriodWeeks: 0,
  },
  {
    // CommBank Smart Access: $4 a month (reference). The fee is the lesson: compare before you open.
    id: 'smart-access',
    title: 'Smart Access',
    description:
      'An everyday account with branch service. $4 monthly fee, unlimited transactions, no interest.',
    accountType: 'TransactionsBankAccountInstance',
    monthlyFeeCents: 400,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 0,
    interestRate: 0,
    depositPeriodWeeks: 0,
  },
  {
    // Savings averages about 2.5-3% (2025, secondary source).
    id: 'online-saver',
    title: 'Online Saver',
    description:
      'A flexible savings account earning 2.75% a year. No fees; move money in and out any time.',
    accountType: 'SavingsBankAccountInstance',
    monthlyFeeCents: 0,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 0,
    interestRate: 0.0275,
    depositPeriodWeeks: 0,
  },
  {
    // Bonus savers pay up to ~5% with conditions such as no withdrawals (reference). The game's
    // condition: one free withdrawal a month, then $2.50 each.
    id: 'goal-saver',
    title: 'Goal Saver',
    description:
      'A bonus savings account earning 4.75% a year. Open with at least $100. One free withdrawal a month, then $2.50 each.',
    accountType: 'SavingsBankAccountInstance',
    monthlyFeeCents: 0,
    feePerTransactionCents: 250,
    transactionsPerMonth: 1,
    minimumBalanceCents: 10_000,
    interestRate: 0.0475,
    depositPeriodWeeks: 0,
  },
  {
    // Term deposits 2025: 3 months 2.7-4.4%. Three game months are 12 weeks.
    id: 'term-deposit-3-month',
    title: '3-month Term Deposit',
    description:
      'Lock money away for 12 weeks at 4.00% a year, paid at maturity. Minimum $500. Withdrawing early cuts the interest.',
    accountType: 'FixedTermDepositInvestmentInstance',
    monthlyFeeCents: 0,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 50_000,
    interestRate: 0.04,
    depositPeriodWeeks: 12,
  },
  {
    // Term deposits 2025: 6 months 2.95-4.6%. Six game months are 24 weeks.
    id: 'term-deposit-6-month',
    title: '6-month Term Deposit',
    description:
      'Lock money away for 24 weeks at 4.30% a year, paid at maturity. Minimum $1,000. Withdrawing early cuts the interest.',
    accountType: 'FixedTermDepositInvestmentInstance',
    monthlyFeeCents: 0,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 100_000,
    interestRate: 0.043,
    depositPeriodWeeks: 24,
  },
  {
    // The employer pays the super guarantee here; returns follow the market (see rules.ts).
    id: 'super-fund',
    title: 'Southern Cross Super (Balanced)',
    description:
      'Your superannuation fund. Your employer pays 12% on top of your wages into it. Locked until you retire; returns go up and down with the markets.',
    accountType: 'SuperInvestmentInstance',
    monthlyFeeCents: 0,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 0,
    interestRate: 0,
    depositPeriodWeeks: 0,
  },
];
