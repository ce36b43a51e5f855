import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * Copies `text` to the clipboard and says so, for screen readers too ('Link copied'). A browser
 * that refuses is told to copy the text shown beside the button by hand.
 */
export function CopyButton({
  text,
  label = 'Copy link',
  done = 'Link copied',
  describedBy,
  name,
}: {
  text: string;
  label?: string;
  done?: string;
  /** The id of what is copied, so the button says which link. */
  describedBy?: string;
  /** A fuller accessible name that starts with the label: 'Copy link for 10B'. */
  name?: string;
}) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status !== 'copied') return;
    const timer = window.setTimeout(() => setStatus('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <span className="copy">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-describedby={describedBy}
        aria-label={name}
        onClick={() => void copy()}
      >
        {status === 'copied' ? (
          <Check aria-hidden="true" size={18} />
        ) : (
          <Copy aria-hidden="true" size={18} />
        )}
        {label}
      </button>
      <span className="copy__status" role="status">
        {status === 'copied' ? done : null}
        {status === 'failed' ? "Couldn't copy: select the link and copy it yourself." : null}
      </span>
    </span>
  );
}
