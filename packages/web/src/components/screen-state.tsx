import { useDeferredValue, type ReactNode } from 'react';
import { LoadFailure } from './load-failure';
import { LoadingState } from './loading-state';

/** What a screen reads, as a query (or several combined with allReads) reports it. */
export interface ScreenRead {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Several reads as one: pending while any is, failed when any has, all read again on retry. */
export function allReads(...reads: readonly ScreenRead[]): ScreenRead {
  return {
    isPending: reads.some((read) => read.isPending),
    error: reads.find((read) => read.error)?.error ?? null,
    refetch: () => {
      for (const read of reads) void read.refetch();
    },
  };
}

interface ScreenStateProps<T> {
  read: ScreenRead;
  /** What the screen shows once read; null or undefined means there is nothing to show. */
  data: T | null | undefined;
  loadingLabel?: string | undefined;
  /** What the player reads when there is nothing to show (no data, or isEmpty says so). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * The states every screen that reads something goes through, in one place: a spinner with words
 * while it loads, the failure popup with Try again when it fails (so the screen is never blank),
 * the empty state when there is nothing to show, and only then the screen itself.
 *
 * When the read arrives, the spinner stays while React renders the screen in the background, in
 * slices that leave the page free to answer a tap (a long article or a list of shares takes
 * around 100 ms on a school laptop's processor in one piece). A screen whose data is already
 * there when it opens renders at once.
 */
export function ScreenState<T>({
  read,
  data,
  loadingLabel,
  empty,
  isEmpty,
  children,
}: ScreenStateProps<T>) {
  const pending = useDeferredValue(read.isPending);
  if (read.error) return <LoadFailure error={read.error} onRetry={() => void read.refetch()} />;
  if (read.isPending || pending) return <LoadingState label={loadingLabel} />;
  if (data === null || data === undefined || isEmpty?.(data)) {
    return empty ? <p className="empty-state">{empty}</p> : null;
  }
  return <>{children(data)}</>;
}
