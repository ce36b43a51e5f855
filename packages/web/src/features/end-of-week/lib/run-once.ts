import { useEffect, useRef } from 'react';

/**
 * Runs a command once when a screen opens, even under StrictMode's double effects, and hands
 * each mounted effect the same promise; `onSettled` runs only while the screen is still shown.
 */
export function useRunOnce<T>(
  run: () => Promise<T>,
  onSettled: (outcome: { ok: true; value: T } | { ok: false; error: unknown }) => void,
): void {
  const promise = useRef<Promise<T> | null>(null);
  const latest = useRef({ run, onSettled });
  useEffect(() => {
    latest.current = { run, onSettled };
  });
  useEffect(() => {
    promise.current ??= latest.current.run();
    let live = true;
    promise.current.then(
      (value) => live && latest.current.onSettled({ ok: true, value }),
      (error: unknown) => live && latest.current.onSettled({ ok: false, error }),
    );
    return () => {
      live = false;
    };
  }, []);
}
