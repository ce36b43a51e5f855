// Ending and starting weeks. endWeek checks what must be true, runs the end-of-week steps and
// records the week's summary; the bonus question may then add its reward; startWeek opens the
// next week. The game is complete once the last week has ended.
import { reject, type Rejection } from '../game/result';
import { END_OF_WEEK_STEPS, OPEN_WEEK_STEPS, runSteps } from '../game/week-step';
import { emit, update, type Tx } from '../game/tx';
import { netPositionCents } from '../progress/net-position';
import { END_WEEK_CHECKS } from './checks';

export function endWeek(tx: Tx): Rejection | void {
  for (const check of END_WEEK_CHECKS) {
    const failure = check.failure(tx.state, tx.content);
    if (failure) return reject(failure.code, failure.message, check.app);
  }
  runSteps(tx, END_OF_WEEK_STEPS);
  const week = tx.state.week;
  const finishing = netPositionCents(tx.state);
  update(tx, 'endOfWeek', (slice) => ({
    ...slice,
    summaries: [
      ...slice.summaries,
      {
        week,
        startingNetCents: slice.startingNetCents,
        finishingNetCents: finishing,
        cashRewardCents: 0,
        timeBonusCents: 0,
      },
    ],
  }));
  const isGameComplete = week >= tx.state.totalWeeks;
  tx.state = { ...tx.state, phase: 'ended', isGameComplete };
  emit(tx, { type: 'weekEnded', week });
  if (isGameComplete) emit(tx, { type: 'gameCompleted', week });
}

export function startWeek(tx: Tx): void {
  if (tx.state.isGameComplete || tx.state.phase === 'playing') {
    emit(tx, { type: 'weekStarted', week: tx.state.week, isGameComplete: tx.state.isGameComplete });
    return;
  }
  tx.state = { ...tx.state, week: tx.state.week + 1, phase: 'playing' };
  openWeek(tx);
  emit(tx, { type: 'weekStarted', week: tx.state.week, isGameComplete: false });
}

/** Records the starting net position and runs the opening steps of the current week. */
export function openWeek(tx: Tx): void {
  const starting = netPositionCents(tx.state);
  update(tx, 'endOfWeek', (slice) => ({ ...slice, startingNetCents: starting, question: null }));
  runSteps(tx, OPEN_WEEK_STEPS);
}
