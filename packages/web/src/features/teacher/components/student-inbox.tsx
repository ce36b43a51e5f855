import type { Bill, Communication } from '@mc/contract';
import { RichText } from '../../../components/rich-text';
import { balanceText } from '../../../lib/money-display';
import { useStudentInbox } from '../api/get-student';

// What the student sees now (issue 30): the bills they can pay and their e-mails and texts, as the
// game shows them (the player's own presenters, read-only), so the teacher can talk them through.

/** The newest messages shown at first; the rest stay one click away. */
const FIRST_MESSAGES = 12;

function billState(bill: Bill): string {
  if (bill.Tag === 'Collected') return 'With a debt collector';
  if (bill.Tag === 'Overdue') return `Overdue (was due in week ${bill.WeekDue})`;
  return `Due in week ${bill.WeekDue}`;
}

function Message({ message }: { message: Communication }) {
  return (
    <li className="student-inbox__message">
      <details>
        <summary>
          <span className="student-inbox__subject">{message.Subject}</span>{' '}
          <span className="student-inbox__meta">
            {message.From} · week {message.Week}
          </span>
        </summary>
        <RichText className="student-inbox__content" markup={message.Content} glossary={false} />
      </details>
    </li>
  );
}

export function StudentInbox({ gameInstanceId, name }: { gameInstanceId: string; name: string }) {
  const inbox = useStudentInbox(gameInstanceId);
  if (inbox.isError)
    return (
      <section className="teacher-card" aria-labelledby="student-inbox">
        <h2 id="student-inbox" className="teacher-card__title">
          What {name} sees
        </h2>
        <p role="alert">Couldn&apos;t load {name}&apos;s bills and messages. Try again soon.</p>
      </section>
    );
  if (!inbox.data) return null;
  const { Bills, Messages } = inbox.data;
  return (
    <section className="teacher-card" aria-labelledby="student-inbox">
      <h2 id="student-inbox" className="teacher-card__title">
        What {name} sees
      </h2>
      <p className="teacher-card__lead">
        Their bills and messages as the game shows them now, to talk them through together.
      </p>
      <h3 className="student-inbox__heading">Bills to pay</h3>
      {Bills.length === 0 ? (
        <p className="empty-state">No bills to pay right now.</p>
      ) : (
        <ul className="student-inbox__bills">
          {Bills.map((bill) => (
            <li key={bill.ID}>
              <strong>{bill.Title}</strong> ({bill.Payee}): {balanceText(bill.Amount)},{' '}
              {billState(bill)}
            </li>
          ))}
        </ul>
      )}
      <h3 className="student-inbox__heading">Messages, newest first</h3>
      {Messages.length === 0 ? (
        <p className="empty-state">No messages yet.</p>
      ) : (
        <>
          <ul className="student-inbox__messages">
            {Messages.slice(0, FIRST_MESSAGES).map((message) => (
              <Message key={message.ID} message={message} />
            ))}
          </ul>
          {Messages.length > FIRST_MESSAGES ? (
            <details>
              <summary>Older messages ({Messages.length - FIRST_MESSAGES})</summary>
              <ul className="student-inbox__messages">
                {Messages.slice(FIRST_MESSAGES).map((message) => (
                  <Message key={message.ID} message={message} />
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
