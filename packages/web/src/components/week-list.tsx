import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenList } from './screen-list';
import type { ScreenRead } from './screen-state';
import './week-list.css';

/**
 * Past weeks as read, newest first, each a link to read it again: its week, its title and a line
 * about it (Finance Weekly's past articles, the diary's past entries), with the read's loading,
 * failure and empty states.
 */
export function WeekList<T extends { Week: number }>({
  read,
  loadingLabel,
  empty,
  label,
  to,
  title,
  detail,
  titleClassName,
}: {
  read: ScreenRead & { data: readonly T[] | undefined };
  loadingLabel: string;
  /** What the player reads when there is no past week yet. */
  empty: string;
  /** The list's name for readers, e.g. 'Past articles, newest first'. */
  label: string;
  to: (item: T) => string;
  title: (item: T) => ReactNode;
  detail: (item: T) => ReactNode;
  /** The app's own look for a title (Finance Weekly's newspaper serif). */
  titleClassName?: string;
}) {
  const newestFirst = read.data && [...read.data].sort((a, b) => b.Week - a.Week);
  return (
    <ScreenList
      read={{
        isPending: read.isPending,
        error: read.error,
        refetch: read.refetch,
        data: newestFirst,
      }}
      loadingLabel={loadingLabel}
      empty={empty}
      className="list week-list"
      aria-label={label}
    >
      {(item) => (
        <li key={item.Week}>
          <Link className="list__item week-list__item" to={to(item)}>
            <span className="week-list__text">
              <span className="kicker">Week {item.Week}</span>
              <strong className={titleClassName}>{title(item)}</strong>
              <span className="week-list__detail">{detail(item)}</span>
            </span>
            <ChevronRight aria-hidden="true" size={20} />
          </Link>
        </li>
      )}
    </ScreenList>
  );
}
