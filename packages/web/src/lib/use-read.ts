import { useEffect, useState } from 'react';

export interface ReadState<T> {
  data: T | undefined;
  isError: boolean;
  isPending: boolean;
}

type ReadResult<T> = { key: string; data?: T; failed?: true };

/**
 * One read for the pages outside the game (sign-in, sign-up), which load without the query cache
 * so the first screen stays small (decision 011). The read starts again when `key` changes, is
 * cancelled when the page goes, and is skipped while `key` is null.
 */
export function useRead<T>(
  key: string | null,
  read: (signal: AbortSignal) => Promise<T>,
  { retries = 0 }: { retries?: number } = {},
): ReadState<T> {
  const [result, setResult] = useState<ReadResult<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const attempt = async (left: number): Promise<void> => {
      try {
        const data = await read(controller.signal);
        if (!controller.signal.aborted) setResult({ key, data });
      } catch {
        if (controller.signal.aborted) return;
        if (left > 0) return attempt(left - 1);
        setResult({ key, failed: true });
      }
    };
    void attempt(retries);
    return () => controller.abort();
    // `read` is a new function on every render; the key says what is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, retries]);

  const current = result && result.key === key ? result : null;
  return {
    data: current?.data,
    isError: Boolean(current?.failed),
    isPending: !current,
  };
}
