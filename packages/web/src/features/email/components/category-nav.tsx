import type { Communication } from '@mc/contract';
import { Landmark, Mail, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { EMAIL_CATEGORIES, EMAIL_HOME } from './format';

const ICONS = { 0: Mail, 1: Receipt, 2: Landmark } as const;

/** The three folders as a segmented control; each shows how many emails are unread. */
export function CategoryNav({
  current,
  emails,
}: {
  current: 0 | 1 | 2;
  emails: readonly Communication[];
}) {
  return (
    <nav className="email-folders-nav" aria-label="Email folders">
      <ul className="email-folders">
        {EMAIL_CATEGORIES.map((category) => {
          const unread = emails.filter((e) => e.Category === category.id && !e.IsRead).length;
          const Icon = ICONS[category.id];
          return (
            <li key={category.id}>
              <Link
                className="email-folders__link"
                to={`${EMAIL_HOME}/${category.id}`}
                aria-current={category.id === current ? 'page' : undefined}
                aria-label={unread > 0 ? `${category.name}, ${unread} unread` : category.name}
                replace
              >
                <Icon aria-hidden="true" size={18} />
                <span>{category.name}</span>
                {unread > 0 ? (
                  <span className="email-folders__count" aria-hidden="true">
                    {unread}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
