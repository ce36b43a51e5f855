import type { BankAccountInstance } from '@mc/contract';
import { ChevronRight, Landmark, Lock, PiggyBank, ShieldCheck, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { accountNumber, balanceText } from '../../../lib/money-display';
import { kindOfAccount } from '../../../lib/payment-sources';
import { accountStatementPath, investmentStatementPath } from '../paths';
import '../banking.css';

const weeksText = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

/** What kind of account this is, in words, and how it stands (maturity, super's lock). */
export function accountStatus(account: BankAccountInstance): string {
  switch (kindOfAccount(account.AccountType)) {
    case 'transaction':
      return 'Transaction account';
    case 'savings':
      return 'Savings account';
    case 'super':
      return account.LockedUntilAge === null
        ? 'Super: locked until you retire'
        : `Super: locked until you retire (from ${account.LockedUntilAge})`;
    case 'term-deposit':
      return account.IsMature
        ? `Term deposit: matured and reinvested; withdraw in full by the end of week ${account.GraceUntilWeek}`
        : `Term deposit: ${weeksText(account.WeeksToMaturity)} to maturity`;
    case 'cash':
    case 'card':
      return '';
  }
}

const ICONS = {
  transaction: Landmark,
  savings: PiggyBank,
  super: ShieldCheck,
  'term-deposit': TrendingUp,
  cash: Landmark,
  card: Landmark,
} as const;

/** One account in My Bank's list: title, account number, status and balance; opens its statement. */
export function AccountRow({ account }: { account: BankAccountInstance }) {
  const kind = kindOfAccount(account.AccountType);
  const Icon = ICONS[kind];
  const isInvestment = kind === 'term-deposit' || kind === 'super';
  const locked = kind === 'super' || (kind === 'term-deposit' && !account.IsMature);
  return (
    <li>
      <Link
        className="list__item account-row"
        to={isInvestment ? investmentStatementPath(account.ID) : accountStatementPath(account.ID)}
      >
        <span className={`account-row__icon account-row__icon--${kind}`} aria-hidden="true">
          <Icon size={22} />
        </span>
        <span className="account-row__title">{account.Title}</span>
        <span className="account-row__balance amount">
          <span className="visually-hidden">Balance </span>
          {balanceText(account.Balance)}
        </span>
        <span className="account-row__meta">
          <span>Account no. {accountNumber(account.ID)}</span>
          <span className="account-row__status">
            {locked ? <Lock aria-hidden="true" size={14} /> : null}
            {accountStatus(account)}
          </span>
        </span>
        <ChevronRight className="account-row__chevron" aria-hidden="true" size={20} />
      </Link>
    </li>
  );
}
