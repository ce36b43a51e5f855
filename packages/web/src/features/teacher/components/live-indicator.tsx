import { Radio, RefreshCw, WifiOff } from 'lucide-react';
import type { LiveState } from '../lib/use-live-class';

const WORDS: Record<LiveState, string> = {
  connecting: 'Connecting…',
  live: 'Live: updates as students play',
  reconnecting: 'Reconnecting…',
  stopped: 'Not live: reload the page to see changes',
};

/** Whether the class table is following the students' games, in words and an icon. */
export function LiveIndicator({ state }: { state: LiveState }) {
  const Icon = state === 'live' ? Radio : state === 'stopped' ? WifiOff : RefreshCw;
  return (
    <p className={`live live--${state}`} role="status">
      <span className="live__dot" aria-hidden="true" />
      <Icon aria-hidden="true" size={18} />
      {WORDS[state]}
    </p>
  );
}
