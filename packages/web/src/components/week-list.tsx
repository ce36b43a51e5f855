import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenList } from './screen-list';
import type { ScreenRead } from './screen-state';
import './week-list.css';

/** What a past week's link shows and where it goes. */
export interface WeekEntry {
  to: string;
  title: ReactNode;
  detail: ReactNode;
}

/**
 * Past weeks as read, under their heading, newest first, each a link to read it again: its week,
 * its title and a line about it (Finance Weekly's past articles, the diary's past entries), with the
 * read's loading, failure and empty states. The heading names the list for readers ("Past
 * articles, newest first").
 */
export function WeekList<T extends { Week: number }>({
  heading,
  headingClassName,
  read,
  empty,
  entry,
  titleClassName,
}: {
  /** The heading above the list, in the app's own look (`headingClassName`). */
  heading: string;
  headingClassName: string;
  read: ScreenRead & { data: readonly T[] | undefined };
  /** What the player reads when there is no past week yet. */
  empty: string;
  entry: (item: T) => WeekEntry;
  /** The app's own look for a title (Finance Weekly's newspaper serif). */
  titleClassName?: string;
}) {
  const newestFirst = read.data && [...read.data].sort((a, b) => b.Week - a.Week);
  const named = heading.charAt(0) + heading.slice(1).toLowerCase();
  return (
    <>
      <h2 className={headingClassName}>{heading}</h2>
      <ScreenList
        read={{
          isPending: read.isPending,
          error: read.error,
          refetch: read.refetch,
          data: newestFirst,
        }}
        loadingLabel={`Loading ${heading.toLowerCase()}…`}
        empty={empty}
        className="list week-list"
        aria-label={`${named}, newest first`}
      >
        {(item) => {
          const { to, title, detail } = entry(item);
          return (
            <li key={item.Week}>
              <Link className="list__item week-list__item" to={to}>
                <span className="week-list__text">
                  <span className="kicker">Week {item.Week}</span>
                  <strong className={titleClassName}>{title}</strong>
                  <span className="week-list__detail">{detail}</span>
                </span>
                <ChevronRight aria-hidden="true" size={20} />
              </Link>
            </li>
          );
        }}
      </ScreenList>
    </>
  );
}
