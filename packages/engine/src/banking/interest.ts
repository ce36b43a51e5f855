// Interest on bank accounts, term deposits and super. Banks work out interest daily and pay it
// monthly (reference: "Interest: daily on the closing balance (annual rate / 365), paid
// monthly"); the game accrues a week's interest at each week's end and pays it every four weeks,
// a game month. Accruals are kept in hundredths of a cent so nothing is lost to rounding.
import { bankKey, WORLD } from '../ledger/ledger';
import { marketFloat } from '../random/market';
import { moveMoney, type Tx } from '../game/tx';
import { bankBalance, categoryOf, openAccounts, replaceBankAccount } from './accounts';

export const WEEKS_PER_MONTH = 4;

export function isMonthEnd(week: number): boolean {
  return week % WEEKS_PER_MONTH === 0;
}

/** A week's interest on a balance at an annual rate, in hundredths of a cent. */
export function weeklyInterestCentiCents(balanceCents: number, annualRate: number): number {
  if (balanceCents <= 0 || annualRate <= 0) return 0;
  return Math.round(((balanceCents * annualRate * 7) / 365) * 100);
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

/** Week step: accrue a week's interest on savings, transaction and unmatured term deposits. */
export function accrueInterest(tx: Tx): void {
  for (const account of openAccounts(tx.state)) {
    const category = categoryOf(account);
    if (category === 'super' || (category === 'term-deposit' && account.isMature)) continue;
    const earned = weeklyInterestCentiCents(
      bankBalance(tx.state, account),
      account.terms.interestRate,
    );
    if (earned > 0)
      replaceBankAccount(tx, account.id, (a) => ({
        ...a,
        accruedCentiCents: a.accruedCentiCents + earned,
      }));
  }
}

/** Week step, at a month end: pay accrued interest into savings and transaction accounts. */
export function payMonthlyInterest(tx: Tx): void {
  if (!isMonthEnd(tx.state.week)) return;
  for (const account of openAccounts(tx.state)) {
    const category = categoryOf(account);
    if (category !== 'savings' && category !== 'transaction') continue;
    const whole = Math.floor(account.accruedCentiCents / 100);
    if (whole <= 0) continue;
    moveMoney(tx, 'Interest', WORLD.bankInterest, bankKey(account.id), whole);
    replaceBankAccount(tx, account.id, (a) => ({
      ...a,
      accruedCentiCents: a.accruedCentiCents - whole * 100,
    }));
  }
}

/**
 * Week step, at a month end: the super fund's return for the month. Returns are the market's,
 * drawn from the game's seed, so every player of a game link has the same returns.
 */
export function creditSuperReturn(tx: Tx): void {
  const week = tx.state.week;
  if (!isMonthEnd(week)) return;
  const { mean, spread } = tx.content.scenario.rules.superReturn;
  const annual =
    mean +
    (marketFloat(tx.state.gameSeed, 'super-return', week / WEEKS_PER_MONTH) * 2 - 1) * spread;
  for (const account of openAccounts(tx.state, 'super')) {
    const balance = bankBalance(tx.state, account);
    const amount = Math.max(-balance, Math.round((balance * annual * 7 * WEEKS_PER_MONTH) / 365));
    if (amount > 0)
      moveMoney(tx, 'Investment return', WORLD.superReturns, bankKey(account.id), amount);
    if (amount < 0)
      moveMoney(tx, 'Investment return (loss)', bankKey(account.id), WORLD.superReturns, -amount);
  }
}

/** Week step: term deposits whose term ends this week mature and are paid their interest. */
export function matureTermDeposits(tx: Tx): void {
  for (const account of openAccounts(tx.state, 'term-deposit')) {
    if (account.isMature || account.maturityWeek === null || account.maturityWeek > tx.state.week)
      continue;
    const whole = Math.floor(account.accruedCentiCents / 100);
    moveMoney(tx, 'Interest at maturity', WORLD.bankInterest, bankKey(account.id), whole);
    replaceBankAccount(tx, account.id, (a) => ({ ...a, accruedCentiCents: 0, isMature: true }));
  }
}
