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
import { earlyWithdrawalReductionPercent } from './interest';
import type { BankAccount } from './types';

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
  payAccruedInterest(tx, account);
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
 * Withdraws a term deposit and closes it. Before maturity the interest is reduced by the share
 * of the term elapsed (reference: Defence Bank, ME Bank schedule).
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
  if (!account.isMature) {
    const interest = Math.floor(account.accruedCentiCents / 100);
    const elapsedWeeks = tx.state.week - account.openedWeek;
    const percent = earlyWithdrawalReductionPercent(elapsedWeeks, account.terms.depositPeriodWeeks);
    penalty = Math.round((interest * percent) / 100);
    payAccruedInterest(tx, account);
    moveMoney(
      tx,
      `Early withdrawal: interest reduced ${percent}%`,
      bankKey(account.id),
      WORLD.bankFees,
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

/** Pays the whole cents of interest accrued so far; the fraction of a cent is forfeited. */
function payAccruedInterest(tx: Tx, account: BankAccount): void {
  const current = findOpenBankAccount(tx.state, account.id)!;
  const interest = Math.floor(current.accruedCentiCents / 100);
  moveMoney(tx, 'Interest', WORLD.bankInterest, bankKey(account.id), interest);
  replaceBankAccount(tx, account.id, (a) => ({ ...a, accruedCentiCents: 0 }));
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
