import {
  dollarsToCents,
  formatNetPosition,
  parWords,
  PRACTICE_EXPLAINED,
  type GameInstanceSummary,
} from '@mc/contract';
import { CircleCheck, CirclePlus, Play } from 'lucide-react';
import { amountClass } from '../../../lib/money-display';
import { useLayout } from '../../../lib/use-layout';

/** The words for a slot: 'New game', 'Week N in progress' or 'Completed'. */
export function slotStatus(instance: GameInstanceSummary | undefined): string {
  if (!instance) return 'New game';
  return instance.IsGameComplete ? 'Completed' : `Week ${instance.CurrentWeek} in progress`;
}

/**
 * One card of the game slider: an existing game to continue, or an empty slot to start. A game's
 * net position shows with its result against par (once the server has one); a practice game (a
 * second or later game of the same world) says so, and why it is on no leaderboard.
 */
export function GameSlot({
  number,
  instance,
  totalWeeks,
  busy,
  onChoose,
}: {
  number: number;
  instance: GameInstanceSummary | undefined;
  totalWeeks: number;
  busy: boolean;
  onChoose: () => void;
}) {
  const layout = useLayout();
  const status = slotStatus(instance);
  const Icon = !instance ? CirclePlus : instance.IsGameComplete ? CircleCheck : Play;
  const net = instance ? dollarsToCents(instance.NetPosition) : 0;
  const action = !instance
    ? 'Start new game'
    : instance.IsGameComplete
      ? 'See results'
      : 'Continue';
  const state = !instance ? 'new' : instance.IsGameComplete ? 'complete' : 'playing';

  return (
    <article className={`game-slot game-slot--${state}`} aria-labelledby={`game-slot-${number}`}>
      <Icon className="game-slot__icon" aria-hidden="true" size={40} />
      <h2 className="game-slot__title" id={`game-slot-${number}`}>
        Game {number}
      </h2>
      <p className="game-slot__status">{status}</p>
      {instance?.IsPractice ? (
        <>
          <p className="game-slot__status game-slot__status--practice">Practice</p>
          <p className="game-slot__note">{PRACTICE_EXPLAINED}</p>
        </>
      ) : null}
      {instance ? (
        <dl className="game-slot__facts">
          <div>
            <dt>Net position</dt>
            <dd className={amountClass(net < 0)}>{formatNetPosition(net, layout)}</dd>
          </div>
          {instance.AgainstPar === null ? null : (
            <div>
              <dt className="visually-hidden">Against par</dt>
              <dd className="game-slot__par">{parWords(instance.AgainstPar)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="game-slot__blurb">
          Start fresh with {totalWeeks} weeks to build your net position.
        </p>
      )}
      <button
        type="button"
        className="button button--block"
        disabled={busy}
        aria-describedby={`game-slot-${number}`}
        onClick={onChoose}
      >
        {action}
      </button>
    </article>
  );
}
