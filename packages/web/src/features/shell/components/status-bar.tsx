import { dollarsToCents, formatNetPosition } from '@mc/contract';
import { CircleHelp, Flag, LogOut, MessageCircleQuestion } from 'lucide-react';

interface StatusBarProps {
  week: number | undefined;
  totalWeeks: number | undefined;
  /** Dollars. */
  netPosition: number | undefined;
  layout: 'desktop' | 'mobile';
  gameComplete: boolean;
  busy: 'finishing' | 'exiting' | null;
  onHelp: () => void;
  onFaq: () => void;
  onFinishWeek: () => void;
  onSaveAndExit: () => void;
}

/** Current week over total weeks, as a whole percentage (spec part 1 section 2). */
export function weekProgress(week: number, totalWeeks: number): number {
  if (totalWeeks <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((week / totalWeeks) * 100)));
}

/**
 * The phone's status bar: week N of total with a progress bar, net worth, and the four game
 * actions. Net worth is whole dollars on a desktop and two decimals on a phone.
 */
export function StatusBar(props: StatusBarProps) {
  const { week, totalWeeks, netPosition, layout, gameComplete, busy } = props;
  const known = week !== undefined && totalWeeks !== undefined;
  const percent = known ? weekProgress(week, totalWeeks) : 0;
  return (
    <header className="game-bar status-bar">
      <div className="status-bar__facts">
        <div className="status-bar__week">
          <p className="status-bar__week-label">
            {known ? (
              <>
                Week {week} <span className="status-bar__of">of {totalWeeks}</span>
              </>
            ) : (
              'Loading…'
            )}
          </p>
          <div
            className="status-bar__progress"
            role="progressbar"
            aria-label="Game progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={
              known ? `Week ${week} of ${totalWeeks}, ${percent}% of the game` : 'Loading'
            }
          >
            <span className="status-bar__progress-fill" style={{ width: `${percent}%` }} />
          </div>
          <span className="status-bar__percent" aria-hidden="true">
            {percent}%
          </span>
        </div>
        <p className="status-bar__net">
          <span className="status-bar__net-label">Net worth</span>{' '}
          <strong className="status-bar__net-value">
            {netPosition === undefined
              ? '…'
              : formatNetPosition(dollarsToCents(netPosition), layout)}
          </strong>
        </p>
      </div>
      <nav className="status-bar__actions" aria-label="Game">
        <button
          type="button"
          className="game-bar__button status-bar__action"
          onClick={props.onHelp}
        >
          <CircleHelp aria-hidden="true" size={22} />
          <span>Help</span>
        </button>
        <button type="button" className="game-bar__button status-bar__action" onClick={props.onFaq}>
          <MessageCircleQuestion aria-hidden="true" size={22} />
          <span>FAQ</span>
        </button>
        <button
          type="button"
          className="game-bar__button status-bar__action status-bar__action--primary"
          onClick={props.onFinishWeek}
          disabled={!known || gameComplete || busy !== null}
          aria-describedby={gameComplete ? 'status-bar-complete' : undefined}
        >
          <Flag aria-hidden="true" size={22} />
          <span>{busy === 'finishing' ? 'Finishing…' : 'Finish the week'}</span>
        </button>
        <button
          type="button"
          className="game-bar__button status-bar__action"
          onClick={props.onSaveAndExit}
          disabled={busy !== null}
        >
          <LogOut aria-hidden="true" size={22} />
          <span>{busy === 'exiting' ? 'Saving…' : 'Save and exit'}</span>
        </button>
      </nav>
      {gameComplete ? (
        <p id="status-bar-complete" className="visually-hidden">
          You have finished the game.
        </p>
      ) : null}
    </header>
  );
}
