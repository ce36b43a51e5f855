// Opening bank accounts and term deposits (spec part 1 sections 4 and 5).
import {
  ACCOUNT_LIMIT_MESSAGES,
  ACCOUNT_LIMITS,
  MONEY_MESSAGES,
} from '@mc/contract/engine-constants';
import { depositProblem } from '@mc/contract/money-rules';
import type { BankAccountType } from '../game/content';
import { isEverydayMoney, resolveMoneyAccount, spend, spendable } from '../game/money-accounts';
import { reject, rejectProblem, type Rejection } from '../game/result';
import { publicId } from '../game/ids';
import { appendItem, emit, issueId, type Tx } from '../game/tx';
import { bankKey } from '../ledger/ledger';
import type { GameState } from '../game/state';
import { categoryOf, hasTransactionAccount, openAccounts } from './accounts';
import { CATEGORY_OF_KIND, type BankAccount } from './types';
import { bonusLostByClosing } from './withdrawals';

/** At most this many term deposits at once: a limit on everything. */
export const MAX_TERM_DEPOSITS = 5;

export const LOCKED_MESSAGE =
  'Error: savings and investments unlock once you have a transaction account. Open one first.';

export interface OpenBankAccountCommand {
  accountTypeId: string;
  fromAccountId?: string | null;
  amountCents?: number;
}

export function openBankAccount(tx: Tx, command: OpenBankAccountCommand): Rejection | void {
  const type = tx.content.scenario.bankAccountTypes.find((t) => t.id === command.accountTypeId);
  const category = type && CATEGORY_OF_KIND[type.accountType];
  if (!type || (category !== 'transaction' && category !== 'savings')) {
    return reject('banking/unknown-account-type', 'Account type not found.');
  }
  if (category === 'savings' && !hasTransactionAccount(tx.state))
    return reject('banking/locked', LOCKED_MESSAGE);
  if (openAccounts(tx.state).some((a) => a.typeId === type.id)) {
    return reject('banking/already-open', 'You already have this account.');
  }
  const overLimit = openingLimit(tx.state);
  if (overLimit) return overLimit;
  const amount = command.amountCents ?? 0;
  const depositRequired = type.minimumBalanceCents > 0;
  if (depositRequired || command.fromAccountId) {
    const rejection = checkDeposit(tx, command.fromAccountId, amount, type.minimumBalanceCents);
    if (rejection) return rejection;
  }
  const account = createAccount(tx, type);
  if (amount > 0 && command.fromAccountId) deposit(tx, command.fromAccountId, account, amount);
  emit(tx, { type: 'accountOpened', accountId: publicId(tx.state, account.id) });
}

export interface OpenInvestmentCommand {
  accountTypeId: string;
  fromAccountId: string | null;
  amountCents: number;
}

export function openInvestment(tx: Tx, command: OpenInvestmentCommand): Rejection | void {
  const type = tx.content.scenario.bankAccountTypes.find((t) => t.id === command.accountTypeId);
  if (!type || type.accountType !== 'FixedTermDepositInvestmentInstance') {
    return reject('banking/unknown-account-type', 'Investment not found.');
  }
  if (!hasTransactionAccount(tx.state)) return reject('banking/locked', LOCKED_MESSAGE);
  if (openAccounts(tx.state, 'term-deposit').length >= MAX_TERM_DEPOSITS) {
    return reject('banking/too-many', `You can hold at most ${MAX_TERM_DEPOSITS} term deposits.`);
  }
  const overLimit = openingLimit(tx.state);
  if (overLimit) return overLimit;
  const rejection = checkDeposit(
    tx,
    command.fromAccountId,
    command.amountCents,
    Math.max(1, type.minimumBalanceCents),
  );
  if (rejection) return rejection;
  const account = createAccount(tx, type);
  deposit(tx, command.fromAccountId!, account, command.amountCents);
  emit(tx, { type: 'accountOpened', accountId: publicId(tx.state, account.id) });
}

