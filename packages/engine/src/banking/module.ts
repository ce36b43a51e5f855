// My Bank: transaction and savings accounts, term deposits and the super fund; their fees,
// interest and maturity at the end of a week; the week-1 need for a transaction account.
import { publicId } from '../game/ids';
import { command, defineModule, type EndWeekCheck } from '../game/module';
import type { GameState } from '../game/state';
import { accruedInterestKey, bankKey, balanceOf } from '../ledger/ledger';
import type { ProgressCategory, ProgressRow } from '../progress/rows';
import { bankBalance, categoryOf, hasTransactionAccount, openAccounts } from './accounts';
import { closeBankAccount, withdrawInvestment } from './close';
import { chargeMonthlyFees } from './fees';
import { accrueInterest, payMonthlyInterest } from './interest';
import { createAccount, openBankAccount, openInvestment } from './open';
import { creditSuperReturn, deductContributionsTax } from './super';
import { matureTermDeposits } from './term-deposit';
import type { BankAccount, BankAccountCategory, BankingState } from './types';

type BankingEvent =
  | { type: 'accountOpened'; accountId: string }
  | { type: 'accountClosed'; accountId: string; toAccountId: string; movedCents: number }
  | {
      type: 'investmentWithdrawn';
      accountId: string;
      toAccountId: string;
      movedCents: number;
      penaltyCents: number;
    };

export const BANK_ACCOUNT_REQUIRED_MESSAGE =
  'You need a bank account before you can finish week 1. Open a transaction account in My Bank.';

/** Spec part 1 section 4: a bank account is required before progressing past week 1. */
export const bankAccountCheck: EndWeekCheck = {
  app: 'Banking',
  failure(state) {
    if (state.week !== 1 || hasTransactionAccount(state)) return null;
    return { code: 'banking/account-required', message: BANK_ACCOUNT_REQUIRED_MESSAGE };
  },
  remedy(_state, content) {
    const type = content.scenario.bankAccountTypes.find(
      (t) => t.accountType === 'TransactionsBankAccountInstance',
    );
    return type && { type: 'openBankAccount', accountTypeId: type.id };
  },
};

const CATEGORY_OF_ACCOUNT: Record<BankAccountCategory, ProgressCategory> = {
  transaction: 'BankAccountTransactions',
  savings: 'BankAccountTransactions',
  'term-deposit': 'InvestmentTransactions',
  super: 'SuperTransactions',
};

/** An account's row, and a row for the interest it has earned and the bank has not paid yet. */
function accountRows(state: GameState, account: BankAccount): ProgressRow[] {
  const category = CATEGORY_OF_ACCOUNT[categoryOf(account)];
  const rows: ProgressRow[] = [
    { title: account.title, category, balanceCents: bankBalance(state, account) },
  ];
  const accrued = balanceOf(state.ledger, accruedInterestKey(account.id));
  if (accrued !== 0)
    rows.push({
      title: `${account.title}: interest earned, not yet paid`,
      category,
      balanceCents: accrued,
    });
  return rows;
}

/** No account below zero or holding money once closed; the accrued interest the ledger counts is the state's. */
function accountProblems(state: GameState, account: BankAccount): string[] {
  const problems: string[] = [];
  const balance = balanceOf(state.ledger, bankKey(account.id));
  const accrued = balanceOf(state.ledger, accruedInterestKey(account.id));
  if (balance < 0) problems.push(`${account.title} is negative: ${balance}`);
  if (account.closedWeek !== null && (balance !== 0 || accrued !== 0))
    problems.push(`closed ${account.title} holds ${balance} and ${accrued} accrued`);
  const expected =
    account.closedWeek === null
      ? Math.floor(account.accruedCentiCents / 100) + account.bonusPostedCents
      : 0;
  if (accrued !== expected)
    problems.push(`${account.title} has ${accrued} accrued in the ledger, not ${expected}`);
  if (account.bonusPostedCents > Math.floor(account.bonusCentiCents / 100))
    problems.push(`${account.title} counts more bonus than it earned`);
  return problems;
}

export const bankingModule = defineModule<BankingEvent>()({
  key: 'banking',
  initial: (): BankingState => ({ accounts: [] }),
  setup(tx) {
    const superType = tx.content.scenario.bankAccountTypes.find(
      (t) => t.accountType === 'SuperInvestmentInstance',
    );
    if (superType) createAccount(tx, superType);
  },
  commands: {
    openBankAccount: command(openBankAccount),
    closeBankAccount: command(closeBankAccount),
    openInvestment: command(openInvestment),
    withdrawInvestment: command(withdrawInvestment),
  },
  rejections: [
    'banking/account-required',
    'banking/unknown-account-type',
    'banking/locked',
    'banking/already-open',
    'banking/too-many',
    'banking/too-many-this-week',
    'banking/too-many-accounts',
    'banking/select-account',
    'banking/minimum-balance',
    'banking/insufficient-funds',
    'banking/last-transaction-account',
    'banking/super-locked',
    'banking/not-investment',
  ],
  endOfWeek: {
    superReturn: creditSuperReturn,
    superContributionsTax: deductContributionsTax,
    fees: chargeMonthlyFees,
    accrueInterest,
    payInterest: payMonthlyInterest,
    maturity: matureTermDeposits,
  },
  endWeekChecks: [bankAccountCheck],
  apps: { Banking: { updateCount: () => 0 } },
  reportRows: (state) => openAccounts(state).flatMap((account) => accountRows(state, account)),
  invariants: (state) =>
    state.banking.accounts.flatMap((account) => accountProblems(state, account)),
  ids: (state) => state.banking.accounts.map((a) => a.id),
  random: [
    {
      weight: 8,
      next(player, state, content) {
        const type = player.pick(content.scenario.bankAccountTypes);
        const sources = [state.cashbox.accountId, ...openAccounts(state).map((a) => a.id)];
        const from = player.pick([...sources.map((id) => publicId(state, id)), null]) ?? null;
        return (
          type && {
            type: 'openBankAccount',
            accountTypeId: type.id,
            fromAccountId: from,
            amountCents: player.amount(player.balanceOf(state, from) / 2),
          }
        );
      },
    },
    {
      weight: 5,
      next(player, state, content) {
        const type = player.pick(
          content.scenario.bankAccountTypes.filter(
            (t) => t.accountType === 'FixedTermDepositInvestmentInstance',
          ),
        );
        const from = player.anyAccountId(state);
        return (
          type && {
            type: 'openInvestment',
            accountTypeId: type.id,
            fromAccountId: from,
            amountCents: player.amount(player.balanceOf(state, from)),
          }
        );
      },
    },
    {
      weight: 3,
      next(player, state) {
        const td = player.pick(openAccounts(state, 'term-deposit'));
        return (
          td && {
            type: 'withdrawInvestment',
            accountId: publicId(state, td.id),
            toAccountId: player.chance(0.5) ? null : player.anyAccountId(state),
          }
        );
      },
    },
    {
      weight: 3,
      next(player, state) {
        const account = player.pick(openAccounts(state));
        return (
          account && {
            type: 'closeBankAccount',
            accountId: publicId(state, account.id),
            toAccountId: player.chance(0.7) ? null : player.anyAccountId(state),
          }
        );
      },
    },
  ],
});
