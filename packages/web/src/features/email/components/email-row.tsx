import type { Communication } from '@mc/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { BillTag } from './bill-tag';
import { EMAIL_HOME } from './format';

/** Whether an offer still waits for an answer. */
export const isOpenOffer = (email: Communication): boolean =>
  email.IsActionable && !email.Actioned && !email.Cancelled;

/** One inbox line: unread emails are bold and say 'New' in words as well. */
export function EmailRow({ email, category }: { email: Communication; category: 0 | 1 | 2 }) {
  const tag = email.Bill ? email.Bill.Tag : email.Tag;
  const showTag = Boolean(email.Bill) || email.CommunicationType === 'DebtCollectorEmailInstance';
  return (
    <li>
      <Link
        className={['list__item', 'email-row', email.IsRead ? '' : 'inbox-row--unread'].join(' ')}
        to={`${EMAIL_HOME}/mail/${encodeURIComponent(email.ID)}/${category}`}
      >
        <span className="inbox-row__main">
          <span className="email-row__top">
            {email.IsRead ? null : (
              <span className="email-row__new">
                <span className="email-row__dot" aria-hidden="true" />
                New
              </span>
            )}
            <span className="inbox-row__from email-row__from">{email.From}</span>
            <span className="inbox-row__week">Week {email.Week}</span>
          </span>
          <span className="inbox-row__excerpt">{email.Subject}</span>
          {showTag || isOpenOffer(email) || email.Cancelled ? (
            <span className="email-row__tags">
              {showTag ? <BillTag tag={tag} bill={email.Bill} /> : null}
              {isOpenOffer(email) ? (
                <span className="tag email-pill">Offer: reply needed</span>
              ) : null}
              {email.Cancelled ? <span className="tag email-pill">Offer cancelled</span> : null}
            </span>
          ) : null}
        </span>
        <ChevronRight aria-hidden="true" size={20} className="email-row__chevron" />
      </Link>
    </li>
  );
}
