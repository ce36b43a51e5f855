import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TimerOffSwitch } from '../../../components/timer-off';

// A timed end-quiz question's clock (WCAG 2.2.1 timing adjustable, 4.1.3 status messages). The
// seconds come from the server's TimeLeft and count down here; the server measures the time
// itself and decides what an answer earns. A screen reader hears the clock three times (at the
// start, at 10 seconds left and when time is up), never each second. The player can turn the
// clock off before answering and take as long as they need, for the reward without a time bonus;
// when time runs out they can still answer, for no cash.

/** What the polite live region says: only at the start, at 10 seconds left and at 0. */
export function timerAnnouncement({
  secondsLeft,
  startSeconds,
  started,
}: {
  secondsLeft: number;
  startSeconds: number;
  started: boolean;
}): string {
  if (!started) return '';
  if (secondsLeft <= 0) return "Time's up. You can still answer, but it won't earn any cash now.";
  if (secondsLeft <= 10 && startSeconds > 10) return '10 seconds left.';
  return `This question is timed: you have ${startSeconds} seconds. Answer quickly for a time bonus, or turn the timer off if you need more time.`;
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.max(0, seconds) % 60).padStart(2, '0')}`;

/** The start message waits a moment, so it follows the screen's heading rather than cutting it off. */
const START_ANNOUNCEMENT_DELAY_MS = 400;

export function SurveyTimer({
  secondsLeft,
  startSeconds,
  totalSeconds,
  off,
  canTurnOff,
  onTurnOff,
}: {
  secondsLeft: number;
  startSeconds: number;
  totalSeconds: number;
  off: boolean;
  /** Before the answer is sent, while there is time left. */
  canTurnOff: boolean;
  onTurnOff: () => void;
}) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), START_ANNOUNCEMENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const left = Math.max(0, secondsLeft);
  const up = left === 0;
  const urgent = left <= 10;
  const fraction = totalSeconds > 0 ? Math.min(1, left / totalSeconds) : 0;
  const className = off
    ? 'survey-timer survey-timer--off'
    : ['survey-timer', urgent ? 'survey-timer--urgent' : '', up ? 'survey-timer--up' : '']
        .filter(Boolean)
        .join(' ');
  return (
    <div className={className}>
      {off ? null : (
        <>
          <div className="survey-timer__head">
            <Timer aria-hidden="true" size={20} />
            <span className="survey-timer__label">Time left</span>
            <span className="survey-timer__clock" role="timer" aria-label={`${left} seconds left`}>
              {clock(left)}
            </span>
          </div>
          <div className="survey-timer__bar" aria-hidden="true">
            <span className="survey-timer__fill" style={{ width: `${fraction * 100}%` }} />
          </div>
          {up ? (
            <p className="survey-timer__up">
              Time&apos;s up! You can still answer, but there&apos;s no cash for it now.
            </p>
          ) : null}
        </>
      )}
      {/* In the same place on and off, so focus can move to its note when turned off here. */}
      <TimerOffSwitch
        off={off}
        canTurnOff={canTurnOff && !up}
        onTurnOff={onTurnOff}
        offNote="Timer off. Take your time: a right answer still earns cash, just no time bonus."
      />
      {off ? null : (
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {timerAnnouncement({ secondsLeft: left, startSeconds, started })}
        </p>
      )}
    </div>
  );
}
