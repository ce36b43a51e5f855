import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import './tabs.css';

export interface LinkTab {
  id: string;
  name: string;
  to: string;
  Icon: LucideIcon;
  /**
   * A number shown on the tab (unread e-mails); the tab's name then says it for readers, after
   * the words seen ("Inbox 2" inside "Inbox, 2 unread": WCAG 2.5.3, Label in Name).
   */
  count?: number;
  countLabel?: string;
}

/**
 * Pages of one app as a segmented control of links (Email's folders, iBuy's auctions and
 * selling): the current page filled and underlined, aria-current for readers. The look is the
 * Tabs switcher's (tabs.css), which shows views of one page instead.
 */
export function LinkTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly LinkTab[];
  current: string;
}) {
  return (
    <nav className="tabs-nav" aria-label={label}>
      <ul
        className="tabs"
        style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
      >
        {tabs.map(({ id, name, to, Icon, count = 0, countLabel }) => (
          <li key={id}>
            <Link
              className="tabs__tab tabs__tab--link"
              to={to}
              aria-current={id === current ? 'page' : undefined}
              aria-label={count > 0 ? `${name}, ${count} ${countLabel ?? ''}`.trim() : undefined}
              replace
            >
              <Icon aria-hidden="true" size={18} />
              <span>{name}</span>{' '}
              {count > 0 ? (
                <span className="tabs__count" aria-hidden="true">
                  {count}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
