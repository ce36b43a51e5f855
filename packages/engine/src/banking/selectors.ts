// What My Bank shows: the products on offer, the player's accounts and investments, statements.
import type { BankAccountType, GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { appInstanceId } from '../apps/apps';
import {
  allPostings,
  bankKey,
  entriesOf,
  statementOf,
  WORLD,
  type StatementLine,
} from '../ledger/ledger';
import { publicId, refOf } from '../game/ids';
import { resolveMoneyAccount } from '../game/money-accounts';
import { bankBalance, categoryOf, findBankAccount } from './accounts';
import type { BankAccount } from './types';

export interface BankAccountView {
  id: string;
  /** The first six characters of the id (spec part 1 section 2). */
  accountNumber: string;
  typeId: string;
  title: string;
  accountType: BankAccount['kind'];
  appInstanceId: string;
  balanceCents: number;
  monthlyFeeCents: number;
  feePerTransactionCents: number;
  transactionsPerMonth: number;
  transactionsThisMonth: number;
  minimumBalanceCents: number;
  interestRate: number;
  depositPeriodWeeks: number;
  /** Interest earned and not yet paid, whole cents. */
  accruedInterestCents: number;
  /**
   * A term deposit's interest, paid into it when it matured (whole cents); null until then, and
   * for other accounts. Accrued interest is 0 once it is paid, so a matured deposit shows this.
   */
  interestAtMaturityCents: number | null;
  openedWeek: number;
  maturityWeek: number | null;
  isMature: boolean;
  weeksToMaturity: number;
}

function view(state: GameState, account: BankAccount): BankAccountView {
  const appId = appInstanceId(state, 'Banking');
  const id = publicId(state, account.id);
  return {
    id,
    accountNumber: id.slice(0, 6),
    typeId: account.typeId,
    title: account.title,
    accountType: account.kind,
    appInstanceId: appId,
    balanceCents: bankBalance(state, account),
    ...account.terms,
    transactionsThisMonth: account.transactionsThisMonth,
    accruedInterestCents: Math.floor(account.accruedCentiCents / 100),
    interestAtMaturityCents:
      categoryOf(account) === 'term-deposit' && account.isMature
        ? interestPaidInto(state, account)
        : null,
    openedWeek: account.openedWeek,
    maturityWeek: account.maturityWeek,
    isMature: account.isMature,
    weeksToMaturity:
      account.maturityWeek === null || account.isMature
        ? 0
        : Math.max(0, account.maturityWeek - state.week + 1),
  };
}

/**
 * The interest the bank has paid into an account. Read from the ledger, so only for the few
 * accounts that need it: a term deposit is paid once, at maturity.
 */
function interestPaidInto(state: GameState, account: BankAccount): number {
  const key = bankKey(account.id);
  let paidCents = 0;
  for (const posting of allPostings(state.ledger)) {
    const entries = entriesOf(posting);
    if (!entries.some(([from]) => from === WORLD.bankInterest)) continue;
    for (const [to, amountCents] of entries) if (to === key) paidCents += amountCents;
  }
  return paidCents;
}

/** Open transaction and savings accounts. */
export function selectBankAccounts(state: GameState): BankAccountView[] {
  return state.banking.accounts
    .filter((a) => a.closedWeek === null && ['transaction', 'savings'].includes(categoryOf(a)))
    .map((a) => view(state, a));
}

/** Open term deposits and the super fund. */
export function selectInvestments(state: GameState): BankAccountView[] {
  return state.banking.accounts
    .filter((a) => a.closedWeek === null && ['term-deposit', 'super'].includes(categoryOf(a)))
    .map((a) => view(state, a));
}

/** Products the player can open as bank accounts (GET /api/g/banking). */
export function selectBankAccountTypes(content: GameContent): BankAccountType[] {
  return content.scenario.bankAccountTypes.filter(
    (t) =>
      t.accountType === 'TransactionsBankAccountInstance' ||
      t.accountType === 'SavingsBankAccountInstance',
  );
}

/** Products the player can invest in (GET /api/g/banking/investments). */
export function selectInvestmentTypes(content: GameContent): BankAccountType[] {
  return content.scenario.bankAccountTypes.filter(
    (t) => t.accountType === 'FixedTermDepositInvestmentInstance',
  );
}

export interface AccountStatementView {
  accountId: string;
  title: string;
  balanceCents: number;
  lines: StatementLine[];
}

/** Every transaction of an account, cash box or card, with its running balance. */
export function selectAccountStatement(
  state: GameState,
  accountId: string,
): AccountStatementView | null {
  const open = resolveMoneyAccount(state, accountId);
  const closed = findBankAccount(state, refOf(state, accountId));
  const key = open?.key ?? (closed ? bankKey(closed.id) : undefined);
  if (!key) return null;
  const lines = statementOf(state.ledger, key);
  return {
    accountId,
    title: open?.title ?? closed?.title ?? '',
    balanceCents: lines[lines.length - 1]?.balanceCents ?? 0,
    lines,
  };
}
