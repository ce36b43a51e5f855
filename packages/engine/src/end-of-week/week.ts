// Ending and starting weeks. endWeek checks what must be true (each module's end-of-week checks),
// runs the end-of-week steps in the order of modules.ts and records the week's summary; the bonus
// question may then add its reward; startWeek opens the next week. The game is complete once the
// last week has ended.
import type { NamedStep } from '../game/module';
import { reject, type Rejection } from '../game/result';
import { appendItem, emit, update, type Tx } from '../game/tx';
import { postingCount } from '../ledger/ledger';
import { netPositionCents } from '../progress/net-position';

function runSteps(tx: Tx, steps: readonly NamedStep[]): void {
  for (const step of steps) step.run(tx);
}

export function endWeek(tx: Tx): Rejection | void {
  for (const check of tx.engine.endWeekChecks) {
    const failure = check.failure(tx.state, tx.content);
    if (failure) return reject(failure.code, failure.message, check.app);
  }
  runSteps(tx, tx.engine.endOfWeekSteps);
  const week = tx.state.week;
  const finishing = netPositionCents(tx.state);
  appendItem(tx, 'endOfWeek', 'summaries', {
    week,
    startingNetCents: tx.state.endOfWeek.startingNetCents,
    firstPosting: tx.state.endOfWeek.startingPosting,
    finishingNetCents: finishing,
    cashRewardCents: 0,
    timeBonusCents: 0,
  });
  const isGameComplete = week >= tx.state.totalWeeks;
  tx.state.phase = 'ended';
  tx.state.isGameComplete = isGameComplete;
  emit(tx, { type: 'weekEnded', week });
  if (isGameComplete) emit(tx, { type: 'gameCompleted', week });
}

export function startWeek(tx: Tx): void {
  if (tx.state.isGameComplete || tx.state.phase === 'playing') {
    emit(tx, { type: 'weekStarted', week: tx.state.week, isGameComplete: tx.state.isGameComplete });
    return;
  }
  tx.state.week += 1;
  tx.state.phase = 'playing';
  openWeek(tx);
  emit(tx, { type: 'weekStarted', week: tx.state.week, isGameComplete: false });
}

/**
 * Records where the week starts (the net position and the ledger's length), then runs the opening
 * steps (its bills arrive). The week's summary therefore runs from the last week's finishing
 * figure, and the bills that arrive are among the week's movements ("where did my money go"), so
 * the summaries and the dashboard tell one story: each week's difference is explained by its own
 * postings, and the weeks add up.
 */
export function openWeek(tx: Tx): void {
  const starting = netPositionCents(tx.state);
  const startingPosting = postingCount(tx.state.ledger);
  update(tx, 'endOfWeek', (slice) => ({
    ...slice,
    question: null,
    startingNetCents: starting,
    startingPosting,
  }));
  runSteps(tx, tx.engine.openWeekSteps);
}
