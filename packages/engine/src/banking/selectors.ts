// What My Bank shows: the products on offer, the player's accounts and investments, statements.
import type { BankAccountType, FeeWaiver, GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { appInstanceId } from '../apps/apps';
import { bankKey, statementOf, type StatementLine } from '../ledger/ledger';
import { publicId, refOf } from '../game/ids';
import { resolveMoneyAccount } from '../game/money-accounts';
import { bankBalance, categoryOf, findBankAccount } from './accounts';
import { feeWaivedBecause } from './fees';
import { bonusDepositMade, interestPaidWeek } from './interest';
import { depositsThisMonthCents } from './month';
import { inGracePeriod } from './term-deposit';
import type { BankAccount } from './types';

export type BonusStatus = 'none' | 'on-track' | 'needs-deposit' | 'lost';

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
  /** The base rate a year. */
  interestRate: number;
  depositPeriodWeeks: number;
  /** A bonus saver's bonus rate a year, on top of the base rate (0: no bonus). */
  bonusRate: number;
  bonusMinimumDepositCents: number;
  feeWaiver: FeeWaiver | null;
  /** Whether this month's monthly fee is waived so far (null: no fee to waive). */
  monthlyFeeWaived: boolean | null;
  /** Money put in this month (not the bank's interest), for a bonus or a fee waiver. */
  depositsThisMonthCents: number;
  /** Base interest earned and not yet paid, whole cents (counted in the net position). */
  accruedInterestCents: number;
  /** Bonus interest earned this month so far, whole cents (counted once the deposit is made). */
  accruedBonusCents: number;
  bonusStatus: BonusStatus;
  /** The week at whose end accrued interest is paid; null if the account earns none. */
  interestPaidWeek: number | null;
  /**
   * A term deposit's interest at its last maturity (whole cents), paid into it and reinvested;
   * null before it first matures, and for other accounts.
   */
  interestAtMaturityCents: number | null;
  openedWeek: number;
  maturityWeek: number | null;
  /** A term deposit reinvested at maturity: it can be withdrawn in full until this week's end. */
  graceUntilWeek: number | null;
  /** True while a term deposit can be withdrawn without an interest reduction (its grace weeks). */
  isMature: boolean;
  weeksToMaturity: number;
  /** Super: the age from which it can be taken out; null for other accounts. */
  lockedUntilAgeYears: number | null;
}

function bonusStatus(state: GameState, account: BankAccount): BonusStatus {
  if (account.terms.bonusRate <= 0) return 'none';
  if (account.bonusLostWeek !== null) return 'lost';
  return bonusDepositMade(state, account) ? 'on-track' : 'needs-deposit';
}

function view(state: GameState, account: BankAccount): BankAccountView {
  const appId = appInstanceId(state, 'Banking');
  const id = publicId(state, account.id);
  const inGrace = inGracePeriod(state, account);
  const { lockedUntilAgeYears, ...terms } = account.terms;
  return {
    id,
    accountNumber: id.slice(0, 6),
    typeId: account.typeId,
    title: account.title,
    accountType: account.kind,
    appInstanceId: appId,
    balanceCents: bankBalance(state, account),
    ...terms,
    monthlyFeeWaived:
      account.terms.monthlyFeeCents > 0 && ['transaction', 'savings'].includes(categoryOf(account))
        ? feeWaivedBecause(state, account) !== null
        : null,
    depositsThisMonthCents: depositsThisMonthCents(state, account),
    transactionsThisMonth: account.transactionsThisMonth,
    accruedInterestCents: Math.floor(account.accruedCentiCents / 100),
    accruedBonusCents: Math.floor(account.bonusCentiCents / 100),
    bonusStatus: bonusStatus(state, account),
    interestPaidWeek: interestPaidWeek(account, state.week),
    interestAtMaturityCents: account.interestAtLastMaturityCents,
    openedWeek: account.openedWeek,
    maturityWeek: account.maturityWeek,
    graceUntilWeek: inGrace ? account.graceUntilWeek : null,
    isMature: inGrace,
    weeksToMaturity:
      account.maturityWeek === null ? 0 : Math.max(0, account.maturityWeek - state.week + 1),
    lockedUntilAgeYears,
  };
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
