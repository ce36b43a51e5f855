import { Skull } from 'lucide-react';
import { useEffect } from 'react';
import { Dialog } from '../../../components/dialog';

/** How long the virus shows before the lesson, unless the player moves on sooner. */
export const VIRUS_SCREEN_MS = 4000;

/**
 * The email virus screen: a short full-screen 'infection' with a glitching image (CSS only; a
 * still warning when the player prefers reduced motion), then the lesson.
 */
export function VirusScreen({ open, onDone }: { open: boolean; onDone: () => void }) {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onDone, VIRUS_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, [open, onDone]);
  return (
    <Dialog
      open={open}
      className="virus-screen"
      title="Warning: virus detected"
      onClose={onDone}
      actions={
        <button type="button" className="button virus-screen__button" onClick={onDone} autoFocus>
          What just happened?
        </button>
      }
    >
      <div className="virus-screen__image" aria-hidden="true">
        <Skull className="virus-screen__layer" size={120} strokeWidth={1.5} />
        <Skull
          className="virus-screen__layer virus-screen__layer--red"
          size={120}
          strokeWidth={1.5}
        />
        <Skull
          className="virus-screen__layer virus-screen__layer--cyan"
          size={120}
          strokeWidth={1.5}
        />
      </div>
      <p className="virus-screen__text">
        That email was a scam. In real life, links in scam emails can install viruses that steal
        your passwords and bank details.
      </p>
      <p className="virus-screen__hint">
        Luckily this is only a game. Let&apos;s look at what gave it away.
      </p>
    </Dialog>
  );
}
