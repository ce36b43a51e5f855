// Par (issue 29): a result that means the same in every world and for every persona. Par is what
// the careful player (careful-player.ts) has at the same point of the same world; a player's
// result is their net position against it ("$420 above par"). Raw net positions differ by
// persona (a 15-year-old's casual job against an 18-year-old's full-time one) and by the world's
// luck; the difference from par leaves only the player's own choices.
import { netPositionCents } from '../progress/net-position';
import type { GameState } from '../game/state';

/**
 * The careful player's net position as the world's weeks open and end: index 0 at the start of
 * week 1, index w at the end of week w (after its bonus question).
 */
export type ParCurve = readonly number[];

export interface ParStanding {
  /** The point compared: the end of this week (0: the start of week 1). */
  week: number;
  parCents: number;
  netCents: number;
  /** Net position less par: above par when positive. */
  againstParCents: number;
}

/**
 * The point of the world a game is at: the end of the current week once it has ended, else the
 * end of the week before (a week's pay and bills come at its end, so mid-week a player is
 * compared with where par started the week).
 */
export function parWeekOf(state: GameState): number {
  return state.phase === 'ended' || state.isGameComplete ? state.week : state.week - 1;
}

/** Par at the end of `week` (the last known point for a curve that is shorter). */
export function parAt(curve: ParCurve, week: number): number {
  return curve[Math.max(0, Math.min(week, curve.length - 1))] ?? 0;
}

/** Where a game stands against par now. */
export function selectAgainstPar(state: GameState, curve: ParCurve): ParStanding {
  const week = parWeekOf(state);
  const parCents = parAt(curve, week);
  const netCents = netPositionCents(state);
  return { week, parCents, netCents, againstParCents: netCents - parCents };
}

/** A finished week's result against par: its finishing net position against par's. */
export function weekAgainstPar(
  finishingNetCents: number,
  week: number,
  curve: ParCurve,
): ParStanding {
  const parCents = parAt(curve, week);
  return {
    week,
    parCents,
    netCents: finishingNetCents,
    againstParCents: finishingNetCents - parCents,
  };
}
