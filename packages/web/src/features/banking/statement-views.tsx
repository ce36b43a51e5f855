import { MONEY_MESSAGES, type BankAccountInstance } from '@mc/contract';
import { CalendarClock, CircleCheck, Lock, Wallet, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { accountNumber, balanceText, feeText, percentText } from '../../lib/money-display';
import { kindOfAccount } from '../../lib/payment-sources';
import { accountStatus } from './components/account-row';
import { bonusConditionText, feeWaiverText, totalRateText } from './product-terms';

/**
 * What differs between a bank account's statement and an investment's (spec part 1 sections 2
 * and 4): the words, how the account closes (Close account beside Transfer; Withdraw, early or
 * at maturity) and the notes above the transactions. The screen itself is one.
 */
export interface StatementView {
  fallbackTitle: string;
  /** Why there is nothing to show: the account is closed or never existed. */
  missing: string;
  heroMeta: (account: BankAccountInstance) => string;
  /** How this account closes from its statement, or null when it can't (super, for one). */
  closing: (
    account: BankAccountInstance,
    closeTarget: BankAccountInstance | undefined,
  ) => StatementClosing | null;
  notes: (account: BankAccountInstance, closeTarget: BankAccountInstance | undefined) => ReactNode;
}

export interface StatementClosing {
  label: string;
  busyLabel: string;
  Icon: LucideIcon;
  className: string;
  /** A Transfer link beside the button: money can move in and out of this account. */
  withTransfer: boolean;
  /** Why it can't close, shown instead of the confirm. */
  refusal: string | null;
  /** Where its balance goes. */
  targetId: string | null;
  confirm: { title: string; acceptLabel: string; declineLabel: string; body: ReactNode };
}

const weeksText = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

const named = (account: BankAccountInstance) => `${account.Title} (${accountNumber(account.ID)})`;

function SuperNote({ account }: { account: BankAccountInstance }) {
  const age = account.LockedUntilAge;
  return (
    <p className="money-note">
      <Lock aria-hidden="true" size={18} />
      <span>
        Super is locked until you retire
        {age === null ? '' : ` (from age ${age} at the earliest)`}, so you can’t move money in or
        out of it or close it. Your employer pays into it on top of your wages; the fund takes
        contributions tax and its fees, and your balance moves with the markets each week.
      </span>
    </p>
  );
}

/** Where a bonus saver's bonus stands this month, in words. */
function bonusNote(account: BankAccountInstance): { text: string; warning: boolean } | null {
  const paidWeek = account.InterestPaidWeek;
  const by = paidWeek === null ? 'this month' : `by the end of week ${paidWeek}`;
  switch (account.BonusStatus) {
    case 'none':
      return null;
    case 'on-track':
      return {
        text: `Bonus on track: ${balanceText(account.AccruedBonusInterest)} so far this month. Make no withdrawals ${by} and it’s paid with your interest (${totalRateText(account)}).`,
        warning: false,
      };
    case 'needs-deposit':
      return {
        text: `Deposit at least ${feeText(account.BonusMinimumDeposit)} ${by} and make no withdrawals to earn this month’s bonus (${balanceText(account.AccruedBonusInterest)} so far).`,
        warning: true,
      };
    case 'lost':
      return {
        text: `No bonus this month: money was taken out, so it earns ${percentText(account.InterestRate)} a year ${paidWeek === null ? 'this month' : `until the end of week ${paidWeek}`}. After that it earns the bonus again ${bonusConditionText(account)}.`,
        warning: true,
      };
  }
}

/** '$4, waived if you’re under 30 ...', or, once waived this month, 'None this month (...)'. */
function monthlyFeeText(account: BankAccountInstance, waiver: string | null): string {
  const terms = `${feeText(account.MonthlyFee)}${waiver ? `, ${waiver}` : ''}`;
  return account.MonthlyFeeWaived ? `None this month (${terms})` : terms;
}

/** A bank account's interest (earned, not yet paid, and when it's paid) and its monthly fee. */
function AccountNotes({ account }: { account: BankAccountInstance }) {
  const kind = kindOfAccount(account.AccountType);
  if (kind === 'super') return <SuperNote account={account} />;
  const hasBonus = account.BonusInterestRate > 0;
  const earnsInterest = account.InterestRate > 0 || hasBonus;
  const waiver = account.MonthlyFee > 0 ? feeWaiverText(account) : null;
  if (!earnsInterest && account.MonthlyFee <= 0) return null;
  const bonus = bonusNote(account);
  return (
    <>
      <dl className="card fact-list">
        {earnsInterest ? (
          <>
            <div className="fact-list__row">
              <dt>Interest rate</dt>
              <dd>
                {percentText(account.InterestRate)} a year
                {hasBonus ? `, ${totalRateText(account)}` : null}
              </dd>
            </div>
            <div className="fact-list__row">
              <dt>Interest earned, not yet paid</dt>
              <dd>{balanceText(account.AccruedInterest)}</dd>
            </div>
            {hasBonus ? (
              <div className="fact-list__row">
                <dt>Bonus earned this month</dt>
                <dd>{balanceText(account.AccruedBonusInterest)}</dd>
              </div>
            ) : null}
            {account.InterestPaidWeek === null ? null : (
              <div className="fact-list__row">
                <dt>Interest paid</dt>
                <dd>End of week {account.InterestPaidWeek}</dd>
              </div>
            )}
          </>
        ) : null}
        {account.MonthlyFee > 0 ? (
          <div className="fact-list__row">
            <dt>Monthly fee</dt>
            <dd>{monthlyFeeText(account, waiver)}</dd>
          </div>
        ) : null}
      </dl>
      {earnsInterest ? (
        <p className="money-note">
          <CircleCheck aria-hidden="true" size={18} />
          <span>
            {hasBonus
              ? 'Interest you’ve earned counts in your net position now, and the bonus once this month’s deposit is made; the bank pays them into the account at the end of the month.'
              : 'Interest you’ve earned counts in your net position now; the bank pays it into the account at the end of the month.'}
          </span>
        </p>
      ) : null}
      {bonus ? (
        <p className={bonus.warning ? 'money-note money-note--warning' : 'money-note'}>
          <CalendarClock aria-hidden="true" size={18} />
          <span>{bonus.text}</span>
        </p>
      ) : null}
    </>
  );
}

/**
 * A bank account: Transfer and Close account. Closing moves the balance to the first other
 * transaction account, after a confirm; the only one can't close (spec part 1 section 5).
 */
export const ACCOUNT_STATEMENT: StatementView = {
  fallbackTitle: 'Account',
  missing: 'This account is closed or doesn’t exist.',
  heroMeta: (account) => `Account no. ${accountNumber(account.ID)} · ${accountStatus(account)}`,
  closing: (account, closeTarget) => {
    const kind = kindOfAccount(account.AccountType);
    if (kind !== 'transaction' && kind !== 'savings') return null;
    return {
      label: 'Close account',
      busyLabel: 'Closing…',
      Icon: X,
      className: 'button button--secondary',
      withTransfer: true,
      refusal: closeTarget ? null : MONEY_MESSAGES.lastBankAccount,
      targetId: closeTarget?.ID ?? null,
      confirm: {
        title: 'Close this account?',
        acceptLabel: 'Close account',
        declineLabel: 'Keep it open',
        body: closeTarget ? (
          <p>
            Your balance of {balanceText(account.Balance)} will move to your first other transaction
            account, {named(closeTarget)}. You can’t undo this.
          </p>
        ) : null,
      },
    };
  },
  notes: (account) => <AccountNotes account={account} />,
};

/** Where an investment's money goes when it is withdrawn. */
const destinationOf = (closeTarget: BankAccountInstance | undefined) =>
  closeTarget ? named(closeTarget) : 'your transaction account';

function TermDepositNotes({
  account,
  destination,
}: {
  account: BankAccountInstance;
  destination: string;
}) {
  return (
    <>
      <dl className="card fact-list">
        <div className="fact-list__row">
          <dt>Interest rate</dt>
          <dd>{percentText(account.InterestRate)} a year</dd>
        </div>
        {account.IsMature ? (
          // Its grace week: the interest it earned, as its statement's line says; the new term
          // has earned nothing yet.
          <div className="fact-list__row">
            <dt>Interest at maturity</dt>
            <dd>{balanceText(account.InterestAtMaturity ?? 0)}</dd>
          </div>
        ) : (
          <>
            <div className="fact-list__row">
              <dt>Interest earned so far</dt>
              <dd>{balanceText(account.AccruedInterest)}</dd>
            </div>
            {account.InterestAtMaturity !== null ? (
              <div className="fact-list__row">
                <dt>Interest at last maturity</dt>
                <dd>{balanceText(account.InterestAtMaturity)}</dd>
              </div>
            ) : null}
          </>
        )}
        {account.MaturityWeek !== null ? (
          <div className="fact-list__row">
            <dt>Matures</dt>
            <dd>End of week {account.MaturityWeek}</dd>
          </div>
        ) : null}
      </dl>
      {account.IsMature ? (
        <p className="money-note">
          <CircleCheck aria-hidden="true" size={18} />
          <span>
            Your term deposit has matured. The bank added its interest and reinvested it all for
            another {weeksText(account.DepositPeriod)} at {percentText(account.InterestRate)} a
            year. Withdraw it by the end of week {account.GraceUntilWeek} to move all of it to
            {` ${destination}`}, with no interest cut.
          </span>
        </p>
      ) : (
        <p className="money-note money-note--warning">
          <CalendarClock aria-hidden="true" size={18} />
          <span>
            <strong>{weeksText(account.WeeksToMaturity)} to maturity.</strong> Your money is locked
            in until then, earning interest (it counts in your net position as it’s earned). At
            maturity the bank reinvests it for another {weeksText(account.DepositPeriod)} unless you
            withdraw it in the week after.
          </span>
        </p>
      )}
    </>
  );
}

/**
 * A term deposit (or the super fund): locked until it matures, with the weeks to go; when mature,
 * Withdraw; before that, Withdraw early after a confirm about the interest it costs. Withdrawing
 * closes it and the money goes to the first transaction account.
 */
export const INVESTMENT_STATEMENT: StatementView = {
  fallbackTitle: 'Investment',
  missing: 'This investment is closed or doesn’t exist.',
  heroMeta: (account) => `Account no. ${accountNumber(account.ID)}`,
  closing: (account, closeTarget) => {
    if (kindOfAccount(account.AccountType) !== 'term-deposit') return null;
    const mature = account.IsMature;
    const destination = destinationOf(closeTarget);
    return {
      label: mature ? 'Withdraw' : 'Withdraw early',
      busyLabel: 'Withdrawing…',
      Icon: Wallet,
      className: mature ? 'button button--block' : 'button button--secondary button--block',
      withTransfer: false,
      refusal: null,
      targetId: closeTarget?.ID ?? null,
      confirm: {
        title: mature ? 'Withdraw your term deposit?' : 'Withdraw early?',
        acceptLabel: mature ? 'Withdraw' : 'Withdraw early',
        declineLabel: mature ? 'Not now' : 'Keep it invested',
        body: mature ? (
          <p>
            Your money and its interest will move to {destination}, with no interest cut, and this
            term deposit will close.
          </p>
        ) : (
          <>
            <p>
              It still has {weeksText(account.WeeksToMaturity)} to go. If you take your money out
              now, the bank cuts the interest you’ve earned: the earlier you withdraw, the more you
              lose.
            </p>
            <p>Your money will move to {destination}, and this term deposit will close.</p>
          </>
        ),
      },
    };
  },
  notes: (account, closeTarget) => {
    const kind = kindOfAccount(account.AccountType);
    if (kind === 'term-deposit')
      return <TermDepositNotes account={account} destination={destinationOf(closeTarget)} />;
    if (kind === 'super') return <SuperNote account={account} />;
    return null;
  },
};
