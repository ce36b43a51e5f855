import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '../lib/game-queries';
import { MessageDialog } from './dialog';
import './money-screens.css';

/**
 * A read that failed: the spec's message popup with the server's first message, and in the page
 * a short note with Try again, so the screen is never blank.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  const message = failureMessage(error);
  return (
    <div className="load-failure">
      <p className="load-failure__text">We couldn’t load this just now.</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" size={18} />
        Try again
      </button>
      <MessageDialog open={!dismissed} onClose={() => setDismissed(true)}>
        <p>{message}</p>
      </MessageDialog>
    </div>
  );
}
