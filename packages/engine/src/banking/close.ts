// Closing accounts and withdrawing term deposits (spec part 1 section 4: the balance moves to the
// first other transaction account; the only transaction account and super cannot be closed).
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { publicId, refOf } from '../game/ids';
import {
  isEverydayMoney,
  moneyAccount,
  resolveMoneyAccount,
  type MoneyAccount,
} from '../game/money-accounts';
import { reject, type Rejection } from '../game/result';
import { emit, moveMoney, update, type Tx } from '../game/tx';
import { bankKey, WORLD } from '../ledger/ledger';
import {
  bankBalance,
  categoryOf,
  findOpenBankAccount,
  firstTransactionAccount,
  replaceBankAccount,
} from './accounts';
import { earlyWithdrawalReductionPercent, payAccruedInterest } from './interest';
import { inGracePeriod } from './term-deposit';
import type { BankAccount } from './types';
import { loseBonus } from './withdrawals';

export interface CloseAccountCommand {
  accountId: string;
  toAccountId?: string | null;
}

export function closeBankAccount(
  tx: Tx,
  { accountId, toAccountId }: CloseAccountCommand,
): Rejection | void {
  const account = findOpenBankAccount(tx.state, refOf(tx.state, accountId));
  if (!account) return reject('banking/select-account', MONEY_MESSAGES.selectAccount);
  const category = categoryOf(account);
  if (category === 'super')
    return reject('banking/super-locked', 'Error: a super account cannot be closed.');
  // Closing a term deposit is withdrawing it, with the early-withdrawal rules.
  if (category === 'term-deposit') return withdrawInvestment(tx, { accountId, toAccountId });
  const otherTransaction = firstTransactionAccount(tx.state, account.id);
  if (category === 'transaction' && !otherTransaction) {
    return reject('banking/last-transaction-account', MONEY_MESSAGES.lastBankAccount);
  }
  const target = toAccountId
    ? resolveMoneyAccount(tx.state, toAccountId)
    : moneyAccount(tx.state, otherTransaction?.id);
  if (!target || target.id === account.id || !isEverydayMoney(target)) {
    return reject('banking/select-account', MONEY_MESSAGES.selectAccount);
  }
  // Closing takes everything out: a bonus saver loses this month's bonus, and the base interest
  // earned so far is paid on the day it closes (Bank Australia: "paid at the end of a calendar
  // month or on the day the account is closed").
  if (account.terms.bonusRate > 0 && account.bonusLostWeek === null) loseBonus(tx, account);
  payAccruedInterest(tx, account.id, 'Interest');
  const moved = bankBalance(tx.state, account);
  moveMoney(tx, `Account closed: ${account.title}`, bankKey(account.id), target.key, moved);
  markClosed(tx, account, target);
  emit(tx, {
    type: 'accountClosed',
    accountId: publicId(tx.state, account.id),
    toAccountId: publicId(tx.state, target.id),
    movedCents: moved,
  });
}

/**
 * Withdraws a term deposit and closes it. In its grace weeks after a rollover it comes out whole;
 * otherwise the interest of the current term is reduced by the share of the term elapsed
 * (reference: Defence Bank, ME Bank schedule).
 */
export function withdrawInvestment(
  tx: Tx,
  { accountId, toAccountId }: CloseAccountCommand,
): Rejection | void {
  const account = findOpenBankAccount(tx.state, refOf(tx.state, accountId));
  if (!account) return reject('banking/select-account', MONEY_MESSAGES.selectAccount);
  if (categoryOf(account) === 'super')
    return reject('banking/super-locked', 'Error: super is locked until you retire.');
  if (categoryOf(account) !== 'term-deposit') {
    return reject('banking/not-investment', 'Error: only a term deposit can be withdrawn here.');
  }
  const defaultTarget = firstTransactionAccount(tx.state);
  const target = toAccountId
    ? resolveMoneyAccount(tx.state, toAccountId)
    : moneyAccount(tx.state, defaultTarget?.id);
  if (!target || !isEverydayMoney(target))
    return reject('banking/select-account', MONEY_MESSAGES.selectAccount);

  let penalty = 0;
  const interest = payAccruedInterest(tx, account.id, 'Interest');
  if (!inGracePeriod(tx.state, account)) {
    const elapsedWeeks = tx.state.week - (account.termStartWeek ?? account.openedWeek);
    const percent = earlyWithdrawalReductionPercent(elapsedWeeks, account.terms.depositPeriodWeeks);
    penalty = Math.round((interest * percent) / 100);
    moveMoney(
      tx,
      `Early withdrawal: interest reduced ${percent}%`,
      bankKey(account.id),
      WORLD.bankInterest,
      penalty,
    );
  }
  const moved = bankBalance(tx.state, account);
  moveMoney(tx, `Term deposit withdrawn: ${account.title}`, bankKey(account.id), target.key, moved);
  markClosed(tx, account, target);
  emit(tx, {
    type: 'investmentWithdrawn',
    accountId: publicId(tx.state, account.id),
    toAccountId: publicId(tx.state, target.id),
    movedCents: moved,
    penaltyCents: penalty,
  });
}

/** Marks the account closed and moves what pointed at it (direct debits, pay) elsewhere. */
function markClosed(tx: Tx, account: BankAccount, target: MoneyAccount): void {
  const week = tx.state.week;
  replaceBankAccount(tx, account.id, (a) => ({ ...a, closedWeek: week }));
  update(tx, 'bills', (bills) => {
    const automatic: Record<string, number> = {};
    for (const [series, from] of Object.entries(bills.automatic)) {
      if (from !== account.id) automatic[series] = from;
      else if (target.kind === 'bank' && target.category === 'transaction')
        automatic[series] = target.id;
    }
    return { ...bills, automatic };
  });
  if (tx.state.income.payAccountId === account.id)
    update(tx, 'income', (income) => ({ ...income, payAccountId: null }));
}
