// Par (issue 29): a result that means the same in every world and for every persona. Par is what
// the careful player (careful-player.ts) has at the same point of the same world; a player's
// result is their net position against it ("$420 above par"). Raw net positions differ by
// persona (a 15-year-old's casual job against an 18-year-old's full-time one) and by the world's
// luck; the difference from par leaves only the player's own choices.
import { netPositionCents } from '../progress/net-position';
import type { GameState } from '../game/state';

/**
 * The careful player's net position as each week of the world opens, once its bills have arrived
 * (opened[w - 1] for week w), and as it ends, after its bonus question (ended[w - 1]).
 */
export interface ParCurve {
  readonly opened: readonly number[];
  readonly ended: readonly number[];
}

export interface ParStanding {
  /** The week compared, as it opened or as it ended. */
  week: number;
  point: 'opened' | 'ended';
  parCents: number;
  netCents: number;
  /** Net position less par: above par when positive. */
  againstParCents: number;
}

/**
 * The point of the world a game is at: the end of the current week once it has ended, else the
 * week as it opened (its bills arrived; a week's pay and most of what happens come at its end, so
 * mid-week a player is compared with where par stood as the week opened).
 */
export function parPointOf(state: GameState): { week: number; point: 'opened' | 'ended' } {
  return {
    week: state.week,
    point: state.phase === 'ended' || state.isGameComplete ? 'ended' : 'opened',
  };
}

/** Par at a week's opening or end (the last known figure for a curve that is shorter). */
export function parAt(curve: ParCurve, week: number, point: 'opened' | 'ended'): number {
  const figures = point === 'opened' ? curve.opened : curve.ended;
  return figures[Math.max(0, Math.min(week, figures.length) - 1)] ?? 0;
}

/** Where a game stands against par now. */
export function selectAgainstPar(state: GameState, curve: ParCurve): ParStanding {
  const { week, point } = parPointOf(state);
  const parCents = parAt(curve, week, point);
  const netCents = netPositionCents(state);
  return { week, point, parCents, netCents, againstParCents: netCents - parCents };
}

/** A finished week's result against par: its finishing net position against par's. */
export function weekAgainstPar(
  finishingNetCents: number,
  week: number,
  curve: ParCurve,
): ParStanding {
  const parCents = parAt(curve, week, 'ended');
  return {
    week,
    point: 'ended',
    parCents,
    netCents: finishingNetCents,
    againstParCents: finishingNetCents - parCents,
  };
}
