import { useId, type ReactNode } from 'react';
import { ScreenState, type ScreenRead } from './screen-state';
import { TitledSection } from './titled-section';

interface ScreenListProps<T> {
  /** The read (a query), with the list it brings once read. */
  read: ScreenRead & { data: readonly T[] | undefined };
  /** A read listed above this one: once it has failed, its failure popup is enough, so none here. */
  after?: ScreenRead | undefined;
  loadingLabel: string;
  /** What the player reads when the list is empty. */
  empty: ReactNode;
  /** The list's class: `list` stacks cards; a screen laying them out another way names its own. */
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** One entry as a list item, with its key. */
  children: (item: T) => ReactNode;
}

/** A read shown as a list, an item per entry, through ScreenState's loading, failure and empty. */
export function ScreenList<T>({
  read,
  after,
  loadingLabel,
  empty,
  className = 'list',
  children,
  ...label
}: ScreenListProps<T>) {
  if (after?.error) return null;
  return (
    <ScreenState
      read={read}
      data={read.data}
      loadingLabel={loadingLabel}
      isEmpty={(items) => items.length === 0}
      empty={empty}
    >
      {(items) => (
        <ul className={className} {...label}>
          {items.map((item) => children(item))}
        </ul>
      )}
    </ScreenState>
  );
}

/**
 * A part of a screen under its own h2 (see TitledSection) that is one read's list: the heading
 * names both the section and the list for screen readers.
 */
export function ListSection<T>({
  title,
  ...list
}: { title: ReactNode } & Omit<ScreenListProps<T>, 'aria-label' | 'aria-labelledby'>) {
  const headingId = useId();
  return (
    <TitledSection headingId={headingId} title={title}>
      <ScreenList {...list} aria-labelledby={headingId} />
    </TitledSection>
  );
}
