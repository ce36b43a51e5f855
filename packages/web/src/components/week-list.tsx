import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './week-list.css';

/**
 * Past weeks as a list, newest first, each a link to read it again: its week, its title and a
 * line about it (Finance Weekly's past articles, the diary's past entries).
 */
export function WeekList<T extends { Week: number }>({
  items,
  label,
  to,
  title,
  detail,
  titleClassName,
}: {
  items: readonly T[];
  /** The list's name for readers, e.g. 'Past articles, newest first'. */
  label: string;
  to: (item: T) => string;
  title: (item: T) => ReactNode;
  detail: (item: T) => ReactNode;
  /** The app's own look for a title (Finance Weekly's newspaper serif). */
  titleClassName?: string;
}) {
  const newestFirst = [...items].sort((a, b) => b.Week - a.Week);
  return (
    <ul className="list week-list" aria-label={label}>
      {newestFirst.map((item) => (
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
      ))}
    </ul>
  );
}