/**
 * The limits on opening accounts (see ACCOUNT_LIMITS): every account opened counts, closed or
 * not, except the super fund that comes with the game.
 */
function openingLimit(state: GameState): Rejection | undefined {
  const opened = state.banking.accounts.filter((a) => categoryOf(a) !== 'super');
  if (opened.length >= ACCOUNT_LIMITS.openedPerGame)
    return reject('banking/too-many-accounts', ACCOUNT_LIMIT_MESSAGES.perGame);
  const thisWeek = opened.filter((a) => a.openedWeek === state.week).length;
  if (thisWeek >= ACCOUNT_LIMITS.openedPerWeek)
    return reject('banking/too-many-this-week', ACCOUNT_LIMIT_MESSAGES.perWeek);
  return undefined;
}

/** The opening deposit's rules, in the spec's order: source, minimum, source balance. */
function checkDeposit(tx: Tx, fromId: string | null | undefined, amount: number, minimum: number) {
  const source = resolveMoneyAccount(tx.state, fromId);
  const everyday = source && isEverydayMoney(source) ? source : undefined;
  const problem = depositProblem({
    sourceChosen: everyday !== undefined,
    amountCents: amount,
    minimumCents: minimum,
    availableCents: everyday ? spendable(tx.state, everyday) : 0,
  });
  return problem ? rejectProblem(problem, DEPOSIT_CODES, 'banking/select-account') : undefined;
}

const DEPOSIT_CODES = {
  [MONEY_MESSAGES.selectAccount]: 'banking/select-account',
  [MONEY_MESSAGES.minimumBalance]: 'banking/minimum-balance',
  [MONEY_MESSAGES.depositAccountFunds]: 'banking/insufficient-funds',
} as const;

function deposit(tx: Tx, fromId: string, account: BankAccount, amount: number) {
  const source = resolveMoneyAccount(tx.state, fromId)!;
  spend(tx, source, bankKey(account.id), amount, `Opening deposit: ${account.title}`);
}

/** Adds a new open account of a type (also used for the super fund at the start of a game). */
export function createAccount(tx: Tx, type: BankAccountType): BankAccount {
  const id = issueId(tx);
  const week = tx.state.week;
  const term = type.depositPeriodWeeks;
  const isTermDeposit = type.accountType === 'FixedTermDepositInvestmentInstance';
  const isSuper = type.accountType === 'SuperInvestmentInstance';
  const account: BankAccount = {
    id,
    typeId: type.id,
    title: type.title,
    kind: type.accountType,
    terms: {
      monthlyFeeCents: type.monthlyFeeCents,
      feePerTransactionCents: type.feePerTransactionCents,
      transactionsPerMonth: type.transactionsPerMonth,
      minimumBalanceCents: type.minimumBalanceCents,
      interestRate: type.interestRate,
      depositPeriodWeeks: term,
      bonusRate: type.bonus?.rate ?? 0,
      bonusMinimumDepositCents: type.bonus?.minimumDepositCents ?? 0,
      feeWaiver: type.feeWaiver ?? null,
      lockedUntilAgeYears: isSuper ? tx.content.scenario.rules.super.preservationAgeYears : null,
    },
    openedWeek: week,
    closedWeek: null,
    accruedCentiCents: 0,
    bonusCentiCents: 0,
    bonusPostedCents: 0,
    bonusLostWeek: type.bonus ? bonusLostByClosing(tx.state, type.id) : null,
    transactionsThisMonth: 0,
    // Interest accrues at the end of each week from the opening week, so a 12-week deposit
    // opened in week 3 earns at the ends of weeks 3..14 and matures at the end of week 14.
    termStartWeek: isTermDeposit ? week : null,
    maturityWeek: isTermDeposit ? week + Math.max(1, term) - 1 : null,
    graceUntilWeek: null,
    interestAtLastMaturityCents: null,
  };
  appendItem(tx, 'banking', 'accounts', account);
  return account;
}
