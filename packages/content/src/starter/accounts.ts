// The bank's products. Figures from docs/reference/australia-finance.md ("Bank
// products", 2025) and the sources named beside each; docs/economy.md ("My Bank") lists them all
// with the date checked. A game month is four weeks, so "per month" fees are charged, interest
// paid and bonus conditions judged every four weeks.
import type { BankAccountType } from '@mc/engine';
import { UNLIMITED_TRANSACTIONS } from '@mc/contract';

export const bankAccountTypes: BankAccountType[] = [
  {
    // Everyday accounts: 0-5 a month; NAB and ING charge 0 (reference).
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
    // CommBank Everyday Smart Access: "$4.00 or $0 if conditions are met": waived if "you're
    // under 30 years of age, or you deposit at least $2,000 per month (excludes Bank initiated
    // transactions)" (commbank.com.au, everyday-account-smart-access/rates-fees). The game leaves
    // out its "other criteria" (concession cards and the like). The starter persona is 18, so the
    // fee is always waived for them: the lesson is to read the waiver, not to pay it.
    id: 'smart-access',
    title: 'Smart Access',
    description:
      'An everyday account with branch service. $4 monthly fee, waived if you are under 30 or deposit $2,000 or more in the month. Unlimited transactions, no interest.',
    accountType: 'TransactionsBankAccountInstance',
    monthlyFeeCents: 400,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 0,
    interestRate: 0,
    depositPeriodWeeks: 0,
    feeWaiver: { underAgeYears: 30, monthlyDepositsCents: 200_000 },
  },
  {
    // Savings accounts average about 2.5-3% (2025, secondary source, reference): no conditions.
    id: 'online-saver',
    title: 'Online Saver',
    description:
      'A flexible savings account earning 2.75% a year. No fees and no conditions; move money in and out any time.',
    accountType: 'SavingsBankAccountInstance',
    monthlyFeeCents: 0,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 0,
    interestRate: 0.0275,
    depositPeriodWeeks: 0,
  },
  {
    // A bonus saver on Bank Australia's Bonus Saver model: base rate plus a bonus rate "when bonus
    // interest conditions are met ($100 minimum deposit and no withdrawals per month)"; "only
    // one Bonus Saver account is allowed per customer" (bankaust.com.au, savings-accounts/
    // bonus-saver). Rates: base ~0.55%, bonus "to ~5%" at the top of the market (reference); the
    // game's 4.00% in all sits below the 3- and 6-month term deposits, as locking money away
    // should pay (the 2025 market had a few bonus savers above term deposits: the game keeps to
    // the usual order). No withdrawal fee: a withdrawal costs the month's bonus.
    id: 'bonus-saver',
    title: 'Bonus Saver',
    description:
      'A bonus savings account: 0.55% a year, plus a 3.45% bonus (4.00% in all) for each month in which you deposit at least $100 and make no withdrawals. Take money out and that month earns only 0.55%. Open with at least $100.',
    accountType: 'SavingsBankAccountInstance',
    monthlyFeeCents: 0,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 10_000,
    interestRate: 0.0055,
    depositPeriodWeeks: 0,
    bonus: { rate: 0.0345, minimumDepositCents: 10_000 },
  },
  {
    // Term deposits 2025: 3 months 2.7-4.4% (reference). Three game months are 12 weeks. At
    // maturity reinvested for the same term unless withdrawn in the week after (rules.ts).
    id: 'term-deposit-3-month',
    title: '3-month Term Deposit',
    description:
      'Lock money away for 12 weeks at 4.10% a year, paid at maturity. Minimum $500. At maturity the bank reinvests it for another 12 weeks unless you withdraw it in the week after. Withdrawing early cuts the interest.',
    accountType: 'FixedTermDepositInvestmentInstance',
    monthlyFeeCents: 0,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 50_000,
    interestRate: 0.041,
    depositPeriodWeeks: 12,
  },
  {
    // Term deposits 2025: 6 months 2.95-4.6% (reference). Six game months are 24 weeks.
    id: 'term-deposit-6-month',
    title: '6-month Term Deposit',
    description:
      'Lock money away for 24 weeks at 4.25% a year, paid at maturity. Minimum $1,000. At maturity the bank reinvests it for another 24 weeks unless you withdraw it in the week after. Withdrawing early cuts the interest.',
    accountType: 'FixedTermDepositInvestmentInstance',
    monthlyFeeCents: 0,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 100_000,
    interestRate: 0.0425,
    depositPeriodWeeks: 24,
  },
  {
    // The employer pays the super guarantee here. Administration fee: Australian Retirement
    // Trust's "flat weekly dollar fee of $1.20" plus "0.10% p.a." of the balance
    // (australianretirementtrust.com.au/investments/fees), charged every four weeks ($4.80 plus
    // the percentage, in rules.ts with the low-balance cap, contributions tax and the returns).
    // No insurance premiums: since 1 April 2020 funds may not give default insurance to new
    // members under 25 or with under $6,000 (Treasury Laws Amendment (Putting Members' Interests
    // First) Act 2019). Preservation age 60 for anyone born after 30 June 1964 (ATO); before 65
    // only on retiring.
    id: 'super-fund',
    title: 'Southern Cross Super (Balanced)',
    description:
      'Your superannuation fund. Your employer pays 12% on top of your wages into it, and the fund takes 15% contributions tax from that. Fees: $1.20 a week plus 0.10% of your balance a year, never more than 3% a year while your balance is under $6,000. Returns go up and down with the markets. Locked until you retire: you can take it out from age 60 once you have retired, or at 65.',
    accountType: 'SuperInvestmentInstance',
    monthlyFeeCents: 480,
    feePerTransactionCents: 0,
    transactionsPerMonth: UNLIMITED_TRANSACTIONS,
    minimumBalanceCents: 0,
    interestRate: 0,
    depositPeriodWeeks: 0,
  },
];
