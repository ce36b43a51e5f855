// Money taken out of a bank account by the player (a transfer, a bill or card paid from it, a
// debt collector): counted for the per-transaction fee, and on a bonus saver it loses the
// month's bonus at once (reference: Bank Australia's Bonus Saver pays its bonus only for a month
// with no withdrawals). Closing a bonus saver is a withdrawal too, and the bank judges the month
// per customer: a bonus saver opened in a month in which one was closed earns no bonus that
// month, so closing and reopening cannot dodge the rule.
import { formatBalance } from '@mc/contract';
import { deliverNotice } from '../communications/deliver';
import type { GameState } from '../game/state';
import { moveMoney, type Tx } from '../game/tx';
import { accruedInterestKey, WORLD } from '../ledger/ledger';
import { findOpenBankAccount, replaceBankAccount } from './accounts';
import { percentText } from './interest';
import { monthEndWeek, monthOf } from './month';
import type { BankAccount } from './types';

/** Counts a withdrawal from an account; a bonus saver loses this month's bonus. */
export function recordWithdrawal(tx: Tx, accountId: number): void {
  replaceBankAccount(tx, accountId, (account) => ({
    ...account,
    transactionsThisMonth: account.transactionsThisMonth + 1,
  }));
  const account = findOpenBankAccount(tx.state, accountId)!;
  if (account.terms.bonusRate <= 0 || account.bonusLostWeek !== null) return;
  const lostCents = loseBonus(tx, account);
  const nextMonth = monthEndWeek(tx.state.week) + 1;
  deliverNotice(tx, 'email', {
    from: 'My Bank',
    subject: `No bonus interest on your ${account.title} this month`,
    content:
      `<p>You took money out of your ${account.title} in week ${tx.state.week}, so until the ` +
      `end of week ${nextMonth - 1} it earns only its base rate of ` +
      `${percentText(account.terms.interestRate)} a year.` +
      (lostCents > 0
        ? ` The bonus interest it had earned this month (${formatBalance(lostCents)}) will not be paid.</p>`
        : '</p>') +
      `<p>From week ${nextMonth} it can earn the bonus again: deposit at least ` +
      `${formatBalance(account.terms.bonusMinimumDepositCents)} in a month and make no withdrawals.</p>`,
    category: 2,
  });
}

/**
 * Loses this month's bonus on a bonus saver: what the ledger counted comes out again and no more
 * accrues until the month ends. Returns the whole cents of bonus it had earned this month.
 */
export function loseBonus(tx: Tx, account: BankAccount): number {
  const earned = Math.floor(account.bonusCentiCents / 100);
  moveMoney(
    tx,
    'Bonus interest lost',
    accruedInterestKey(account.id),
    WORLD.bankInterest,
    account.bonusPostedCents,
  );
  const week = tx.state.week;
  replaceBankAccount(tx, account.id, (a) => ({
    ...a,
    bonusCentiCents: 0,
    bonusPostedCents: 0,
    bonusLostWeek: week,
  }));
  return earned;
}

/**
 * The week this month's bonus was already lost for a new account of this type: a bonus saver of
 * the same type was closed this month (or null).
 */
export function bonusLostByClosing(state: GameState, typeId: string): number | null {
  const month = monthOf(state.week);
  const closed = state.banking.accounts.find(
    (a) => a.typeId === typeId && a.closedWeek !== null && monthOf(a.closedWeek) === month,
  );
  return closed?.closedWeek ?? null;
}
