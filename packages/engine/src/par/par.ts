// Par (issue 29): a result that means the same in every world and for every persona. Par is what
// the careful player (careful-player.ts) has at the same point of the same world; a player's
// result is their net position against it ("$420 above par"). Raw net positions differ by
// persona (a 15-year-old's casual job against an 18-year-old's full-time one) and by the world's
// luck; the difference from par leaves only the player's own choices.
//
// Par follows the player's pay: what they earn after tax beyond par's own (a second job, a better
// one, a shift or babysitting par turned down or never had) raises their par by as much, as careful
// play would have kept it too; pay they did not earn that par did (a shift turned down, a job left)
// lowers it by as much. Work still raises the net position, shown beside the result; the result
// measures what a player does with the money they earn, so money management decides it, whatever
// the age, whoever finds the better job (economy.md, "Par follows your pay").
import { allPostings, entriesOf, postingWeek, WORLD } from '../ledger/ledger';
import { netPositionCents } from '../progress/net-position';
import type { GameState } from '../game/state';

/**
 * The careful player's net position as each week of the world opens, once its bills have arrived
 * (opened[w - 1] for week w), and as it ends, after its bonus question (ended[w - 1]); and its
 * pay after tax so far at the same points (payOpened, payEnded).
 */
export interface ParCurve {
  readonly opened: readonly number[];
  readonly ended: readonly number[];
  readonly payOpened: readonly number[];
  readonly payEnded: readonly number[];
}

export interface ParStanding {
  /** The week compared, as it opened or as it ended. */
  week: number;
  point: 'opened' | 'ended';
  /** Par for this player: the careful player's net position, moved by the difference in pay. */
  parCents: number;
  /** The pay after tax this player earned beyond par's (negative when less), added to par. */
  extraPayCents: number;
  netCents: number;
  /** Net position less par: above par when positive. */
  againstParCents: number;
}

/** Is this a curve of the current shape (a curve kept before par followed pay has no pay)? */
export function isParCurve(curve: Partial<ParCurve>): curve is ParCurve {
  return (
    Array.isArray(curve.opened) &&
    Array.isArray(curve.ended) &&
    Array.isArray(curve.payOpened) &&
    Array.isArray(curve.payEnded)
  );
}

/**
 * The ledger keys whose postings are pay after tax: wages and super from employers (shifts
 * included), less the ATO's share (withheld, and the return); and households' cash for odd jobs.
 */
const PAY_KEYS: readonly string[] = [WORLD.employer, WORLD.ato, WORLD.oddJobs];

/**
 * A game's pay after tax so far: wages and employer super, less tax withheld, plus or less the tax
 * return (the world's side of the ledger, so signs are turned).
 */
export function payAfterTaxCents(state: GameState): number {
  const { balances } = state.ledger;
  return PAY_KEYS.reduce((cents, key) => cents - (balances[key] ?? 0), 0);
}

/** A game's pay after tax up to the end of a week (postings of later weeks left out). */
export function payAfterTaxByWeekCents(state: GameState, week: number): number {
  let cents = 0;
  for (const posting of allPostings(state.ledger)) {
    if (postingWeek(posting) > week) continue;
    for (const [key, amount] of entriesOf(posting)) if (PAY_KEYS.includes(key)) cents -= amount;
  }
  return cents;
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

const figureAt = (figures: readonly number[], week: number) =>
  figures[Math.max(0, Math.min(week, figures.length) - 1)] ?? 0;

/** Par at a week's opening or end (the last known figure for a curve that is shorter). */
export function parAt(curve: ParCurve, week: number, point: 'opened' | 'ended'): number {
  return figureAt(point === 'opened' ? curve.opened : curve.ended, week);
}

/** Par's pay after tax so far at a week's opening or end. */
export function parPayAt(curve: ParCurve, week: number, point: 'opened' | 'ended'): number {
  return figureAt(point === 'opened' ? curve.payOpened : curve.payEnded, week);
}

/** A standing at a point of the world, from the player's net position and pay after tax so far. */
function standingAt(
  curve: ParCurve,
  week: number,
  point: 'opened' | 'ended',
  netCents: number,
  payCents: number,
): ParStanding {
  const extraPayCents = payCents - parPayAt(curve, week, point);
  const parCents = parAt(curve, week, point) + extraPayCents;
  return { week, point, parCents, extraPayCents, netCents, againstParCents: netCents - parCents };
}

/** Where a game stands against par now. */
export function selectAgainstPar(state: GameState, curve: ParCurve): ParStanding {
  const { week, point } = parPointOf(state);
  return standingAt(curve, week, point, netPositionCents(state), payAfterTaxCents(state));
}

/** A finished week's result against par: its finishing net position against par's. */
export function weekAgainstPar(
  finishingNetCents: number,
  week: number,
  curve: ParCurve,
  payCents: number,
): ParStanding {
  return standingAt(curve, week, 'ended', finishingNetCents, payCents);
}
