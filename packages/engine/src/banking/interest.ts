// Interest on bank accounts and term deposits. Banks work out interest daily and pay it monthly
// (reference: "Interest: daily on the closing balance (annual rate / 365), paid monthly"); the
// game accrues a week's interest at each week's end and pays it every four weeks, a game month
// (a term deposit at maturity). Accruals are kept in hundredths of a cent so nothing is lost to
// rounding, and their whole cents sit in the ledger's accrued-interest account of each account:
// interest earned and not yet paid is the player's, so the net position counts it.
//
// A bonus saver (reference: Bank Australia's Bonus Saver, "$100 minimum deposit and no
// withdrawals per month") earns its bonus rate on top of the base rate for a month in which
// deposits reach the minimum and nothing is taken out. The bonus counts in the net position once
// the month's deposits qualify; a withdrawal loses the whole month's bonus at once (withdrawals.ts).
import { formatBalance } from '@mc/contract';
import { deliverNotice } from '../communications/deliver';
import type { GameState } from '../game/state';
import { moveMoney, type Tx } from '../game/tx';
import { accruedInterestKey, bankKey, WORLD } from '../ledger/ledger';
import {
  bankBalance,
  categoryOf,
  findOpenBankAccount,
  openAccounts,
  replaceBankAccount,
} from './accounts';
import { depositsThisMonthCents, isMonthEnd, monthEndWeek } from './month';
import type { BankAccount } from './types';

export { isMonthEnd, WEEKS_PER_MONTH } from './month';

/** A week's interest on a balance at an annual rate, in hundredths of a cent. */
export function weeklyInterestCentiCents(balanceCents: number, annualRate: number): number {
  if (balanceCents <= 0 || annualRate <= 0) return 0;
  return Math.round(((balanceCents * annualRate * 7) / 365) * 100);
}

/** A rate a year as people read it: 0.0055 -> '0.55%', 0.04 -> '4%'. */
export function percentText(rate: number): string {
  return `${Math.round(rate * 10_000) / 100}%`;
}

/**
 * Breaking a term deposit early reduces its interest by the share of the term elapsed
 * (reference, Defence Bank / ME Bank): under 20% -> 90%, under 40% -> 80%, under 60% -> 60%,
 * under 80% -> 40%, under 100% -> 20%.
 */
export function earlyWithdrawalReductionPercent(elapsedWeeks: number, termWeeks: number): number {
  const share = termWeeks > 0 ? elapsedWeeks / termWeeks : 1;
  if (share < 0.2) return 90;
  if (share < 0.4) return 80;
  if (share < 0.6) return 60;
  if (share < 0.8) return 40;
  if (share < 1) return 20;
  return 0;
}

/** Whether this month's deposits meet a bonus saver's minimum. */
export function bonusDepositMade(state: GameState, account: BankAccount): boolean {
  return depositsThisMonthCents(state, account) >= account.terms.bonusMinimumDepositCents;
}

/** Week step: accrue a week's interest (and bonus) on every account that earns interest. */
export function accrueInterest(tx: Tx): void {
  for (const account of openAccounts(tx.state)) {
    if (categoryOf(account) === 'super') continue;
    const balance = bankBalance(tx.state, account);
    const base = weeklyInterestCentiCents(balance, account.terms.interestRate);
    if (base > 0) {
      const before = Math.floor(account.accruedCentiCents / 100);
      const after = Math.floor((account.accruedCentiCents + base) / 100);
      moveMoney(
        tx,
        'Interest earned',
        WORLD.bankInterest,
        accruedInterestKey(account.id),
        after - before,
      );
      replaceBankAccount(tx, account.id, (a) => ({
        ...a,
        accruedCentiCents: a.accruedCentiCents + base,
      }));
    }
    if (account.terms.bonusRate > 0 && account.bonusLostWeek === null)
      accrueBonus(tx, account.id, weeklyInterestCentiCents(balance, account.terms.bonusRate));
  }
}

