// Par (issue 29): the careful player's game is the same in the same world, follows the world
// (another game seed, another curve), and a game's standing against it is its net position less
// par at the same point: the end of the week once it has ended, its opening (bills arrived) while
// under way, so a player who has just started is on par.
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  parPointOf,
  payAfterTaxByWeekCents,
  payAfterTaxCents,
  playCarefulGame,
  selectAgainstPar,
  selectNetPosition,
  weekAgainstPar,
  type GameState,
} from '../src/index';
import { playGame, RandomPlayer } from '../src/testing/random-player';
import { content } from './fixtures/content';

const world = { gameSeed: 'class-10b', totalWeeks: 26 as const };

/** A short FNV-1a hash of the curves' figures. */
const hashOf = (curves: number[][]) => {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(curves)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
};

/** Sam's game in the world, as it opens. */
const samsGame = (): GameState =>
  createGame({
    scenario: content.scenario,
    items: content.items,
    ...world,
    instanceSeed: 'sam',
    playerName: 'Sam',
  });

describe('par', () => {
  it('is one curve per world: the opening and the end of every week, the same every time', () => {
    const curve = playCarefulGame(content, world);
    expect(curve.opened).toHaveLength(26);
    expect(curve.ended).toHaveLength(26);
    expect(playCarefulGame(content, world)).toEqual(curve);
    expect(playCarefulGame(content, { ...world, gameSeed: 'class-10c' })).not.toEqual(curve);
  });

  it('is pinned: refactoring the careful player (the balance script extends it) leaves par as it was', () => {
    // Four worlds of each length; a deliberate change to careful play changes these figures.
    const pinned = { 26: ['88f5c8b8', 1_984_647], 27: ['02fb53a4', 2_029_138] } as const;
    for (const totalWeeks of [26, 27] as const) {
      const curves = ['class-10b', 'a', 'b', 'c'].map((gameSeed) =>
        playCarefulGame(content, { gameSeed, totalWeeks }),
      );
      // Pinned as the week ends were with the game's starting $1,000 before them.
      const asPinned = curves.map((curve) => [100_000, ...curve.ended]);
      expect([hashOf(asPinned), curves[0]!.ended.at(-1)]).toEqual(pinned[totalWeeks]);
      expect(curves[0]!.ended.slice(0, 2)).toEqual([49_210, 222_400]);
    }
  });

  it('ends better off than the game started: careful play saves', () => {
    const curve = playCarefulGame(content, world);
    expect(curve.ended.at(-1)!).toBeGreaterThan(curve.opened[0]!);
  });

  it('puts a player who has just started on par, and compares an ended week with its end', () => {
    const curve = playCarefulGame(content, world);
    let state = samsGame();
    // Week 1's bills have arrived for both: whoever has just started is exactly on par.
    expect(parPointOf(state)).toEqual({ week: 1, point: 'opened' });
    expect(selectAgainstPar(state, curve)).toEqual({
      week: 1,
      point: 'opened',
      parCents: curve.opened[0],
      extraPayCents: 0,
      netCents: selectNetPosition(state),
      againstParCents: 0,
    });
    const opened = applyCommand(
      state,
      { type: 'openBankAccount', accountTypeId: 'everyday' },
      content,
    );
    if (!opened.ok) throw new Error(opened.message);
    const ended = applyCommand(opened.state, { type: 'endWeek' }, content);
    if (!ended.ok) throw new Error(ended.message);
    state = ended.state;
    expect(parPointOf(state)).toEqual({ week: 1, point: 'ended' });
    expect(selectAgainstPar(state, curve).parCents).toBe(curve.ended[0]);
  });

  it('moves by the pay after tax a player earns beyond par, or short of it', () => {
    const curve = playCarefulGame(content, world);
    let state = samsGame();
    // Pay comes every second week: the first pay slip is at the end of week 2.
    for (const command of [
      { type: 'openBankAccount', accountTypeId: 'everyday' },
      { type: 'endWeek' },
      { type: 'startWeek' },
      { type: 'endWeek' },
    ] as const) {
      const result = applyCommand(state, command, content);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    const pay = payAfterTaxCents(state);
    // Week 2's pay slip: the same job as par's, so the same pay after tax.
    expect(pay).toBeGreaterThan(0);
    expect(pay).toBe(curve.payEnded[1]);
    expect(payAfterTaxByWeekCents(state, 2)).toBe(pay);
    expect(payAfterTaxByWeekCents(state, 1)).toBe(0);
    const plain = selectAgainstPar(state, curve);
    expect(plain.extraPayCents).toBe(0);
    // Had par earned $100 less (the player found a second shift), par rises by that $100 and the
    // player's result is $100 lower than their net position alone would say.
    const lessPaid = { ...curve, payEnded: curve.payEnded.map((c) => c - 10_000) };
    const withExtra = selectAgainstPar(state, lessPaid);
    expect(withExtra.extraPayCents).toBe(10_000);
    expect(withExtra.parCents).toBe(curve.ended[1]! + 10_000);
    expect(withExtra.againstParCents).toBe(plain.againstParCents - 10_000);
    // Had par earned $100 more (a shift the player turned down), par falls by as much: the result
    // is what the player did with the money they earned.
    const morePaid = { ...curve, payEnded: curve.payEnded.map((c) => c + 10_000) };
    expect(selectAgainstPar(state, morePaid).againstParCents).toBe(plain.againstParCents + 10_000);
    // A finished week's summary is compared in the same way, with that week's pay.
    expect(weekAgainstPar(plain.netCents, 2, lessPaid, pay).againstParCents).toBe(
      withExtra.againstParCents,
    );
  });

  it('puts a player who only ends the weeks below par, whatever the world', () => {
    for (const gameSeed of ['a', 'b', 'c']) {
      const curve = playCarefulGame(content, { ...world, gameSeed });
      const { state } = playGame(
        { content, ...world, gameSeed, instanceSeed: 'idle', playerName: 'Idle' },
        new RandomPlayer(1),
        { commandsPerWeek: 0 },
      );
      expect(selectAgainstPar(state, curve).againstParCents).toBeLessThan(0);
    }
  });
});
