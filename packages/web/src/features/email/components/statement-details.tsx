import { dollarsToCents, formatBalance, type Communication } from '@mc/contract';
import type { CreditCardInstance } from '@mc/contract';
import { BadgeCheck, CreditCard, Info } from 'lucide-react';
import { Link } from 'react-router';
import { CardNumber } from '../../../components/card-number';
import { useGameOver } from '../../../lib/game-over';
import { DetailList, type DetailRow } from './detail-list';
import { money } from './format';
import '../../../components/money-screens.css';

type Statement = NonNullable<Communication['Statement']>;

const CARD_PATH = '/app/dashboard/creditcard';
const PAY_CARD_PATH = '/app/dashboard/pay-credit';

/** What is still to pay of a statement's closing balance, in cents (0 once paid or in credit). */
export function statementLeftCents(statement: Statement): number {
  return Math.max(0, -dollarsToCents(statement.ClosingBalance) - dollarsToCents(statement.Paid));
}

/** What a closing balance means in words: owing, in credit or nothing. */
function balanceWords(balance: number): string {
  if (balance < 0) return `${money(-balance)} owing`;
  if (balance > 0) return `${money(balance)} in credit`;
  return money(0);
}

/** The week of the statement that replaced this one, if a later one has arrived. */
function replacedBy(statement: Statement, card: CreditCardInstance | null | undefined) {
  const latest = card?.Statements[card.Statements.length - 1];
  return latest && latest.Week > statement.Week ? latest.Week : null;
}

/**
 * A credit card statement as it stands now: the statement's figures, what has been paid since
 * and what is left, so a paid statement no longer asks to be paid. Payments count against the
 * latest statement only; an older one points to the card instead.
 */
export function StatementDetails({
  statement,
  card,
}: {
  statement: Statement;
  /** The player's card, for its number and its latest statement; undefined while it loads. */
  card: CreditCardInstance | null | undefined;
}) {
  const owed = statement.ClosingBalance < 0;
  const leftCents = statementLeftCents(statement);
  const newer = replacedBy(statement, card);
  const paidInFull = owed && leftCents === 0;
  // A finished game is read-only: nothing can be paid any more.
  const gameOver = useGameOver();
  const rows: DetailRow[] = [
    ...(card
      ? [{ label: 'Card number', value: <CardNumber ending={card.CardNumberEnding} /> }]
      : []),
    { label: 'Statement week', value: `Week ${statement.Week}` },
    {
      label: 'Closing balance',
      value: paidInFull ? money(-statement.ClosingBalance) : balanceWords(statement.ClosingBalance),
      amount: true,
    },
    { label: 'Minimum repayment', value: money(statement.MinimumRepayment), amount: true },
    ...(statement.Overdue > 0
      ? [{ label: 'Missed from the last statement', value: money(statement.Overdue), amount: true }]
      : []),
    ...(statement.OverLimit > 0
      ? [{ label: 'Over the credit limit', value: money(statement.OverLimit), amount: true }]
      : []),
    { label: 'Due by', value: `End of week ${statement.DueWeek}` },
    { label: 'Fees applied', value: money(statement.FeeApplied), amount: true },
    { label: 'Interest applied', value: money(statement.InterestApplied), amount: true },
    ...(owed && newer === null
      ? [
          { label: 'Paid since', value: money(statement.Paid), amount: true },
          {
            label: 'Left to pay',
            value: paidInFull ? 'Nothing, paid in full' : formatBalance(leftCents),
            amount: true,
            strong: true,
          },
        ]
      : []),
  ];
  return (
    <>
      <DetailList title="Credit card statement" rows={rows} />
      {newer !== null ? (
        <p className="money-note">
          <Info aria-hidden="true" size={18} />
          <span>
            Your week {newer} statement has replaced this one.{' '}
            <Link to={CARD_PATH}>See your card</Link>
          </span>
        </p>
      ) : paidInFull ? (
        <p className="money-note">
          <BadgeCheck aria-hidden="true" size={18} />
          <span>
            <strong>Paid in full.</strong> There is nothing more to pay on this statement.{' '}
            <Link to={CARD_PATH}>See your card</Link>
          </span>
        </p>
      ) : leftCents > 0 && !gameOver ? (
        <Link className="button button--secondary" to={PAY_CARD_PATH}>
          <CreditCard aria-hidden="true" size={20} />
          Pay your card
        </Link>
      ) : null}
    </>
  );
}