/** Adds a week's bonus; puts what is earned in the ledger once the month's deposits qualify. */
function accrueBonus(tx: Tx, accountId: number, earnedCentiCents: number): void {
  replaceBankAccount(tx, accountId, (a) => ({
    ...a,
    bonusCentiCents: a.bonusCentiCents + earnedCentiCents,
  }));
  const account = findOpenBankAccount(tx.state, accountId)!;
  if (!bonusDepositMade(tx.state, account)) return;
  const due = Math.floor(account.bonusCentiCents / 100) - account.bonusPostedCents;
  moveMoney(tx, 'Bonus interest earned', WORLD.bankInterest, accruedInterestKey(accountId), due);
  replaceBankAccount(tx, accountId, (a) => ({ ...a, bonusPostedCents: a.bonusPostedCents + due }));
}

/** Week step, at a month end: pay accrued interest (and a bonus earned) into savings and transaction accounts. */
export function payMonthlyInterest(tx: Tx): void {
  if (!isMonthEnd(tx.state.week)) return;
  for (const account of openAccounts(tx.state)) {
    const category = categoryOf(account);
    if (category !== 'savings' && category !== 'transaction') continue;
    payAccruedInterest(tx, account.id, 'Interest');
    if (account.terms.bonusRate > 0) settleBonus(tx, findOpenBankAccount(tx.state, account.id)!);
  }
}

/** A month end for a bonus saver: the bonus is paid if it was kept, and a new month begins. */
function settleBonus(tx: Tx, account: BankAccount): void {
  const qualified = account.bonusLostWeek === null && bonusDepositMade(tx.state, account);
  const earned = Math.floor(account.bonusCentiCents / 100);
  const key = accruedInterestKey(account.id);
  if (qualified) {
    moveMoney(
      tx,
      'Bonus interest earned',
      WORLD.bankInterest,
      key,
      earned - account.bonusPostedCents,
    );
    moveMoney(tx, 'Bonus interest', key, bankKey(account.id), earned);
  } else {
    moveMoney(tx, 'Bonus interest lost', key, WORLD.bankInterest, account.bonusPostedCents);
  }
  if (!qualified && account.bonusLostWeek === null && earned > 0) {
    deliverNotice(tx, 'email', {
      from: 'My Bank',
      subject: `No bonus interest on your ${account.title} this month`,
      content:
        `<p>This month's deposits into your ${account.title} came to less than ` +
        `${formatBalance(account.terms.bonusMinimumDepositCents)}, so it earned only its base ` +
        `rate of ${percentText(account.terms.interestRate)} a year. The bonus of ` +
        `${formatBalance(earned)} it would have earned is not paid.</p>` +
        `<p>Deposit at least ${formatBalance(account.terms.bonusMinimumDepositCents)} in a month ` +
        `and make no withdrawals to earn the bonus.</p>`,
      category: 2,
    });
  }
  replaceBankAccount(tx, account.id, (a) => ({
    ...a,
    bonusCentiCents: 0,
    bonusPostedCents: 0,
    bonusLostWeek: null,
  }));
}

/**
 * Pays the whole cents of base interest accrued into the account; the fraction of a cent waits
 * for the next payment. Returns what was paid.
 */
export function payAccruedInterest(tx: Tx, accountId: number, description: string): number {
  const account = findOpenBankAccount(tx.state, accountId)!;
  const whole = Math.floor(account.accruedCentiCents / 100);
  moveMoney(tx, description, accruedInterestKey(accountId), bankKey(accountId), whole);
  replaceBankAccount(tx, accountId, (a) => ({
    ...a,
    accruedCentiCents: a.accruedCentiCents - whole * 100,
  }));
  return whole;
}

/** The week at whose end an account's accrued interest is paid, or null if it earns none. */
export function interestPaidWeek(account: BankAccount, week: number): number | null {
  switch (categoryOf(account)) {
    case 'term-deposit':
      return account.maturityWeek;
    case 'super':
      return null;
    case 'savings':
    case 'transaction':
      return account.terms.interestRate > 0 || account.terms.bonusRate > 0
        ? monthEndWeek(week)
        : null;
  }
}
