import { Timer } from 'lucide-react';

/** What a screen reader hears, only at 30, 10 and 0 seconds, so it is not a stream of numbers. */
export function announcement(secondsLeft: number, totalSeconds: number): string {
  if (secondsLeft <= 0) return "Time's up.";
  if (secondsLeft <= 10 && totalSeconds > 10) return '10 seconds left.';
  if (secondsLeft <= 30 && totalSeconds > 30) return '30 seconds left.';
  return '';
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.max(0, seconds) % 60).padStart(2, '0')}`;

/**
 * The bonus question's timer: a ring and m:ss that sighted players watch (role timer, not read
 * aloud each second), plus a polite announcement at 30, 10 and 0 seconds.
 */
export function Countdown({
  secondsLeft,
  totalSeconds,
}: {
  secondsLeft: number;
  totalSeconds: number;
}) {
  const fraction = totalSeconds > 0 ? Math.max(0, secondsLeft) / totalSeconds : 0;
  const circumference = 2 * Math.PI * 26;
  const urgent = secondsLeft <= 10;
  return (
    <div className={urgent ? 'countdown countdown--urgent' : 'countdown'}>
      <svg
        className="countdown__ring"
        width="64"
        height="64"
        viewBox="0 0 64 64"
        aria-hidden="true"
      >
        <circle cx="32" cy="32" r="26" className="countdown__track" />
        <circle
          cx="32"
          cy="32"
          r="26"
          className="countdown__left"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          transform="rotate(-90 32 32)"
        />
      </svg>
      <div className="countdown__text">
        <span className="countdown__label">
          <Timer aria-hidden="true" size={16} /> Time left
        </span>
        <span
          className="countdown__clock"
          role="timer"
          aria-label={`${Math.max(0, secondsLeft)} seconds left`}
        >
          {clock(secondsLeft)}
        </span>
        {urgent && secondsLeft > 0 ? <span className="countdown__hurry">Hurry!</span> : null}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement(secondsLeft, totalSeconds)}
      </p>
    </div>
  );
}
