import { TimerOff } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import './timer-off.css';

// Turning a question's timer off (WCAG 2.2.1 timing adjustable), shared by the end-of-week bonus
// question and the end quiz: a button while there is time to turn it off, then a note that says
// what that means. The server records it by its own clock; the screen only asks. Keep it in the
// same place in its parent whether the timer is on or off, so focus can follow it: when the
// player turns the timer off here, the button goes away and focus moves to the note (not when it
// was off already on a reload).

export function TimerOffSwitch({
  off,
  canTurnOff,
  onTurnOff,
  offNote,
}: {
  off: boolean;
  /** Before the answer is sent, while there is time left. */
  canTurnOff: boolean;
  onTurnOff: () => void;
  /** What the timer being off means for this question's cash, in plain words. */
  offNote: ReactNode;
}) {
  const note = useRef<HTMLParagraphElement>(null);
  const turnedOff = useRef(false);
  useEffect(() => {
    if (off && turnedOff.current) note.current?.focus();
  }, [off]);

  if (off) {
    return (
      <p className="timer-off__note" ref={note} tabIndex={-1}>
        <TimerOff aria-hidden="true" size={20} />
        <span>{offNote}</span>
      </p>
    );
  }
  if (!canTurnOff) return null;
  return (
    <button
      type="button"
      className="button button--secondary button--small timer-off__button"
      onClick={() => {
        turnedOff.current = true;
        onTurnOff();
      }}
    >
      <TimerOff aria-hidden="true" size={18} />
      Turn off the timer (no time bonus)
    </button>
  );
}
