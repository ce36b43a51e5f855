// Account fees, charged every four weeks: the monthly fee and a fee for each transaction beyond
// the allowance (TransactionsPerMonth; 9999 means unlimited). A fee never takes an account below
// zero: the bank waives what the balance cannot cover.
import { UNLIMITED_TRANSACTIONS } from '@mc/contract';
import { bankKey, WORLD } from '../ledger/ledger';
import { moveMoney, type Tx } from '../game/tx';
import { bankBalance, categoryOf, openAccounts, replaceBankAccount } from './accounts';
import { isMonthEnd } from './interest';
import type { BankAccount } from './types';

export function excessTransactionFeeCents(account: BankAccount): number {
  const { transactionsPerMonth, feePerTransactionCents } = account.terms;
  if (transactionsPerMonth >= UNLIMITED_TRANSACTIONS) return 0;
  return Math.max(0, account.transactionsThisMonth - transactionsPerMonth) * feePerTransactionCents;
}

/** Week step, at a month end: charge fees, then start a new month's transaction count. */
export function chargeMonthlyFees(tx: Tx): void {
  if (!isMonthEnd(tx.state.week)) return;
  for (const account of openAccounts(tx.state)) {
    const category = categoryOf(account);
    if (category === 'transaction' || category === 'savings') {
      charge(tx, account, account.terms.monthlyFeeCents, 'Monthly account fee');
      charge(tx, account, excessTransactionFeeCents(account), 'Transaction fees');
    }
    if (account.transactionsThisMonth > 0)
      replaceBankAccount(tx, account.id, (a) => ({ ...a, transactionsThisMonth: 0 }));
  }
}

function charge(tx: Tx, account: BankAccount, feeCents: number, description: string): void {
  const amount = Math.min(feeCents, Math.max(0, bankBalance(tx.state, account)));
  moveMoney(tx, description, bankKey(account.id), WORLD.bankFees, amount);
}
