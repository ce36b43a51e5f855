import { useState } from 'react';
import { MessageDialog } from './dialog';
import { ApiFailure } from '../lib/api-client';
import { failureMessage } from '../lib/game-queries';

function messageOf(error: unknown): string {
  if (error instanceof ApiFailure || !(error instanceof Error)) return failureMessage(error);
  return error.message;
}

/** The spec's failure popup: the server's first message and Okay; each failure shows once. */
export function FailurePopup({ error, onClose }: { error: unknown; onClose?: () => void }) {
  const [dismissed, setDismissed] = useState<unknown>(null);
  const open = Boolean(error) && error !== dismissed;
  return (
    <MessageDialog
      open={open}
      title="Something went wrong"
      onClose={() => {
        setDismissed(error);
        onClose?.();
      }}
    >
      <p>{messageOf(error)}</p>
    </MessageDialog>
  );
}
