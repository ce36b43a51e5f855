import { useEffect, useState } from 'react';

/** The time now, moved on every `everyMs`, so '5 min ago' does not go stale on an open page. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
