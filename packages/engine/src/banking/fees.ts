// Account fees, charged every four weeks: the monthly fee (unless the product waives it that
// month) and a fee for each transaction beyond the allowance (TransactionsPerMonth; 9999 means
// unlimited); the super fund's administration fee. A fee never takes an account below zero: the
// bank waives what the balance cannot cover.
import { UNLIMITED_TRANSACTIONS } from '@mc/contract';
import type { GameState } from '../game/state';
import { moveMoney, type Tx } from '../game/tx';
import { bankKey, WORLD } from '../ledger/ledger';
import { bankBalance, categoryOf, openAccounts, replaceBankAccount } from './accounts';
import { depositsThisMonthCents, isMonthEnd } from './month';
import { superAdminFeeCents } from './super';
import type { BankAccount } from './types';

export function excessTransactionFeeCents(account: BankAccount): number {
  const { transactionsPerMonth, feePerTransactionCents } = account.terms;
  if (transactionsPerMonth >= UNLIMITED_TRANSACTIONS) return 0;
  return Math.max(0, account.transactionsThisMonth - transactionsPerMonth) * feePerTransactionCents;
}

/**
 * Why this month's fee is waived so far, or null: the player is under the waiver's age, or has
 * deposited enough this month (CommBank Smart Access: "$4.00 or $0 if conditions are met: under
 * 30 years of age, or deposit at least $2,000 per month").
 */
export function feeWaivedBecause(
  state: GameState,
  account: BankAccount,
): 'age' | 'deposits' | null {
  const waiver = account.terms.feeWaiver;
  if (!waiver || account.terms.monthlyFeeCents <= 0) return null;
  if (waiver.underAgeYears !== null && state.player.ageYears < waiver.underAgeYears) return 'age';
  if (
    waiver.monthlyDepositsCents !== null &&
    depositsThisMonthCents(state, account) >= waiver.monthlyDepositsCents
  )
    return 'deposits';
  return null;
}

/** Week step, at a month end: charge fees, then start a new month's transaction count. */
export function chargeMonthlyFees(tx: Tx): void {
  if (!isMonthEnd(tx.state.week)) return;
  for (const account of openAccounts(tx.state)) {
    const category = categoryOf(account);
    if (category === 'transaction' || category === 'savings') {
      if (!feeWaivedBecause(tx.state, account))
        charge(tx, account, account.terms.monthlyFeeCents, 'Monthly account fee', WORLD.bankFees);
      charge(tx, account, excessTransactionFeeCents(account), 'Transaction fees', WORLD.bankFees);
    }
    if (category === 'super') {
      const balance = bankBalance(tx.state, account);
      const fee = superAdminFeeCents(
        balance,
        account.terms.monthlyFeeCents,
        tx.content.scenario.rules.super,
      );
      charge(tx, account, fee, 'Administration fee', WORLD.superFees);
    }
    if (account.transactionsThisMonth > 0)
      replaceBankAccount(tx, account.id, (a) => ({ ...a, transactionsThisMonth: 0 }));
  }
}

function charge(
  tx: Tx,
  account: BankAccount,
  feeCents: number,
  description: string,
  to: string,
): void {
  const amount = Math.min(feeCents, Math.max(0, bankBalance(tx.state, account)));
  moveMoney(tx, description, bankKey(account.id), to, amount);
}
