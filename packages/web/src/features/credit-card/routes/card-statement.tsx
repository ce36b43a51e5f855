import type { CreditCardStatement } from '@mc/contract';
import { BadgeCheck, CircleAlert, CreditCard } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { CardNumber } from '../../../components/card-number';
import { FactRow } from '../../../components/fact-row';
import { ScreenState } from '../../../components/screen-state';
import { TitledSection } from '../../../components/titled-section';
import { balanceText } from '../../../lib/money-display';
import { useCreditCard } from '../../../lib/payment-sources';
import { owedText } from '../components/owed-text';
import { PaymentReceipt } from '../components/payment-receipt';
import { CHOOSE_CARD_PATH, CREDIT_ACCENT, PAY_CARD_PATH, type CardScreenState } from '../paths';
import '../credit-card.css';

/** How many statements (one every four weeks) the screen lists at most, newest first. */
const STATEMENT_LIMIT = 60;

function StatementCard({ statement }: { statement: CreditCardStatement }) {
  return (
    <li className="card card-statement">
      <h3 className="card-statement__title">Statement, week {statement.Week}</h3>
      <dl className="fact-list">
        <FactRow term="Closing balance">{owedText(statement.ClosingBalance)}</FactRow>
        <FactRow term="Minimum repayment">{balanceText(statement.MinimumRepayment)}</FactRow>
        {statement.Overdue > 0 ? (
          <FactRow term="Missed from the last statement">{balanceText(statement.Overdue)}</FactRow>
        ) : null}
        {statement.OverLimit > 0 ? (
          <FactRow term="Over the credit limit">{balanceText(statement.OverLimit)}</FactRow>
        ) : null}
        <FactRow term="Due">Week {statement.DueWeek}</FactRow>
        <FactRow term="Paid">{balanceText(statement.Paid)}</FactRow>
        <FactRow term="Fee applied">{balanceText(statement.FeeApplied)}</FactRow>
        <FactRow term="Interest applied">{balanceText(statement.InterestApplied)}</FactRow>
      </dl>
    </li>
  );
}

/**
 * My Credit: the card's limit, what's owed and due (or missed), its statements (one every four
 * weeks), and Pay while the latest statement has something left to pay. Arriving from a payment,
 * it says what was paid.
 */
export function CardStatement() {
  const card = useCreditCard();
  const { paid } = (useLocation().state ?? {}) as CardScreenState;
  if (card.data === null) return <Navigate to={CHOOSE_CARD_PATH} replace />;
  const data = card.data;
  const action =
    data && data.ClosingBalance < 0 ? (
      <Link className="button button--block" to={PAY_CARD_PATH}>
        <CreditCard aria-hidden="true" size={20} />
        Pay
      </Link>
    ) : undefined;

  return (
    <AppScreen title={data?.Title ?? 'My Credit'} accent={CREDIT_ACCENT} action={action}>
      <ScreenState read={card} data={data} loadingLabel="Loading your card…">
        {(data) => (
          <>
            {paid ? <PaymentReceipt paid={paid} card={data} /> : null}
            <div className="balance-hero credit-hero">
              <p className="credit-hero__number">
                Card number <CardNumber ending={data.CardNumberEnding} />
              </p>
              <p className="balance-hero__label">
                {data.Balance < 0 ? 'You owe' : data.Balance > 0 ? 'In credit' : 'Nothing owing'}
              </p>
              <p className="balance-hero__value">{balanceText(Math.abs(data.Balance))}</p>
              <p className="balance-hero__meta">
                {balanceText(data.CreditAvailable)} of {balanceText(data.Limit)} available to spend
              </p>
            </div>
            <dl className="card fact-list">
              <FactRow term="Credit limit">{balanceText(data.Limit)}</FactRow>
              <FactRow term="Credit available">{balanceText(data.CreditAvailable)}</FactRow>
              <FactRow term="Closing balance">{owedText(data.ClosingBalance)}</FactRow>
              <FactRow term="Minimum repayment">
                {data.MissedMinimum
                  ? `Missed: ${balanceText(data.MissedMinimum.Amount)} was due in week ${data.MissedMinimum.DueWeek}`
                  : balanceText(data.MinRepayAmount)}
              </FactRow>
              <FactRow term="Due">
                {data.MissedMinimum
                  ? `Now (it was due in week ${data.MissedMinimum.DueWeek})`
                  : data.DueWeek === null
                    ? 'Nothing due'
                    : `Week ${data.DueWeek}`}
              </FactRow>
              {data.InterestFree && data.AccruedInterest === 0 ? null : (
                <FactRow term="Interest since the last statement">
                  {balanceText(data.AccruedInterest)}
                </FactRow>
              )}
            </dl>
            {data.MissedMinimum ? (
              <p className="money-note money-note--warning" role="status">
                <CircleAlert aria-hidden="true" size={18} />
                <span>
                  <strong>Minimum repayment missed.</strong>{' '}
                  {data.MissedMinimum.LateFee > 0
                    ? `A late fee of ${balanceText(data.MissedMinimum.LateFee)} was charged to your card. `
                    : null}
                  Pay the {balanceText(data.MissedMinimum.Amount)} now: what’s still unpaid at your
                  next statement is added to its minimum.
                </span>
              </p>
            ) : null}
            {data.ClosingBalance < 0 || paid ? null : (
              <p className="money-note">
                <BadgeCheck aria-hidden="true" size={18} />
                <span>
                  Nothing to pay right now. Your next statement comes by email every four weeks.
                </span>
              </p>
            )}
            {data.InterestFree ? (
              <p className="money-note">
                <BadgeCheck aria-hidden="true" size={18} />
                <span>
                  <strong>Interest free.</strong> Pay the whole closing balance by the due week to
                  keep it that way.
                </span>
              </p>
            ) : (
              <p className="money-note money-note--warning">
                <CircleAlert aria-hidden="true" size={18} />
                <span>
                  <strong>Interest is being charged.</strong> A closing balance wasn’t paid in full
                  by its due week, so interest runs on what you owe, and on new purchases from the
                  week you make them. The {balanceText(data.AccruedInterest)} so far counts as owed
                  now and is added at your next statement. Pay a statement’s whole closing balance
                  to stop it.
                </span>
              </p>
            )}
            <TitledSection title="Statements">
              {data.Statements.length === 0 ? (
                <p className="empty-state">
                  No statements yet. You’ll get one every four weeks, by email too.
                </p>
              ) : (
                <ul className="list">
                  {data.Statements.slice(-STATEMENT_LIMIT)
                    .reverse()
                    .map((statement) => (
                      <StatementCard key={statement.Week} statement={statement} />
                    ))}
                </ul>
              )}
            </TitledSection>
          </>
        )}
      </ScreenState>
    </AppScreen>
  );
}
